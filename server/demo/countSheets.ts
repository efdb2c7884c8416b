import { resources } from '@contract/registry';
import type { MaterialLocation } from '@contract/resources/inventory';
import { resourceDb, toApiRow } from '../resources/store';
import type { DemoWriter } from './writer';

/** The order a counter walks the storage areas in: cold first, while the doors are shut least. */
const walkingOrder = ['Walk-in fridge', 'Freezer', 'Bar', 'Dry store'];

interface StockedMaterial {
  id: string;
  name: string;
  categoryOrder: number;
  category: string;
  area: string;
}

/**
 * Count sheets of every demo location: a full count with every storage area in walking order, and at
 * restaurants a short daily sheet of what is worth counting every day (meat and fish). Materials sit
 * in shelf order: by category as the shelves are laid out, then by name.
 */
export async function seedCountSheets(w: DemoWriter): Promise<void> {
  const db = resourceDb(w.trx);
  const categories = await db
    .selectFrom(resources.materialCategories.table)
    .select(['id', 'name', 'sort_order'])
    .where('customer_id', '=', w.customerId)
    .execute();
  const categoryOf = new Map(categories.map((c) => [c.id, c]));
  const materials = (
    await db
      .selectFrom(resources.materials.table)
      .selectAll()
      .where('customer_id', '=', w.customerId)
      .where('deleted_at', 'is', null)
      .execute()
  ).map((stored) => toApiRow(resources.materials, stored));
  const locations = await db
    .selectFrom(resources.locations.table)
    .select(['id', 'kind'])
    .where('customer_id', '=', w.customerId)
    .orderBy('id')
    .execute();

  for (const location of locations) {
    const stocked: StockedMaterial[] = [];
    for (const material of materials) {
      const entry = (material.locations as MaterialLocation[]).find(
        (l) => l.location_id === location.id,
      );
      if (!entry) continue;
      const category = categoryOf.get(material.category_id as string);
      stocked.push({
        id: material.id,
        name: String(material.name),
        categoryOrder: Number(category?.sort_order ?? 0),
        category: String(category?.name ?? ''),
        area: entry.storage_area || 'Dry store',
      });
    }
    stocked.sort((a, b) => a.categoryOrder - b.categoryOrder || a.name.localeCompare(b.name, 'en'));
    const areasOf = (chosen: StockedMaterial[]) =>
      walkingOrder
        .map((area) => ({
          id: w.id(),
          name: area,
          material_ids: chosen.filter((m) => m.area === area).map((m) => m.id),
        }))
        .filter((area) => area.material_ids.length > 0);

    await w.add(
      resources.countSheets,
      { name: 'Full count', areas: areasOf(stocked), sort_order: 1 },
      { locationId: location.id },
    );
    if (location.kind === 'restaurant') {
      await w.add(
        resources.countSheets,
        {
          name: 'Daily meat and fish',
          areas: areasOf(stocked.filter((m) => m.category === 'Meat & fish')),
          sort_order: 2,
        },
        { locationId: location.id },
      );
    }
  }
}
