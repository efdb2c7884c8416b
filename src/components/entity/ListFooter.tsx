import { Group, Pagination, Select, Text } from '@mantine/core';
import { memo } from 'react';
import { numberFormat } from '@/lib/formats';
import type { Page } from './list-query';
import { PAGE_SIZES } from './useEntityList';
import type { EntityTexts } from './useEntityTexts';

interface ListFooterProps {
  /** The page shown: its number, the number of pages and the positions of its rows. */
  page: Omit<Page<unknown>, 'items'>;
  /** Rows matching the search and filters, and rows in all. */
  matching: number;
  total: number;
  /** A search or a filter narrows the list. */
  filtered: boolean;
  pageSize: number;
  texts: EntityTexts;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

const PageSize = memo(function PageSize({
  pageSize,
  texts,
  onPageSize,
}: Pick<ListFooterProps, 'pageSize' | 'texts' | 'onPageSize'>) {
  const { t } = texts;
  return (
    <Select
      aria-label={t('entity:list.pageSize')}
      data={PAGE_SIZES.map((n) => ({
        value: String(n),
        label: t('entity:list.perPage', { count: n }),
      }))}
      value={String(pageSize)}
      onChange={(v) => v && onPageSize(Number(v))}
      allowDeselect={false}
      size="xs"
      w={130}
    />
  );
});

const Pages = memo(function Pages({
  pages,
  page,
  texts,
  onPage,
}: {
  pages: number;
  page: number;
  texts: EntityTexts;
  onPage: (page: number) => void;
}) {
  const { t } = texts;
  return (
    <Pagination
      total={pages}
      value={page}
      onChange={onPage}
      size="sm"
      siblings={1}
      boundaries={1}
      getControlProps={(control) => ({
        'aria-label': t(`entity:list.page_${control}`),
      })}
    />
  );
});

/** Which rows are shown out of how many, the page size and the pages. */
export function ListFooter({
  page,
  matching,
  total,
  filtered,
  pageSize,
  texts,
  onPage,
  onPageSize,
}: ListFooterProps) {
  const { t, lang } = texts;
  const count = numberFormat(lang);
  const fmt = (n: number) => count.format(n);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" data-testid="row-count">
          {filtered
            ? t('entity:list.rangeFiltered', {
                from: fmt(page.from),
                to: fmt(page.to),
                count: fmt(matching),
                total: fmt(total),
              })
            : t('entity:list.range', {
                from: fmt(page.from),
                to: fmt(page.to),
                count: fmt(total),
              })}
        </Text>
        <PageSize pageSize={pageSize} texts={texts} onPageSize={onPageSize} />
      </Group>
      {page.pages > 1 ? (
        <Pages pages={page.pages} page={page.page} texts={texts} onPage={onPage} />
      ) : null}
    </Group>
  );
}
