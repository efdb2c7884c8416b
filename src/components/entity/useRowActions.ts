import { useCallback, useState } from 'react';
import type { ResourceDef } from '@contract/registry';
import { toast } from '@/shared/toast';
import { useAction } from '@/shared/useAction';
import type { LocalRow } from '@/data/db';
import { useLocal } from '@/data/react';
import { deleteRows } from './bulk-actions';
import { displayName } from './columns';
import type { ConfirmDialogProps } from './ConfirmDialog';
import type { RowAccessRules } from './rowAccess';
import type { BulkAction } from './types';
import type { EntityListState } from './useEntityList';
import type { EntityTexts } from './useEntityTexts';
import { usedByNote } from './usages';
import { useUsages } from './useUsages';

type Pending = { kind: 'delete'; row: LocalRow } | { kind: 'bulk'; action: BulkAction };

/**
 * Deleting a row and running a bulk action on the selection, each after a confirmation where it
 * asks for one. A write acts only on the rows the user may change; a delete is held back while
 * anything still refers to the rows. `onDeleted` runs after a single row was deleted.
 */
export function useRowActions({
  def,
  access,
  list,
  texts,
  onDeleted,
}: {
  def: ResourceDef;
  access: RowAccessRules;
  list: EntityListState;
  texts: EntityTexts;
  onDeleted: () => void;
}) {
  const local = useLocal();
  const { t } = texts;
  const [confirm, setConfirm] = useState<Pending | null>(null);
  const askDelete = useCallback((row: LocalRow) => setConfirm({ kind: 'delete', row }), []);

  /** `work` as the one thing under way (`id` names it: a bulk action's, or 'delete'). */
  const underWay = useAction((_id: string, work: () => Promise<void>) => work(), {
    failed: t('entity:bulk.failed'),
    plain: true,
  });
  const busy = underWay.args?.[0] ?? null;
  /** Runs `work`, then closes the confirmation. */
  const run = async (id: string, work: () => Promise<void>) => {
    await underWay.run(id, work);
    setConfirm(null);
  };

  const runBulk = (action: BulkAction, selection: readonly LocalRow[]) => {
    if (!local) return;
    // Shared rows of a location-limited user are left as they are.
    const allowed = action.writes
      ? selection.filter((r) => {
          const level = access.accessOf(r);
          return level === 'full' || (level === 'per-location' && action.perLocation === true);
        })
      : selection;
    if (allowed.length === 0) {
      toast.error(t('entity:bulk.notAllowed'));
      setConfirm(null);
      return;
    }
    void run(action.id, async () => {
      const message = await action.perform({ def, rows: allowed, writer: local.writer });
      toast.success(t(message, { count: allowed.length }));
      if (action.id === deleteRows.id) list.clearSelection();
    });
  };

  const deleteOne = (row: LocalRow) => {
    if (!local) return;
    if (access.accessOf(row) !== 'full') {
      toast.error(t('entity:bulk.notAllowed'));
      setConfirm(null);
      return;
    }
    void run('delete', async () => {
      await local.writer.remove(def, row.id);
      toast.success(t('entity:delete.done', { name: displayName(row, texts.lang) }));
      onDeleted();
    });
  };

  const onBulk = (action: BulkAction) => {
    if (action.confirm) setConfirm({ kind: 'bulk', action });
    else runBulk(action, list.selectedRows);
  };

  const deleting =
    confirm?.kind === 'delete'
      ? [confirm.row.id]
      : confirm?.kind === 'bulk' && confirm.action.id === deleteRows.id
        ? list.selectedRows.map((r) => r.id)
        : null;
  const usages = useUsages(def.collection, deleting);

  const confirmDialog: ConfirmDialogProps = {
    opened: confirm !== null,
    title: confirm?.kind === 'bulk' ? t(confirm.action.label) : t('entity:delete.title'),
    message:
      confirm?.kind === 'delete'
        ? t('entity:delete.message', { name: displayName(confirm.row, texts.lang) })
        : confirm?.kind === 'bulk'
          ? t(confirm.action.confirm ?? '', { count: list.selectedRows.length })
          : '',
    note: usedByNote(usages, t),
    confirmDisabled: usages.length > 0,
    confirmLabel: confirm?.kind === 'bulk' ? t(confirm.action.label) : t('entity:list.delete'),
    danger: true,
    busy: busy !== null,
    onConfirm: () => {
      if (confirm?.kind === 'delete') deleteOne(confirm.row);
      else if (confirm?.kind === 'bulk') runBulk(confirm.action, list.selectedRows);
    },
    onCancel: () => setConfirm(null),
  };

  return { busy, askDelete, onBulk, confirmDialog };
}
