import { useRows } from '@/data/live';

/** A choice of a picker: a row of a local collection, by its name. */
export interface NamedOption {
  value: string;
  label: string;
}

/**
 * The rows this device keeps of a collection the user screens pick from (roles, order types,
 * channels), deleted ones left out, as choices by name.
 */
export function useNamedOptions(collection: 'roles' | 'orderTypes' | 'channels'): NamedOption[] {
  const rows = useRows(collection);
  return (rows ?? [])
    .filter((r) => !r.deleted_at)
    .map((r) => ({ value: r.id, label: String(r.name ?? '') }));
}

// The screens take these from here: only the slice's data folder imports the data layer
// (docs/ARCHITECTURE.md, "Screens render").
export { useBrowserOnline, useImageUrl } from '@/data/live';
