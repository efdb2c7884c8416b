import { can } from '@contract/access';
import { tableStatusAllowed, type TableBulkOperation, type TableStatus } from '@contract/tables';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconList, IconPrinter } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrant } from '@/shared/access';
import { errorMessage } from '@/shared/errorMessage';
import { toast } from '@/shared/toast';
import { useAction } from '@/shared/useAction';
import { PageHeader } from '@/components/PageHeader';
import { useFloorPlanData, useFloorPlanWrites, type FloorRow } from '../data/useFloorPlan';
import { FloorBar, type FloorChoice } from './FloorBar';
import classes from './FloorPlan.module.css';
import { FloorPlan, type PlanItem } from './FloorPlan';
import { boxOf } from './layout';
import { TablePanel } from './TablePanel';
import { usePrintSheet } from './usePrintSheet';

/**
 * `/dashboard/config/floor`: the floors of the active location and the plan of the chosen one.
 * Everything reads and writes the local store, so the plan opens, places tables and sets statuses
 * offline; the outbox sends each change once when the device is back online.
 */
export function FloorScreen() {
  const { t } = useTranslation(['config-tables', 'resources', 'errors']);
  const grant = useGrant();
  const canWrite = grant !== null && can(grant, 'config.write');
  const data = useFloorPlanData();
  const writes = useFloorPlanWrites();
  const { floors, tables } = data;
  const [chosen, setChosen] = useState<FloorChoice | undefined>(undefined);
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  // A floor no longer there (deleted, or of the location left) gives way to the first one.
  const known = chosen === null || floors.some((f) => f.id === chosen);
  const floor: FloorChoice = chosen !== undefined && known ? chosen : (floors[0]?.id ?? null);
  const sheet = usePrintSheet(data);

  const onFloor = useMemo(() => tables.filter((tb) => tb.floor_id === floor), [tables, floor]);
  const selected = useMemo(
    () => onFloor.filter((tb) => selection.has(tb.id)),
    [onFloor, selection],
  );
  const items: PlanItem[] = useMemo(() => {
    const unplaced = onFloor.filter((tb) => tb.plan_x === null || tb.plan_x === undefined);
    return onFloor.map((tb) => {
      const status = t(`resources:tables.values.status.${tb.status}`);
      return {
        id: tb.id,
        name: tb.name,
        seats: tb.seats,
        shape: tb.shape,
        status: tb.status,
        active: tb.is_active,
        box: boxOf(tb, unplaced.indexOf(tb), unplaced.length),
        label: t('plan.table', {
          name: tb.name,
          seats: tb.seats,
          status: tb.is_active ? status : `${status}, ${t('plan.inactive')}`,
        }),
      };
    });
  }, [onFloor, t]);

  // A table dragged into place is not an action run one at a time: each drop must be kept.
  const fail = useCallback(
    (error: unknown) => toast.error(errorMessage(error, t), { title: t('plan.notSaved') }),
    [t],
  );
  const change = useAction((write: () => Promise<unknown>) => write(), {
    failed: t('plan.notSaved'),
  });
  const bulk = useAction(
    (
      ids: string[],
      operation: TableBulkOperation,
      extra: { status?: TableStatus; floorId?: string },
    ) => writes.bulk(ids, operation, extra).then(() => ids.length),
    { failed: t('plan.notSaved'), done: (count) => t('bulk.done', { count }) },
  );

  const onSelect = useCallback((id: string, extend: boolean) => {
    setSelection((current) => {
      if (!extend) return current.has(id) && current.size === 1 ? new Set() : new Set([id]);
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const onPlace = useCallback(
    (id: string, place: { plan_x: number; plan_y: number }) => {
      writes.place(id, place).catch(fail);
    },
    [writes, fail],
  );

  const onBulk = (
    operation: TableBulkOperation,
    extra: { status?: TableStatus; floorId?: string },
  ) => {
    const ids = selected.map((tb) => tb.id);
    const changes =
      operation === 'activate'
        ? { is_active: true }
        : operation === 'deactivate'
          ? { is_active: false }
          : extra.status
            ? { status: extra.status }
            : {};
    if (selected.some((tb) => !tableStatusAllowed({ ...tb, ...changes }))) {
      toast.error(t('bulk.refused'));
      return;
    }
    const run = async () => {
      const count = await bulk.run(ids, operation, extra);
      if (count === undefined) return;
      if (operation === 'delete' || operation === 'move_to_floor') setSelection(new Set());
    };
    if (operation !== 'delete') {
      void run();
      return;
    }
    modals.openConfirmModal({
      title: t('bulk.delete'),
      children: <Text size="sm">{t('bulk.deleteConfirm', { count: ids.length })}</Text>,
      labels: { confirm: t('bulk.delete'), cancel: t('floor.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'bulk-delete-confirm' },
      onConfirm: () => void run(),
    });
  };

  const deleteFloor = async (target: FloorRow) => {
    modals.openConfirmModal({
      title: t('floor.delete'),
      children: <Text size="sm">{t('floor.deleteConfirm', { name: target.name })}</Text>,
      labels: { confirm: t('floor.delete'), cancel: t('floor.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        // A floor still holding tables is in use: its tables are left without a floor first, each
        // an ordinary update the outbox sends before the floor's delete.
        void change.run(async () => {
          await Promise.all(
            tables
              .filter((tb) => tb.floor_id === target.id)
              .map((tb) => writes.edit(tb.id, { floor_id: null })),
          );
          await writes.removeFloor(target.id);
          setChosen(undefined);
        });
      },
    });
  };

  const header = (
    <PageHeader
      title={t('floor.title')}
      description={t('floor.description')}
      actions={
        <>
          <Button
            variant="default"
            leftSection={<IconList size={16} />}
            component={Link}
            to="/dashboard/config/table"
          >
            {t('floor.manageTables')}
          </Button>
          <Button
            leftSection={<IconPrinter size={16} />}
            disabled={onFloor.length === 0}
            loading={sheet.busy}
            onClick={() => void sheet.print(onFloor)}
            data-testid="print-sheet"
          >
            {t('qr.print')}
          </Button>
        </>
      }
    />
  );

  if (data.loading)
    return (
      <>
        {header}
        <Loader />
      </>
    );
  if (!data.locationId)
    return (
      <>
        {header}
        <Alert color="gray">{t('floor.noLocation')}</Alert>
      </>
    );

  return (
    <>
      {header}
      <FloorBar
        floors={floors}
        tables={tables}
        chosen={floor}
        onChoose={(next) => {
          setChosen(next);
          setSelection(new Set());
        }}
        canWrite={canWrite}
        onAdd={async (name) => {
          await change.run(async () => {
            const row = await writes.addFloor(name, floors.length + 1, data.locationId!);
            setChosen(row.id);
          });
        }}
        onRename={async (id, name) => {
          await change.run(() => writes.renameFloor(id, name));
        }}
        onDelete={deleteFloor}
      />
      {floors.length === 0 && tables.length === 0 ? (
        <Alert color="blue" variant="light">
          {t('floor.noFloors')}
        </Alert>
      ) : (
        <div className={classes.layout}>
          <div>
            <FloorPlan
              items={items}
              selected={selection}
              onSelect={onSelect}
              onPlace={onPlace}
              readOnly={!canWrite}
              label={t('plan.label', {
                floor: floors.find((f) => f.id === floor)?.name ?? t('floor.noFloor'),
              })}
            />
            <Group justify="space-between" mt="xs">
              <Text size="sm" c="dimmed">
                {onFloor.length === 0
                  ? t('floor.noTables')
                  : t('floor.tableCount', { count: onFloor.length })}
              </Text>
            </Group>
          </div>
          <div>
            <TablePanel
              selected={selected}
              floors={floors}
              canWrite={canWrite}
              printing={sheet.busy}
              onToggle={(tb, isActive) => void change.run(() => writes.toggle(tb.id, isActive))}
              onStatus={(tb, status) => void change.run(() => writes.setStatus(tb.id, status))}
              onBulk={onBulk}
              onPrint={() => void sheet.print(selected)}
              onSelectAll={() => setSelection(new Set(onFloor.map((tb) => tb.id)))}
              onClear={() => setSelection(new Set())}
            />
          </div>
        </div>
      )}
    </>
  );
}
