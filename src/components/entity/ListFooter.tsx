import { Pager } from '@/components/list/Pager';
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

const footerIds = { range: 'row-count' };

/** Which rows are shown out of how many (and, narrowed, of how many in all), the page size and the pages. */
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
  const fmt = (n: number) => numberFormat(lang).format(n);
  const range = filtered
    ? t('entity:list.rangeFiltered', {
        from: fmt(page.from),
        to: fmt(page.to),
        count: fmt(matching),
        total: fmt(total),
      })
    : undefined;
  return (
    <Pager
      page={page.page}
      limit={pageSize}
      total={matching}
      onPage={onPage}
      pageSizes={PAGE_SIZES}
      onPageSize={onPageSize}
      range={range}
      testIds={footerIds}
    />
  );
}
