import type { ReportFilterKey } from '@contract/reports';
import { Group, Select } from '@mantine/core';
import { IconFilter, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { StillSegmentedControl } from '@/components/StillSegmentedControl';
import { PeriodPicker } from '@/components/reports/PeriodPicker';
import { reportPeriodPresets } from '@/components/reports/periodPresets';
import type { ReactNode } from 'react';
import type { RefCollection, ReportFilter, ReportGrouping } from './definition';
import { ReportDayPicker } from './ReportDayPicker';
import { statusChoices } from './reportSearch';
import type { ReportNames } from '../data/useReportNames';
import type { ReportView } from './useReportView';

/** What each filter chooses from. */
const filterSources: Record<Exclude<ReportFilterKey, 'status'>, RefCollection> = {
  channel_id: 'channels',
  order_type_id: 'orderTypes',
  cashier_id: 'users',
  category_id: 'categories',
  payment_method_id: 'paymentMethods',
};

/** Above this many choices a filter can be searched. */
const SEARCH_FROM = 8;
const ALL = 'all';

/**
 * The period (or the day, for a report of one day), all locations or one, and the grouping: the
 * choices every report starts with.
 */
export function ReportPlaceControls({
  view,
  groupings,
  group,
  day,
}: {
  view: ReportView;
  groupings: ReportGrouping | undefined;
  group: string | null;
  day: { label: string } | undefined;
}) {
  const { t, i18n } = useTranslation(['reporting', 'reports']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const { locations } = useActiveLocation();
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      {day ? (
        <ReportDayPicker
          value={view.period}
          today={view.today}
          onChange={view.setPeriod}
          label={day.label}
        />
      ) : (
        <PeriodPicker
          value={view.period}
          today={view.today}
          onChange={view.setPeriod}
          presets={reportPeriodPresets}
        />
      )}
      {locations.length > 1 ? (
        <Select
          aria-label={t('reports:scope.label')}
          leftSection={<IconMapPin size={16} />}
          data={[
            { value: ALL, label: t('reports:scope.all') },
            ...locations.map((row) => ({ value: row.id, label: locationName(row, lang) })),
          ]}
          value={view.all ? ALL : (view.locationId ?? ALL)}
          onChange={(value) => value && view.setPlace(value === ALL ? null : value)}
          allowDeselect={false}
          w={240}
          // A location's name keeps its own direction inside a right-to-left screen.
          dir="auto"
          comboboxProps={{ withinPortal: true }}
          data-testid="report-place"
        />
      ) : null}
      {groupings && group ? (
        <StillSegmentedControl
          aria-label={t('reporting:group.label')}
          value={group}
          onChange={(value) =>
            view.update({ group: value === groupings.default ? undefined : value })
          }
          data={groupings.values.map((value) => ({
            value,
            label: t(`reporting:group.${value}`),
          }))}
          data-testid="report-group"
        />
      ) : null}
    </Group>
  );
}

/**
 * The report's own filters, each with "all" as its first choice, and its own choices beside them
 * (`extra`: food cost's basis), shown before anything is read.
 */
export function ReportFilters({
  view,
  filters,
  names,
  extra,
}: {
  view: ReportView;
  filters: readonly ReportFilter[];
  names: ReportNames;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('reporting');
  if (filters.length === 0 && !extra) return null;
  return (
    <Group gap="xs" wrap="wrap" align="flex-end" data-testid="report-filters">
      {extra}
      {filters.map((filter) => {
        const { key, from, label } =
          typeof filter === 'string'
            ? {
                key: filter,
                from: filter === 'status' ? null : filterSources[filter],
                label: filter,
              }
            : filter;
        const options =
          from === null
            ? statusChoices.map((value) => ({ value, label: t(`status.${value}`) }))
            : names.options(from).map((option) => ({ value: option.id, label: option.name }));
        return (
          <Select
            key={key}
            aria-label={t(`filters.${label}.label`)}
            leftSection={<IconFilter size={14} />}
            data={[{ value: ALL, label: t(`filters.${label}.all`) }, ...options]}
            value={view.search[key] ?? ALL}
            onChange={(value) =>
              view.update({ [key]: !value || value === ALL ? undefined : value })
            }
            allowDeselect={false}
            searchable={options.length > SEARCH_FROM}
            w={215}
            comboboxProps={{ withinPortal: true }}
            data-testid={`filter-${label}`}
          />
        );
      })}
    </Group>
  );
}
