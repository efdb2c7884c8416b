import { useCallback, useState } from 'react';

/**
 * The page of a list kept in the screen, and setters for its filters that go back to the first
 * page: a filter that narrows the list would otherwise leave the user on a page past its end.
 */
export function useListPage() {
  const [page, setPage] = useState(1);
  const firstPage = useCallback(
    <T>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        setPage(1);
      },
    [],
  );
  return { page, setPage, firstPage };
}
