import type { Grant } from '@contract/access';
import type { ResourceDef } from '@contract/registry';
import { perLocationViolations, rowAccessFor, type RowAccess } from '@contract/rowAccess';
import type { LocalRow } from '@/data/db';

export interface RowAccessRules {
  /** What the user may change in this row; a new row is `full` (it is created at `createLocation`). */
  accessOf(row: LocalRow | null): RowAccess;
  /** Fields a `per-location` user may still edit. */
  perLocationFields: ReadonlySet<string>;
  /** The fields of `changes` to an existing row this user may not make (the server's rule). */
  refusedChanges(row: LocalRow, changes: Record<string, unknown>): string[];
  /**
   * Where a new row goes: null (shared by every location) for a user of every location, else the
   * active location, since a location-limited user may only create rows of their own locations.
   */
  createLocation: string | null;
}

/** The contract's row-access rule (`contract/rowAccess.ts`), bound to one user and resource. */
export function rowAccessRules(
  grant: Grant | null,
  def: ResourceDef,
  coversAll: boolean,
  activeLocation: string | null,
): RowAccessRules {
  const accessOf = (row: LocalRow | null): RowAccess => {
    if (!grant) return 'none';
    if (!row) return 'full';
    return rowAccessFor(grant, def, row, coversAll);
  };
  return {
    accessOf,
    perLocationFields: new Set((def.perLocation ?? []).map((p) => p.field as string)),
    refusedChanges: (row, changes) => {
      const level = accessOf(row);
      if (level === 'full') return [];
      if (level === 'none' || !grant) return Object.keys(changes);
      return perLocationViolations(grant, def, row, changes);
    },
    createLocation: coversAll || grant?.is_admin ? null : activeLocation,
  };
}
