import { tableStatuses } from '@contract/resources/config';
import { tableStatusAllowed, type TableBulkOperation, type TableStatus } from '@contract/tables';
import { Badge, Button, Card, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { IconPrinter, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FloorRow, TableRow } from '../data/useFloorPlan';
import { statusColor } from './status';

interface TablePanelProps {
  selected: readonly TableRow[];
  floors: readonly FloorRow[];
  canWrite: boolean;
  printing: boolean;
  onToggle: (table: TableRow, isActive: boolean) => void;
  onStatus: (table: TableRow, status: TableStatus) => void;
  onBulk: (
    operation: TableBulkOperation,
    extra: { status?: TableStatus; floorId?: string },
  ) => void;
  onPrint: () => void;
  onSelectAll: () => void;
  onClear: () => void;
}

/** What can be done to the tables selected on the plan: one table's status and use, or in bulk. */
export function TablePanel(props: TablePanelProps) {
  const { selected, canWrite } = props;
  const { t } = useTranslation(['config-tables', 'resources']);
  const statusLabel = (s: string) => t(`resources:tables.values.status.${s}`);
  const single = selected.length === 1 ? selected[0]! : null;

  return (
    <Card withBorder padding="md" data-testid="table-panel">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>
            {selected.length === 0
              ? t('panel.title')
              : t('panel.count', { count: selected.length })}
          </Text>
          <Group gap={4}>
            <Button size="compact-xs" variant="subtle" onClick={props.onSelectAll}>
              {t('panel.selectAll')}
            </Button>
            {selected.length > 0 ? (
              <Button size="compact-xs" variant="subtle" onClick={props.onClear}>
                {t('panel.clear')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {selected.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('panel.none')}
          </Text>
        ) : single ? (
          <SingleTable {...props} table={single} statusLabel={statusLabel} />
        ) : canWrite ? (
          <BulkForm {...props} statusLabel={statusLabel} />
        ) : null}
        {selected.length > 0 ? (
          <Button
            variant="light"
            leftSection={<IconPrinter size={16} />}
            loading={props.printing}
            onClick={props.onPrint}
            data-testid="print-selected"
          >
            {single ? t('panel.printCard') : t('qr.printSelected')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

function SingleTable({
  table,
  canWrite,
  onToggle,
  onStatus,
  statusLabel,
}: TablePanelProps & { table: TableRow; statusLabel: (s: string) => string }) {
  const { t } = useTranslation('config-tables');
  const lockedActive = table.is_active && !tableStatusAllowed({ ...table, is_active: false });
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text fw={700} size="lg" data-testid="panel-table-name">
          {table.name}
        </Text>
        <Badge color={statusColor[table.status]} variant="light" data-testid="panel-table-status">
          {statusLabel(table.status)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('panel.seats')}: {table.seats}
      </Text>
      <Select
        label={t('panel.status')}
        value={table.status}
        disabled={!canWrite}
        allowDeselect={false}
        data={tableStatuses.map((s) => ({
          value: s,
          label: statusLabel(s),
          disabled: !tableStatusAllowed({ is_active: table.is_active, status: s }),
        }))}
        onChange={(value) => value && onStatus(table, value as TableStatus)}
        description={table.is_active ? undefined : t('panel.inactiveStatus')}
        data-testid="panel-status"
        comboboxProps={{ withinPortal: true }}
      />
      <Switch
        label={t('panel.active')}
        checked={table.is_active}
        disabled={!canWrite || lockedActive}
        description={lockedActive ? t('panel.activeLocked') : undefined}
        onChange={(e) => onToggle(table, e.currentTarget.checked)}
        data-testid="panel-active"
      />
    </Stack>
  );
}

function BulkForm({
  floors,
  onBulk,
  statusLabel,
}: TablePanelProps & { statusLabel: (s: string) => string }) {
  const { t } = useTranslation('config-tables');
  const [operation, setOperation] = useState<TableBulkOperation>('set_status');
  const [status, setStatus] = useState<TableStatus>('available');
  const [floorId, setFloorId] = useState<string | null>(null);
  const labels: Record<TableBulkOperation, string> = {
    activate: t('bulk.activate'),
    deactivate: t('bulk.deactivate'),
    set_status: t('bulk.setStatus'),
    move_to_floor: t('bulk.moveTo'),
    delete: t('bulk.delete'),
  };
  const ready = operation !== 'move_to_floor' || floorId !== null;
  return (
    <Stack gap="xs">
      <Select
        label={t('bulk.operation')}
        value={operation}
        allowDeselect={false}
        data={Object.entries(labels).map(([value, label]) => ({ value, label }))}
        onChange={(v) => v && setOperation(v as TableBulkOperation)}
        data-testid="bulk-operation"
      />
      {operation === 'set_status' ? (
        <Select
          label={t('panel.status')}
          value={status}
          allowDeselect={false}
          data={tableStatuses.map((s) => ({ value: s, label: statusLabel(s) }))}
          onChange={(v) => v && setStatus(v as TableStatus)}
          data-testid="bulk-status"
        />
      ) : null}
      {operation === 'move_to_floor' ? (
        <Select
          label={t('panel.floor')}
          value={floorId}
          data={floors.map((f) => ({ value: f.id, label: String(f.name) }))}
          onChange={setFloorId}
          data-testid="bulk-floor"
        />
      ) : null}
      <Button
        color={operation === 'delete' ? 'red' : undefined}
        leftSection={operation === 'delete' ? <IconTrash size={16} /> : undefined}
        disabled={!ready}
        onClick={() =>
          onBulk(operation, {
            ...(operation === 'set_status' ? { status } : {}),
            ...(operation === 'move_to_floor' && floorId ? { floorId } : {}),
          })
        }
        data-testid="bulk-apply"
      >
        {t('bulk.apply')}
      </Button>
    </Stack>
  );
}
