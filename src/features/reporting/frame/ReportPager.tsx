import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/lib/formats';
import { reportPageSizes } from './reportSearch';

interface ReportPagerProps {
  page: number;
  limit: number;
  /** Rows of the report over every page. */
  total: number;
  /** Rows on this page. */
  shown: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Which rows are shown out of how many, the page size, and the pages (the server's paging). */
export function ReportPager({ page, limit, total, shown, onPage, onPageSize }: ReportPagerProps) {
  const { t, i18n } = useTranslation('entity');
  const count = numberFormat(i18n.resolvedLanguage ?? 'en');
  const from = shown === 0 ? 0 : (page - 1) * limit + 1;
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="report-pager">
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" data-testid="report-range">
          {t('list.range', {
            from: count.format(from),
            to: count.format(from === 0 ? 0 : from + shown - 1),
            count: count.format(total),
          })}
        </Text>
        <Select
          aria-label={t('list.pageSize')}
          data={reportPageSizes.map((n) => ({
            value: String(n),
            label: t('list.perPage', { count: n }),
          }))}
          value={String(limit)}
          onChange={(v) => v && onPageSize(Number(v))}
          allowDeselect={false}
          size="xs"
          w={130}
          comboboxProps={{ withinPortal: true }}
          data-testid="report-page-size"
        />
      </Group>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': t(`list.page_${control}`) })}
          data-testid="report-pages"
        />
      ) : null}
    </Group>
  );
}
