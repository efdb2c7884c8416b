import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { LocalRow } from '@/data/db';
import { useLocal } from '@/data/react';
import {
  deleteModifierWithItems,
  itemsOf,
  saveModifierWithItems,
  type ModifierSaveInput,
} from './modifierSave';
import { modifierTransaction } from './modifierTransaction';

/** A modifier's options in this device's store, in order (none for a new one); undefined while read. */
export function useModifierItems(modifierId: string | null): LocalRow[] | undefined {
  const local = useLocal();
  return useLiveQuery(
    async () =>
      modifierId && local
        ? itemsOf(modifierId, await local.db.rows('modifierItems').toArray())
        : [],
    [local, modifierId],
  );
}

/**
 * Saves or deletes a modifier with its options in one transaction of this device's store, each
 * write queued for the server. Null until the local store is open.
 */
export function useModifierWrites() {
  const local = useLocal();
  return useMemo(() => {
    if (!local) return null;
    const transaction = modifierTransaction(local.db);
    return {
      save: (input: Omit<ModifierSaveInput, 'writer' | 'transaction'>) =>
        saveModifierWithItems({ ...input, writer: local.writer, transaction }),
      remove: (input: { modifierId: string; itemIds: readonly string[] }) =>
        deleteModifierWithItems({ ...input, writer: local.writer, transaction }),
    };
  }, [local]);
}

/** The modifier's writes once the local store is open. */
export type ModifierWrites = NonNullable<ReturnType<typeof useModifierWrites>>;
