import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Changes the screen's URL choices: a key set to undefined leaves the URL, and any change but a page
 * turn goes back to the first page (the rows it would show are others).
 */
export function useSearchPatch<S extends object>(): (patch: Partial<S>, push?: boolean) => void {
  const navigate = useNavigate();
  return useCallback(
    (patch: Partial<S>, push = false) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) =>
          Object.fromEntries(
            Object.entries({ ...prev, page: undefined, ...patch }).filter(
              ([, value]) => value !== undefined,
            ),
          ),
        // Opening an order is a step the back button undoes; a filter change is not.
        replace: !push,
      }),
    [navigate],
  );
}
