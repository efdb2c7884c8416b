import {
  Alert,
  Button,
  Card,
  EmptyState,
  Group,
  Indicator,
  Loader,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFilter, IconReceiptOff, IconSearchOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useBusinessDay } from '@/shared/location/useBusinessDay';
import { errorMessage } from '@/shared/errorMessage';
import { Pager } from '@/components/list/Pager';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { PeriodPicker } from '@/components/reports/PeriodPicker';
import { useFilterOptions } from '../data/useFilterOptions';
import { useInvoiceList } from '../data/useInvoiceList';
import { useInvoiceSummary } from '../data/useInvoiceSummary';
import type { InvoicesScreenProps } from '../InvoicesScreen';
import {
  activeFilterCount,
  invoiceFilterKeys,
  invoiceListQuery,
  invoicePageSizes,
  listSearch,
} from '../invoiceSearch';
import { periodOf, periodSearch } from '@/components/reports/periods';
import { useInvoiceNames } from '../data/useInvoiceNames';
import { useLocationFormat } from '../useLocationFormat';
import { InvoiceCards } from './InvoiceCards';
import { InvoiceFilters } from './InvoiceFilters';
import { InvoiceSearchBox } from './InvoiceSearchBox';
import { InvoiceTable } from './InvoiceTable';
import { SummaryStrip } from './SummaryStrip';
import { useInvoiceExport } from './useInvoiceExport';

const invoicePagerIds = { pager: 'invoice-pager', range: 'invoice-range', pages: 'invoice-pages' };

/**
 * The invoices of a period at the active location: a summary strip, search by number, filters and
 * the server's pages; every choice is in the URL. Readable offline with the last replies.
 */
export function InvoiceListScreen({ search, onSearch }: InvoicesScreenProps) {
  const { t, i18n } = useTranslation(['invoices', 'reports']);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const phone = useMediaQuery('(max-width: 48em)');
  const [filtersOpen, filters] = useDisclosure(false);
  const { locationId, location } = useActiveLocation();
  const today = useBusinessDay(locationId).today();
  const period = periodOf(search, today);
  const loc = locationId ?? undefined;
  const query = invoiceListQuery(search, period, locationId);
  const list = useInvoiceList(query);
  const summary = useInvoiceSummary({ from: period.from, to: period.to, loc });
  const options = useFilterOptions(loc);
  const names = useInvoiceNames(options.data);
  const format = useLocationFormat(locationId);
  const { exportInvoices, exporting } = useInvoiceExport(query, names, format.zone);

  const change = (changes: Parameters<typeof listSearch>[1], replace = false) =>
    onSearch((prev) => listSearch(prev, changes), { replace });
  const open = (invoice: string) => onSearch((prev) => ({ ...prev, invoice }));
  const clearAll = () =>
    change(Object.fromEntries([...invoiceFilterKeys, 'search'].map((k) => [k, undefined])));
  const filterCount = activeFilterCount(search);
  const narrowed = filterCount > 0 || Boolean(search.search?.trim());
  const rows = list.data?.data ?? [];
  // A page past the last one (a bookmark, another location with fewer invoices): the last page.
  const lastPage = list.data?.pagination.totalPages ?? 0;
  const pastTheEnd = rows.length === 0 && lastPage > 0 && (search.page ?? 1) > lastPage;
  useEffect(() => {
    if (pastTheEnd) change({ page: lastPage }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `change` is remade every render
  }, [pastTheEnd, lastPage]);
  const where = location ? locationName(location, lang) : t('list.ownLocation');

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description', { location: where })}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => void exportInvoices()}
            loading={exporting}
            disabled={!list.data || list.data.pagination.total === 0}
            data-testid="invoice-export"
          >
            {t('export.button')}
          </Button>
        }
      />
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <PeriodPicker
            value={period}
            today={today}
            onChange={(next) => change(periodSearch(next))}
          />
          <AsOf asOf={list.asOf} stale={list.stale} refreshing={list.refreshing} />
        </Group>
        <SummaryStrip
          summary={summary.data}
          failed={!summary.data && summary.error !== null}
          format={format}
        />
        <Card withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <InvoiceSearchBox
                value={search.search ?? ''}
                onSearch={(value) => change({ search: value || undefined }, true)}
                placeholder={t('list.searchPlaceholder')}
              />
              {phone ? (
                <Indicator label={filterCount} size={16} disabled={filterCount === 0}>
                  <Button
                    variant="default"
                    leftSection={<IconFilter size={16} />}
                    onClick={filters.toggle}
                    aria-expanded={filtersOpen}
                    data-testid="invoice-filters-toggle"
                  >
                    {t('filters.title')}
                  </Button>
                </Indicator>
              ) : null}
            </Group>
            {!phone || filtersOpen ? (
              <InvoiceFilters
                search={search}
                options={options.data}
                onFilter={(key, value) => change({ [key]: value })}
              />
            ) : null}
            {list.loading ? (
              <Group justify="center" p="xl">
                <Loader size="sm" />
              </Group>
            ) : !list.data ? (
              <Alert color="red" variant="light" title={t('list.error')}>
                <Group justify="space-between" gap="sm">
                  <Text size="sm">{errorMessage(list.error, t)}</Text>
                  <Button size="xs" variant="light" color="red" onClick={list.refetch}>
                    {t('reports:retry')}
                  </Button>
                </Group>
              </Alert>
            ) : rows.length === 0 ? (
              <EmptyState
                py="xl"
                icon={
                  narrowed ? (
                    <IconSearchOff size={32} stroke={1.5} />
                  ) : (
                    <IconReceiptOff size={32} stroke={1.5} />
                  )
                }
                withIndicatorBackground
                title={narrowed ? t('list.noMatch') : t('list.none')}
                description={narrowed ? t('list.noMatchHint') : t('list.noneHint')}
                data-testid="invoice-empty"
              >
                {narrowed ? (
                  <EmptyState.Actions>
                    <Button variant="default" onClick={clearAll}>
                      {t('list.clear')}
                    </Button>
                  </EmptyState.Actions>
                ) : null}
              </EmptyState>
            ) : phone ? (
              <InvoiceCards
                rows={rows}
                names={names}
                format={format}
                withDate={period.from !== period.to}
                onOpen={open}
              />
            ) : (
              <InvoiceTable
                rows={rows}
                names={names}
                format={format}
                withDate={period.from !== period.to}
                onOpen={open}
              />
            )}
            {list.data && rows.length > 0 ? (
              <Pager
                page={list.data.pagination.page}
                limit={list.data.pagination.limit}
                total={list.data.pagination.total}
                shown={rows.length}
                onPage={(page) => change({ page })}
                pageSizes={invoicePageSizes}
                onPageSize={(limit) => change({ limit })}
                testIds={invoicePagerIds}
              />
            ) : null}
          </Stack>
        </Card>
      </Stack>
    </>
  );
}
