import { Group, Pagination, Select, Text } from '@mantine/core';
import { PAGE_SIZES, type EntityListState } from './useEntityList';
import type { EntityTexts } from './useEntityTexts';

/** Which rows are shown out of how many, the page size and the pages. */
export function ListFooter({ list, texts }: { list: EntityListState; texts: EntityTexts }) {
  const { t, lang } = texts;
  const fmt = (n: number) => n.toLocaleString(lang);
  const { page } = list;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" data-testid="row-count">
          {list.filtered
            ? t('entity:list.rangeFiltered', {
                from: fmt(page.from),
                to: fmt(page.to),
                count: fmt(list.matching.length),
                total: fmt(list.total),
              })
            : t('entity:list.range', {
                from: fmt(page.from),
                to: fmt(page.to),
                count: fmt(list.total),
              })}
        </Text>
        <Select
          aria-label={t('entity:list.pageSize')}
          data={PAGE_SIZES.map((n) => ({
            value: String(n),
            label: t('entity:list.perPage', { count: n }),
          }))}
          value={String(list.pageSize)}
          onChange={(v) => v && list.setPageSize(Number(v))}
          allowDeselect={false}
          size="xs"
          w={130}
        />
      </Group>
      {page.pages > 1 ? (
        <Pagination
          total={page.pages}
          value={page.page}
          onChange={list.setPage}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({
            'aria-label': t(`entity:list.page_${control}`),
          })}
        />
      ) : null}
    </Group>
  );
}
