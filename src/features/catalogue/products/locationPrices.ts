/** A location's own price for a product (`location_prices` entry). */
export interface LocationPrice {
  location_id: string;
  price: number;
}

/** One line of the "prices per location" table of the product form. */
export interface LocationLine {
  location_id: string;
  /** The price at this location, or null when the product's own price applies. */
  price: number | null;
  /** Sold at this location (not in `unavailable_location_ids`). */
  available: boolean;
  /** The user may change this line: a location-limited user only their own locations' lines. */
  editable: boolean;
}

/**
 * The table's lines: one per location the user sees, in the order given. Entries of locations not in
 * `locations` (ones the user cannot see) stay in the row untouched; see `withLocationPrice`.
 */
export function locationLines(
  prices: readonly LocationPrice[],
  unavailable: readonly string[],
  locations: readonly { id: string }[],
  mayEdit: (locationId: string) => boolean,
): LocationLine[] {
  const priceAt = new Map(prices.map((p) => [p.location_id, p.price]));
  const closed = new Set(unavailable);
  return locations.map(({ id }) => ({
    location_id: id,
    price: priceAt.get(id) ?? null,
    available: !closed.has(id),
    editable: mayEdit(id),
  }));
}

/**
 * The row's `location_prices` after setting one location's price (null: back to the product's price).
 * Other entries keep their place, so the change touches one location's entry only, which is what a
 * location-limited user may send.
 */
export function withLocationPrice(
  prices: readonly LocationPrice[],
  locationId: string,
  price: number | null,
): LocationPrice[] {
  const exists = prices.some((p) => p.location_id === locationId);
  if (price === null) return prices.filter((p) => p.location_id !== locationId);
  if (!exists) return [...prices, { location_id: locationId, price }];
  return prices.map((p) => (p.location_id === locationId ? { ...p, price } : p));
}

/** The row's `unavailable_location_ids` after making the product sold (or not) at one location. */
export function withAvailability(
  unavailable: readonly string[],
  locationId: string,
  available: boolean,
): string[] {
  const without = unavailable.filter((id) => id !== locationId);
  return available ? without : [...without, locationId];
}

/** The price the till charges at a location: its own price when set, else the product's. */
export const effectivePrice = (line: Pick<LocationLine, 'price'>, productPrice: number): number =>
  line.price ?? productPrice;
