import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { materialSearch, type MaterialSearch } from './foodCostSearch';

export type { MaterialSearch };

/** The food cost's own choices from the URL, and a way to change them (replacing the history entry). */
export function useMaterialSearch() {
  const raw: Record<string, unknown> = useSearch({ strict: false });
  const search = useMemo(() => materialSearch(raw), [raw]);
  const navigate = useNavigate();
  const update = useCallback(
    (patch: { [K in keyof MaterialSearch]?: string | undefined }) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => {
          // Other counts: the first page again.
          const next: Record<string, unknown> = { ...prev, ...patch, page: undefined };
          return Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined));
        },
        replace: true,
      }),
    [navigate],
  );
  return { search, update };
}
