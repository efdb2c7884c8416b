import { v7 as uuidv7 } from 'uuid';
import { resources } from '@contract/registry';
import { sortOrderChanges } from '@/components/entity/sort-order';
import type { LocalRow } from '@/data/db';
import { changedFields } from '@/data/merge';
import type { LocalWriter } from '@/data/writes';

/** One option of the modifier as the form holds it. */
export interface ItemDraft {
  /** The option's row id when it is stored already; null for a new one. */
  id: string | null;
  name: string;
  sku: string;
  price: number;
  cost: number;
  calories: number | null;
  is_default: boolean;
  is_active: boolean;
  /** Its stored position (0 for a new one); the form's order decides the new one. */
  sort_order: number;
}

/** The fields of an option the form edits. */
const itemFields = (d: ItemDraft) => ({
  name: d.name.trim(),
  sku: d.sku.trim(),
  price: d.price,
  cost: d.cost,
  calories: d.calories,
  is_default: d.is_default,
  is_active: d.is_active,
});

/** A stored option as the form edits it. */
export function itemDraftOf(row: LocalRow): ItemDraft {
  return {
    id: row.id,
    name: String(row.name ?? ''),
    sku: String(row.sku ?? ''),
    price: typeof row.price === 'number' ? row.price : 0,
    cost: typeof row.cost === 'number' ? row.cost : 0,
    calories: typeof row.calories === 'number' ? row.calories : null,
    is_default: row.is_default === true,
    is_active: row.is_active !== false,
    sort_order: typeof row.sort_order === 'number' ? row.sort_order : 0,
  };
}

/** Options of a modifier in their order. */
export function itemsOf(modifierId: string, rows: readonly LocalRow[]): LocalRow[] {
  return rows
    .filter((r) => r.modifier_id === modifierId)
    .sort(
      (a, b) =>
        Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0) ||
        String(a.name).localeCompare(String(b.name)),
    );
}

export interface ModifierSaveInput {
  writer: Pick<LocalWriter, 'create' | 'update' | 'remove'>;
  /** Runs `fn` as one transaction over modifiers, modifier items and the outbox. */
  transaction: <T>(fn: () => Promise<T>) => Promise<T>;
  /** The modifier as it was when the form opened; null for a new one. */
  row: LocalRow | null;
  /** Every field of the modifier (a new one), or the fields the user changed (an existing one). */
  fields: Record<string, unknown>;
  /** The options as the form opened with them. */
  initialItems: readonly ItemDraft[];
  /** The options now, in their order. */
  items: readonly ItemDraft[];
  /** Location of a new modifier (a location-limited user's own). */
  createLocation?: string | null;
}

/** An option the local writer refused: its place in the form's list, and why. */
export class OptionRefused extends Error {
  readonly index: number;
  constructor(index: number, cause: unknown) {
    super(`option ${index + 1} was refused`, { cause });
    this.index = index;
  }
}

/**
 * Saves a modifier and its options as one transaction: the modifier, every new, changed, moved and
 * removed option, each a row written by the local writer. Either all of it is saved and queued, or
 * none of it, so the till never sees a modifier with half its options. Only what the user changed is
 * written: a field another device changed meanwhile keeps that device's value, and an option another
 * device added meanwhile is kept.
 */
export async function saveModifierWithItems(input: ModifierSaveInput): Promise<LocalRow> {
  const { writer, row } = input;
  const modifiers = resources.modifiers;
  const items = resources.modifierItems;
  return input.transaction(async () => {
    const saved = row
      ? Object.keys(input.fields).length
        ? await writer.update(modifiers, row.id, input.fields)
        : row
      : await writer.create(modifiers, input.fields, { locationId: input.createLocation ?? null });
    const before = new Map(input.initialItems.flatMap((d) => (d.id ? [[d.id, d] as const] : [])));
    const ids = input.items.map((d) => (d.id && before.has(d.id) ? d.id : uuidv7()));
    // Positions the options hold are reused in the new order; new options fit in between.
    const positions = new Map(
      sortOrderChanges(ids, new Map([...before].map(([id, d]) => [id, d.sort_order]))).map((c) => [
        c.id,
        c.sort_order,
      ]),
    );
    const kept = new Set<string>();
    for (const [index, draft] of input.items.entries()) {
      const id = ids[index]!;
      const old = before.get(id);
      const position = positions.get(id);
      if (old) kept.add(id);
      try {
        if (old) {
          const changes = {
            ...changedFields(itemFields(old), itemFields(draft)),
            ...(position !== undefined ? { sort_order: position } : {}),
          };
          if (Object.keys(changes).length) await writer.update(items, id, changes);
        } else {
          await writer.create(
            items,
            { ...itemFields(draft), modifier_id: saved.id, sort_order: position ?? 0 },
            { id, locationId: saved.location_id },
          );
        }
      } catch (error) {
        throw new OptionRefused(index, error);
      }
    }
    for (const id of before.keys()) if (!kept.has(id)) await writer.remove(items, id);
    return saved;
  });
}

/**
 * Deletes a modifier with its options in one transaction: the options belong to it and mean nothing
 * without it.
 */
export async function deleteModifierWithItems(input: {
  writer: Pick<LocalWriter, 'remove'>;
  transaction: <T>(fn: () => Promise<T>) => Promise<T>;
  modifierId: string;
  itemIds: readonly string[];
}): Promise<void> {
  await input.transaction(async () => {
    for (const id of input.itemIds) await input.writer.remove(resources.modifierItems, id);
    await input.writer.remove(resources.modifiers, input.modifierId);
  });
}
