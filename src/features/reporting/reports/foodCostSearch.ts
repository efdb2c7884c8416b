import { idParam, oneOf, searchReader } from '@/shared/searchParams';
import { reportSearch } from '../frame/reportSearch';

/**
 * What the food cost report adds to a report's URL: whether it reads between two dates or between
 * two approved counts, and which counts. The route tree loads this reader with the sign-in page,
 * so it holds nothing of the screens.
 */
export const materialSearch = searchReader({
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
