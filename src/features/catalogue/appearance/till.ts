/** A catalogue row as the till preview reads it. */
export type TillRow = Record<string, unknown> & { id: string };

const bySortOrder = (a: TillRow, b: TillRow) =>
  Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0) ||
  String(a.name ?? '').localeCompare(String(b.name ?? ''));

/** The product is sold at the location: active, not archived, not an add-on, not switched off there. */
export function soldAt(product: TillRow, locationId: string | null): boolean {
  if (product.is_active === false || product.is_archived === true || product.is_addon === true)
    return false;
  const off = Array.isArray(product.unavailable_location_ids)
    ? (product.unavailable_location_ids as string[])
    : [];
  return !locationId || !off.includes(locationId);
}

/** The category tabs of the till: active categories, in their order. */
export function tillCategories(categories: readonly TillRow[]): TillRow[] {
  return categories.filter((c) => c.is_active !== false).sort(bySortOrder);
}

/** The tiles of a category on the till at a location, in their order, and how many are hidden. */
export function tillProducts(
  products: readonly TillRow[],
  categoryId: string,
  locationId: string | null,
): { shown: TillRow[]; hidden: number } {
  const inCategory = products.filter(
    (p) => p.category_id === categoryId && p.is_addon !== true && p.is_archived !== true,
  );
  const shown = inCategory.filter((p) => soldAt(p, locationId)).sort(bySortOrder);
  return { shown, hidden: inCategory.length - shown.length };
}

/**
 * White or dark text on a tile's colour (#rrggbb), whichever reads better: the names are small bold
 * text, so they need 4.5:1 (WCAG 1.4.3), which one of the two reaches on nearly every colour. White
 * wins on dark colours (luminance below about 0.2), dark text on the others.
 */
/** The luminance of the tiles' dark text, #1a1b1e. */
const DARK_TEXT_LUMINANCE = 0.0111;

export function textOn(hex: string | null | undefined): 'dark' | 'light' {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  if (!m) return 'dark';
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => {
    const c = parseInt(h!, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  const onWhite = 1.05 / (luminance + 0.05);
  const onDark = (luminance + 0.05) / (DARK_TEXT_LUMINANCE + 0.05);
  return onWhite >= onDark ? 'light' : 'dark';
}
