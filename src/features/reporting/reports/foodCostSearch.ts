import { idParam, oneOf, searchReader } from '@/app/routing/searchParams';
import { reportSearch } from '../frame/reportSearch';

/**
 * What the stock value and food cost reports add to a report's URL: the category of materials
 * (materials have categories of their own, not the menu's), and for food cost whether it reads
 * between two dates or between two approved counts, and which counts. The route tree loads this
 * reader with the sign-in page, so it holds nothing of the screens.
 */
export const materialSearch = searchReader({
  material_category: idParam,
  basis: oneOf(['counts']),
  from_count: idParam,
  to_count: idParam,
});
export type MaterialSearch = ReturnType<typeof materialSearch>;

/** The route's reader: the frame's choices and the materials' own. */
export const materialReportSearch = (search: Record<string, unknown>) => ({
  ...reportSearch(search),
  ...materialSearch(search),
});
