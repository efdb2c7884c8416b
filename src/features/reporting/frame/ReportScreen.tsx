import { can } from '@contract/access';
import { DEFAULT_TIME_ZONE } from '@contract/timezone';
import { Alert, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrant } from '@/shared/access';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { toast } from '@/shared/toast';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { isForbidden } from '../data/reportErrors';
import { ExportMenu } from '../export/ExportMenu';
import { ColumnChooser } from './ColumnChooser';
import { defaultKeys, lockedKeys, shownColumns } from './columnChoice';
import type { ReportDefinition, ReportReply } from './definition';
import { columnLabel, hasUnreadableDate, reportRange } from './format';
import { NoReportAccess } from './ReportAccess';
import { ReportBody } from './ReportBody';
import { ReportFilters, ReportPlaceControls } from './ReportControls';
import { useCellContext } from './useCellContext';
import { useColumnChoice } from '../data/useColumnChoice';
import { useScreenSize } from './useScreenSize';
import { useReportExport } from '../data/useReportExport';
import type { ReportSlot } from './slot';
import { useReportNames } from '../data/useReportNames';
import { useLocationZones } from '@/shared/location/useLocationZones';
import { useReportMoney } from './useReportPlace';
import { useReportRead } from './useReportRead';
import { useReportView } from './useReportView';

interface ReportScreenProps<Row, Reply extends ReportReply<Row>> {
  definition: ReportDefinition<Row, Reply>;
  /**
   * What the report shows besides its rows (the period's figures, reads of its own), above the
   * chart. Drawn from the start: `slot.reply` is undefined until the report is read.
   */
  summary?: (slot: ReportSlot<Row, Reply>) => ReactNode;
  /** The report's own choices (food cost's basis), beside its filters, drawn from the start. */
  controls?: (slot: ReportSlot<Row, Reply>) => ReactNode;
  /** Cells drawn otherwise than as their text (a badge), by column. */
  render?: Partial<Record<string, (row: Row) => ReactNode>>;
  /** A second view beside the table (`view` in the URL): its tab's label key and its content. */
  second?: { value: 'menu'; label: string; render: (slot: ReportSlot<Row, Reply>) => ReactNode };
}

/**
 * The frame of every report (issue 11): its name and what it holds, the period, the place, the
 * filters and grouping it offers, its chart and its table, the export, and when its figures are
 * from. Every choice lives in the URL, so a link reopens the same view.
 */
export function ReportScreen<Row, Reply extends ReportReply<Row>>(
  props: ReportScreenProps<Row, Reply>,
) {
  const { t } = useTranslation('reporting');
  const grant = useGrant();
  if (grant && !can(grant, 'reporting.read')) {
    return <NoReportAccess title={t(props.definition.title)} />;
  }
  return <Report {...props} />;
}

function Report<Row, Reply extends ReportReply<Row>>({
  definition,
  summary,
  controls,
  render,
  second,
}: ReportScreenProps<Row, Reply>) {
  const { t, i18n } = useTranslation(['reporting', 'reports', 'dates']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const view = useReportView(definition.defaultPeriod, definition.day !== undefined);
  const read = useReportRead(definition, view);
  const reply = read.page.data;
  const names = useReportNames(typeof read.query.loc === 'string' ? read.query.loc : undefined);
  const { money, mixed } = useReportMoney(view.locationId, view.all, reply?.currencies);
  const zoneOf = useLocationZones(view.locationId);
  const ctx = useCellContext(money, zoneOf, names.name);
  const columns = read.columns;
  // The table and its files hold the columns chosen; the chart draws from all of them.
  const size = useScreenSize();
  const { choice, save, saved } = useColumnChoice(definition.slug);
  const tableColumns = useMemo(
    () => shownColumns(columns, definition.columnsShown, size, choice),
    [columns, definition.columnsShown, size, choice],
  );
  const { location } = useActiveLocation();
  const place = view.all
    ? t('reports:scope.all')
    : location
      ? locationName(location, lang)
      : t('reporting:place.own');
  // The dates are the location's: until its day is known they are not guessed from the device's.
  const range =
    view.period.preset === 'all_time'
      ? t('reports:period.presets.all_time')
      : view.dayKnown
        ? reportRange(view.period.from, view.period.to, lang)
        : '';
  const load = useReportExport(definition, read, {
    columns: tableColumns,
    ctx,
    range,
    location: place,
    timeZone: zoneOf(view.locationId) ?? DEFAULT_TIME_ZONE,
  });

  // SPEC section 8: a date that cannot be written is said once, not silently left blank.
  const unreadable = reply?.items.some((row) => hasUnreadableDate(columns, row)) ?? false;
  useEffect(() => {
    if (unreadable) toast.error(t('dates:error.reportDate'));
  }, [unreadable, t]);

  if (isForbidden(read.page.error)) {
    return <NoReportAccess title={t(definition.title)} />;
  }
  const slot: ReportSlot<Row, Reply> = { view, read, reply, columns, ctx, names };
  const chooser = (
    <ColumnChooser
      columns={columns.map((column) => ({ key: column.key, label: columnLabel(column, ctx) }))}
      shown={new Set(tableColumns.map((column) => column.key))}
      locked={lockedKeys(columns, definition.columnsShown)}
      defaults={defaultKeys(columns, definition.columnsShown, size)}
      choice={choice}
      onChoice={save}
      saved={saved}
    />
  );
  const body = (
    <ReportBody
      definition={definition}
      slot={slot}
      render={render}
      tableColumns={tableColumns}
      chooser={chooser}
    />
  );
  return (
    <Stack gap="md" data-testid={`report-${definition.slug}`}>
      <PageHeader
        title={t(definition.title)}
        description={t(definition.description)}
        actions={
          <ExportMenu fileBase={definition.fileBase} load={load} data-testid="report-export" />
        }
      />
      <Card withBorder radius="md" padding="sm">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
            <ReportPlaceControls
              view={view}
              groupings={definition.groupings}
              group={read.group}
              day={definition.day}
            />
            <AsOf asOf={read.page.asOf} stale={read.page.stale} refreshing={read.page.refreshing} />
          </Group>
          <ReportFilters
            view={view}
            filters={definition.filters}
            names={names}
            extra={controls?.(slot)}
          />
          <Text size="sm" c="dimmed" data-testid="report-showing">
            <span data-testid="report-dates">{range}</span>
            {' · '}
            <bdi data-testid="report-place-name">{place}</bdi>
          </Text>
        </Stack>
      </Card>
      {mixed ? (
        <Alert color="yellow" icon={<IconCoins size={18} />} data-testid="report-currencies">
          {t('reporting:currencies', { list: mixed.join(', ') })}
        </Alert>
      ) : null}
      {summary?.(slot)}
      {second ? (
        <Tabs
          value={view.search.view ?? 'table'}
          onChange={(value) => view.update({ view: value === second.value ? value : undefined })}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="table" data-testid="report-tab-table">
              {t('reporting:tabs.table')}
            </Tabs.Tab>
            <Tabs.Tab value={second.value} data-testid={`report-tab-${second.value}`}>
              {t(second.label)}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="table">{body}</Tabs.Panel>
          <Tabs.Panel value={second.value}>{second.render(slot)}</Tabs.Panel>
        </Tabs>
      ) : (
        body
      )}
    </Stack>
  );
}
