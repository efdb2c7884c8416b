import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useState } from 'react';
import { useLocal } from '@/data/react';
import { choiceStoreKey, parseChoice, type ColumnChoice } from '../frame/columnChoice';

export interface StoredColumnChoice {
  choice: ColumnChoice;
  /** Keeps the choice; an empty one is forgotten (the defaults again). */
  save: (next: ColumnChoice) => void;
  /** The device's store holds the choice shown (a reload shows the same columns). */
  saved: boolean;
}

const sameChoice = (a: ColumnChoice, b: ColumnChoice) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, on]) => b[key] === on);

/**
 * The user's choice of a report's columns, kept in their own store on this device (the `kv` table
 * of the signed-in user's database, as the device keeps their other things): it is theirs alone
 * on a shared tablet, and it holds across reloads and offline.
 */
export function useColumnChoice(slug: string): StoredColumnChoice {
  const local = useLocal();
  const key = choiceStoreKey(slug);
  const stored = useLiveQuery(
    async () => (local ? ((await local.db.kv.get(key))?.value ?? null) : null),
    [local, key],
  );
  // What this screen chose last, at once: the store answers a moment later, and a second click
  // before it does must build on the first one, not on what the store said before it.
  const [made, setMade] = useState<{ key: string; choice: ColumnChoice } | null>(null);
  const storedChoice = useMemo(() => parseChoice(stored), [stored]);
  const choice = made?.key === key ? made.choice : storedChoice;
  const saved = stored !== undefined && sameChoice(choice, storedChoice);
  const save = useCallback(
    (next: ColumnChoice) => {
      setMade({ key, choice: next });
      if (!local) return;
      const write: Promise<unknown> =
        Object.keys(next).length === 0
          ? local.db.kv.delete(key)
          : local.db.kv.put({ key, value: JSON.stringify(next) });
      write.catch((error: unknown) => console.warn('[report columns] could not save', error));
    },
    [local, key],
  );
  return { choice, save, saved };
}
