import {
  IconArchive,
  IconArchiveOff,
  IconBuildingStore,
  IconCategory,
  IconCurrencyDollar,
  IconReceiptTax,
  IconTag,
} from '@tabler/icons-react';
import type { ResourceDef } from '@contract/registry';
import type { BulkAction } from '@/components/entity/types';
import type { LocalWriter } from '@/data/writes';
import {
  archiveChanges,
  availabilityChanges,
  categoryChanges,
  labelChanges,
  priceChanges,
  taxGroupChanges,
  type ProductLike,
  type RowChange,
} from '../bulkChanges';
import { archiveCall, bulkTaxCall } from '../data/calls';
import type { AskBulk } from './bulkPrompt';

/** Said when the user closes the dialog: nothing was written. */
const CANCELLED = 'products:bulk.cancelled';

/** Writes each row's changes, all in one transaction: every product changes, or none. */
async function updateAll(writer: LocalWriter, def: ResourceDef, changes: readonly RowChange[]) {
  if (changes.length === 0) return;
  await writer.all(def, async () => {
    for (const change of changes) await writer.update(def, change.id, change.fields);
  });
}

const products = (rows: readonly unknown[]) => rows as readonly ProductLike[];

function archiveAction(archived: boolean): BulkAction {
  return {
    id: archived ? 'archive' : 'unarchive',
    label: archived ? 'products:bulk.archive.label' : 'products:bulk.unarchive.label',
    icon: archived ? IconArchive : IconArchiveOff,
    writes: true,
    confirm: archived ? 'products:bulk.archive.confirm' : undefined,
    // The archive call of SPEC section 7, one per product, queued in one transaction.
    async perform({ def, rows, writer }) {
      const changes = archiveChanges(products(rows), archived);
      await writer.all(def, async () => {
        for (const change of changes)
          await writer.call(def, { ...archiveCall(change.id, archived), changes: [change] });
      });
      return archived ? 'products:bulk.archive.done' : 'products:bulk.unarchive.done';
    },
  };
}

/**
 * The products' own bulk actions, as data the generic list renders and runs. Those that need input
 * ask for it first with `ask` (cancelling writes nothing). A user limited to some locations gets
 * only the availability action: the rest would change rows shared with other locations, which the
 * server refuses them.
 */
export function productBulkActions(options: {
  ask: AskBulk;
  decimals: number;
  limitedToOwnLocations: boolean;
}): BulkAction[] {
  const { ask, decimals } = options;

  const availability: BulkAction = {
    id: 'availability',
    label: 'products:bulk.availability.label',
    icon: IconBuildingStore,
    writes: true,
    perLocation: true,
    async perform({ def, rows, writer }) {
      const answer = await ask('availability', rows.length);
      if (!answer) return CANCELLED;
      await updateAll(
        writer,
        def,
        availabilityChanges(products(rows), answer.locationIds, answer.available),
      );
      return 'products:bulk.availability.done';
    },
  };
  if (options.limitedToOwnLocations) return [availability];

  return [
    {
      id: 'category',
      label: 'products:bulk.category.label',
      icon: IconCategory,
      writes: true,
      async perform({ def, rows, writer }) {
        const answer = await ask('category', rows.length);
        if (!answer) return CANCELLED;
        await updateAll(writer, def, categoryChanges(products(rows), answer.categoryId));
        return 'products:bulk.category.done';
      },
    },
    {
      id: 'taxGroup',
      label: 'products:bulk.taxGroup.label',
      icon: IconReceiptTax,
      writes: true,
      // One call for every product (`POST /products/bulk-update-tax`), applied locally at once.
      async perform({ def, rows, writer }) {
        const answer = await ask('taxGroup', rows.length);
        if (!answer) return CANCELLED;
        const changes = taxGroupChanges(products(rows), answer.taxGroupId);
        await writer.call(def, {
          ...bulkTaxCall(
            changes.map((c) => c.id),
            answer.taxGroupId,
          ),
          changes,
        });
        return 'products:bulk.taxGroup.done';
      },
    },
    {
      id: 'price',
      label: 'products:bulk.price.label',
      icon: IconCurrencyDollar,
      writes: true,
      async perform({ def, rows, writer }) {
        const answer = await ask('price', rows.length);
        if (!answer) return CANCELLED;
        await updateAll(writer, def, priceChanges(products(rows), answer, decimals));
        return 'products:bulk.price.done';
      },
    },
    {
      id: 'labels',
      label: 'products:bulk.labels.label',
      icon: IconTag,
      writes: true,
      async perform({ def, rows, writer }) {
        const answer = await ask('labels', rows.length);
        if (!answer) return CANCELLED;
        await updateAll(writer, def, labelChanges(products(rows), answer.labelIds, answer.mode));
        return 'products:bulk.labels.done';
      },
    },
    archiveAction(true),
    archiveAction(false),
    availability,
  ];
}
