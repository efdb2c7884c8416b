import {
  DIFFERENCES_LISTED,
  verifyKinds,
  type VerifyDifference,
  type VerifyKind,
  type VerifyKindReport,
  type VerifyLocation,
} from '@contract/verify';

/** A row's figures by column, numbers as JavaScript reads them. */
export type Figures = Record<string, number>;

/** One row of a kind as stored or as recomputed, keyed after its business and location. */
export interface Compared {
  key: Record<string, string | number>;
  stored: Figures | null;
  recomputed: Figures | null;
}

/**
 * How far a figure may differ and still agree: 0 (exact) unless a figure names its tolerance, which
 * only figures the product itself rounds do (said where each check passes it).
 */
export type Tolerances = Record<string, number>;

/** The findings of one business as the checks add them, kept small: counts, and the first rows. */
export interface Findings {
  /**
   * Compares a row's stored figures with its recomputed ones. A missing row counts as all zeros
   * (an aggregate whose invoices were voided may keep a row of zeros or none), so only a figure
   * that differs makes it a differing row.
   */
  compare(kind: VerifyKind, locationId: string, row: Compared, tolerances?: Tolerances): void;
  kinds(): VerifyKindReport[];
}

export function createFindings(): Findings {
  const byKind = new Map<
    VerifyKind,
    { rows: number; differing: number; locations: Map<string, VerifyLocation> }
  >(verifyKinds.map((k) => [k, { rows: 0, differing: 0, locations: new Map() }]));
  return {
    compare(kind, locationId, row, tolerances = {}) {
      const tally = byKind.get(kind)!;
      tally.rows += 1;
      const figures = new Set([
        ...Object.keys(row.stored ?? {}),
        ...Object.keys(row.recomputed ?? {}),
      ]);
      const differences: VerifyDifference[] = [];
      for (const figure of figures) {
        const stored = row.stored ? (row.stored[figure] ?? 0) : null;
        const recomputed = row.recomputed ? (row.recomputed[figure] ?? 0) : null;
        const difference = (stored ?? 0) - (recomputed ?? 0);
        if (Math.abs(difference) <= (tolerances[figure] ?? 0)) continue;
        differences.push({ key: row.key, figure, stored, recomputed, difference });
      }
      if (differences.length === 0) return;
      tally.differing += 1;
      let location = tally.locations.get(locationId);
      if (!location) {
        location = { location_id: locationId, differing_rows: 0, differences: [] };
        tally.locations.set(locationId, location);
      }
      location.differing_rows += 1;
      const room = DIFFERENCES_LISTED - location.differences.length;
      if (room > 0) location.differences.push(...differences.slice(0, room));
    },
    kinds: () =>
      [...byKind].map(([kind, t]) => ({
        kind,
        rows_checked: t.rows,
        differing_rows: t.differing,
        locations: [...t.locations.values()],
      })),
  };
}

/** Columns of a row read as numbers (PostgreSQL may hand sums back as strings). */
export function numbersOf(row: object, columns: readonly string[]): Figures {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(columns.map((c) => [c, Number(values[c] ?? 0)]));
}
