import { IconCircleCheck, IconCircleOff, IconTrash } from '@tabler/icons-react';
import type { BulkAction } from './types';

const hasActiveFlag: BulkAction['appliesTo'] = (def) => 'is_active' in def.fields.shape;

/** Sets `is_active` on the selected rows that do not have it yet, all in one transaction. */
function setActive(active: boolean): BulkAction {
  return {
    id: active ? 'activate' : 'deactivate',
    label: active ? 'entity:bulk.activate' : 'entity:bulk.deactivate',
    icon: active ? IconCircleCheck : IconCircleOff,
    writes: true,
    appliesTo: hasActiveFlag,
    async perform({ def, rows, writer }) {
      await writer.all(def, async () => {
        for (const row of rows)
          if (row.is_active !== active) await writer.update(def, row.id, { is_active: active });
      });
      return active ? 'entity:bulk.activated' : 'entity:bulk.deactivated';
    },
  };
}

export const activateRows = setActive(true);
export const deactivateRows = setActive(false);

/** Deletes the selected rows in one transaction: all of them go, or none. */
export const deleteRows: BulkAction = {
  id: 'delete',
  label: 'entity:bulk.delete',
  icon: IconTrash,
  color: 'red',
  writes: true,
  confirm: 'entity:bulk.confirmDelete',
  async perform({ def, rows, writer }) {
    await writer.all(def, async () => {
      for (const row of rows) await writer.remove(def, row.id);
    });
    return 'entity:bulk.deleted';
  },
};

/** The actions every list offers on a selection, before an entity's own. */
export const builtInBulkActions: readonly BulkAction[] = [activateRows, deactivateRows, deleteRows];
