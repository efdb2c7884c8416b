import { describe, expect, it } from 'vitest';
import { resources } from '@contract/registry';
import type { LocalDb } from '@/data/db';
import { CUSTOMER, LOCATION, openTestDb, USER } from '@/data/testing/harness';
import { createLocalWriter, LocalValidationError } from '@/data/writes';
import {
  deleteModifierWithItems,
  itemDraftOf,
  itemsOf,
  OptionRefused,
  saveModifierWithItems,
  type ItemDraft,
} from './modifierSave';
import { modifierTransaction } from './modifierTransaction';

async function setup() {
  const db = await openTestDb();
  const writer = createLocalWriter(db, {
    userId: USER,
    customerId: CUSTOMER,
    locationId: () => LOCATION,
  });
  const transaction = modifierTransaction(db);
  /** Adds a modifier with these options, as its form does. */
  const create = (fields: Record<string, unknown>, items: ItemDraft[]) =>
    saveModifierWithItems({ writer, transaction, row: null, fields, initialItems: [], items });
  return { db, writer, transaction, create };
}

const draft = (name: string, price = 0): ItemDraft => ({
  id: null,
  name,
  sku: '',
  price,
  cost: 0,
  calories: null,
  is_default: false,
  is_active: true,
  sort_order: 0,
});

const storedItems = async (db: LocalDb, modifierId: string) =>
  itemsOf(modifierId, await db.rows('modifierItems').toArray());

describe('saveModifierWithItems', () => {
  it('saves a new modifier and its options together, queued in order', async () => {
    const { db, create } = await setup();
    const saved = await create({ name: 'Milk', min_select: 0, max_select: 1 }, [
      draft('Whole'),
      draft('Oat', 3),
    ]);
    const items = await storedItems(db, saved.id);
    expect(items.map((i) => [i.name, i.price, i.modifier_id])).toEqual([
      ['Whole', 0, saved.id],
      ['Oat', 3, saved.id],
    ]);
    expect(items[0]!.sort_order as number).toBeLessThan(items[1]!.sort_order as number);
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((e) => `${e.method} ${e.path}`)).toEqual([
      'POST /modifiers',
      'POST /modifierItems',
      'POST /modifierItems',
    ]);
  });

  it('writes nothing at all when one option is refused', async () => {
    const { db, create } = await setup();
    const refused = await create({ name: 'Size', min_select: 1, max_select: 1 }, [
      draft('Small'),
      draft(''),
    ]).catch((error: unknown) => error);
    // The error names the option (second in the list) and carries the writer's reason.
    expect(refused).toBeInstanceOf(OptionRefused);
    expect((refused as OptionRefused).index).toBe(1);
    expect((refused as OptionRefused).cause).toBeInstanceOf(LocalValidationError);
    expect(await db.rows('modifiers').count()).toBe(0);
    expect(await db.rows('modifierItems').count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('updates changed options, adds new ones, removes dropped ones and keeps the new order', async () => {
    const { db, writer, transaction, create } = await setup();
    const modifier = await create({ name: 'Size' }, [
      draft('Small'),
      draft('Regular', 3),
      draft('Large', 5),
    ]);
    const initial = (await storedItems(db, modifier.id)).map(itemDraftOf);
    const before = await db.outbox.count();
    const [small, regular, large] = initial;
    await saveModifierWithItems({
      writer,
      transaction,
      row: modifier,
      fields: { max_select: 2 },
      initialItems: initial,
      // Large moves first with a new price, Small goes, Extra large is new.
      items: [{ ...large!, price: 6 }, regular!, draft('Extra large', 7)],
    });
    const items = await storedItems(db, modifier.id);
    expect(items.map((i) => [i.name, i.price])).toEqual([
      ['Large', 6],
      ['Regular', 3],
      ['Extra large', 7],
    ]);
    expect(items.some((i) => i.id === small!.id)).toBe(false);
    const queued = (await db.outbox.orderBy('seq').toArray()).slice(before);
    expect(queued.map((e) => e.method)).toContain('DELETE');
    expect(queued[0]).toMatchObject({ method: 'PUT', path: `/modifiers/${modifier.id}` });
  });

  it('leaves an option another device added meanwhile alone', async () => {
    const { db, writer, transaction, create } = await setup();
    const modifier = await create({ name: 'Milk' }, [draft('Whole')]);
    const initial = (await storedItems(db, modifier.id)).map(itemDraftOf);
    await writer.create(resources.modifierItems, { name: 'Soy', modifier_id: modifier.id });
    await saveModifierWithItems({
      writer,
      transaction,
      row: modifier,
      fields: {},
      initialItems: initial,
      items: [{ ...initial[0]!, name: 'Whole milk' }],
    });
    expect((await storedItems(db, modifier.id)).map((i) => i.name).sort()).toEqual([
      'Soy',
      'Whole milk',
    ]);
  });
});

describe('deleteModifierWithItems', () => {
  it('deletes the modifier with its options in one go', async () => {
    const { db, writer, transaction, create } = await setup();
    const modifier = await create({ name: 'Milk' }, [draft('Whole'), draft('Oat')]);
    const itemIds = (await storedItems(db, modifier.id)).map((i) => i.id);
    await deleteModifierWithItems({ writer, transaction, modifierId: modifier.id, itemIds });
    expect(await db.rows('modifiers').count()).toBe(0);
    expect(await db.rows('modifierItems').count()).toBe(0);
  });
});
