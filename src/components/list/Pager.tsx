import { Group, Pagination, Select, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/lib/formats';
import { useSelectListProps } from '@/shared/selectList';

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  /** Rows per page. */
  limit: number;
  /** Rows over every page. */
  total: number;
  /** Rows on this page; by default what a page of `limit` holds there. */
  shown?: number;
  onPage: (page: number) => void;
  /** The page sizes offered; without them (or `onPageSize`) the size is not chosen here. */
  pageSizes?: readonly number[];
  onPageSize?: (size: number) => void;
  /** What the range says instead of "1–25 of 300" (a list narrowed by a search says more). */
  range?: string;
  /** Shows nothing at all when there are no rows. */
  hideWhenEmpty?: boolean;
  /** Test ids of the pager and its parts, where a screen's tests look for them. */
  testIds?: Partial<Record<'pager' | 'range' | 'pages' | 'pageSize', string>>;
}

/**
 * The one pager of lists, reports and ledgers: which rows are shown of how many, the page size when
 * the list lets it be chosen, and the pages, each control named in the user's language. Memoised: a
 * list re-renders on every letter typed into its search, its pager only when its page changes.
 */
export const Pager = memo(function Pager({
  page,
  limit,
  total,
  shown,
  onPage,
  pageSizes,
  onPageSize,
  range,
  hideWhenEmpty = false,
  testIds = {},
}: PagerProps) {
  const { t, i18n } = useTranslation('entity');
  const listProps = useSelectListProps();
  if (hideWhenEmpty && total === 0) return null;
  const count = numberFormat(i18n.resolvedLanguage ?? 'en');
  const pages = Math.max(1, Math.ceil(total / limit));
  const current = Math.min(page, pages);
  const rows = shown ?? Math.min(limit, Math.max(0, total - (current - 1) * limit));
  const from = rows === 0 ? 0 : (current - 1) * limit + 1;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid={testIds.pager}>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" data-testid={testIds.range}>
          {range ??
            t('list.range', {
              from: count.format(from),
              to: count.format(from === 0 ? 0 : from + rows - 1),
              count: count.format(total),
            })}
        </Text>
        {pageSizes && onPageSize ? (
          <Select
            aria-label={t('list.pageSize')}
            data={pageSizes.map((n) => ({
              value: String(n),
              label: t('list.perPage', { count: n }),
            }))}
            value={String(limit)}
            onChange={(v) => v && onPageSize(Number(v))}
            allowDeselect={false}
            size="xs"
            w={130}
            comboboxProps={listProps}
            data-testid={testIds.pageSize}
          />
        ) : null}
      </Group>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={current}
          onChange={onPage}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': t(`list.page_${control}`) })}
          data-testid={testIds.pages}
        />
      ) : null}
    </Group>
  );
});
