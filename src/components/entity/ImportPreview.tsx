import { Badge, Chip, Group, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Pager } from '@/components/list/Pager';
import type { ImportPlan, ImportStatus, PlannedRow } from './import-plan';
import type { EntityTexts } from './useEntityTexts';

const PAGE_SIZE = 50;

export const statusColors: Record<ImportStatus, string> = {
  create: 'green',
  update: 'blue',
  unchanged: 'gray',
  error: 'red',
};

type Shown = ImportStatus | 'all';

function Details({ row, texts }: { row: PlannedRow; texts: EntityTexts }) {
  const { t } = texts;
  if (row.status === 'update')
    return (
      <Text size="sm">
        {t('entity:import.changes', { fields: row.changed.map(texts.field).join(', ') })}
      </Text>
    );
  if (row.status !== 'error') return null;
  return (
    <Stack gap={2}>
      {row.problems.map((p, i) => {
        const where = texts.path(p.path);
        const what = p.value
          ? `${texts.problem(p)} ${t('entity:import.given', { value: p.value })}`
          : texts.problem(p);
        return (
          <Text key={i} size="sm" c="red">
            {where ? `${where}: ${what}` : what}
          </Text>
        );
      })}
    </Stack>
  );
}

/** Row by row, what an import will do; rows with errors first when there are any. */
export function ImportPreview({ plan, texts }: { plan: ImportPlan; texts: EntityTexts }) {
  const { t } = texts;
  const [shown, setShown] = useState<Shown>(plan.counts.error ? 'error' : 'all');
  const [page, setPage] = useState(1);
  const rows = useMemo(
    () => (shown === 'all' ? plan.rows : plan.rows.filter((r) => r.status === shown)),
    [plan, shown],
  );
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const visible = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const statuses: ImportStatus[] = ['create', 'update', 'unchanged', 'error'];

  return (
    <Stack gap="sm">
      <Chip.Group
        value={shown}
        onChange={(v) => {
          setShown(v as Shown);
          setPage(1);
        }}
      >
        <Group gap="xs" data-testid="import-filter">
          {(['all', ...statuses] as const).map((s) => (
            <Chip
              key={s}
              value={s}
              size="xs"
              color={s === 'all' ? undefined : statusColors[s]}
              data-testid={`import-filter-${s}`}
            >
              {s === 'all'
                ? t('entity:import.filterAll', { count: plan.rows.length })
                : t(`entity:import.count.${s}`, { count: plan.counts[s] })}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Table.ScrollContainer minWidth={320} type="native">
        <Table verticalSpacing={6} striped data-testid="import-preview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>{t('entity:import.line')}</Table.Th>
              <Table.Th w={120}>{t('entity:import.status')}</Table.Th>
              <Table.Th>{t('entity:import.row')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((row) => (
              <Table.Tr key={row.line} data-status={row.status}>
                <Table.Td>
                  <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {row.line}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={statusColors[row.status]} variant="light" size="sm">
                    {t(`entity:import.status_${row.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500} lineClamp={1}>
                    {row.label}
                  </Text>
                  <Details row={row} texts={texts} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager page={current} limit={PAGE_SIZE} total={rows.length} onPage={setPage} />
    </Stack>
  );
}
