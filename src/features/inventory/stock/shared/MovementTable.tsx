import { Badge, Group, Stack, Table, Text, useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { MovementRow } from '@contract/stock';
import { useTimeZone } from '@/shared/location/useTimeZone';
import type { MoneyFormat } from '@/lib/money';
import { formatQuantity } from '@/lib/quantity';
import { formatOnLocationClock } from '@/lib/zoneTime';
import type { Materials } from '../data/materials';
import { useUnitLabel } from './Quantity';

/**
 * A kind badge in sentence case, wrapping inside itself when its column is narrow: uppercase
 * "ИЗРАСХОДОВАНО НА ПРИГОТОВЛЕНИЕ" or "USED IN PREPARATION" was cut off in the material drawer.
 */
const kindBadgeStyles = {
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3, textTransform: 'none' },
} as const;

const kindColor: Partial<Record<MovementRow['kind'], string>> = {
  receipt: 'teal',
  opening: 'teal',
  sale: 'blue',
  refund: 'cyan',
  void: 'gray',
  wastage: 'red',
  count: 'grape',
  adjustment: 'grape',
  preparation_in: 'lime',
  preparation_out: 'yellow',
};

interface MovementTableProps {
  rows: readonly MovementRow[];
  materials: Materials;
  money: MoneyFormat;
  /** A list of one material leaves its name out and shows the running balance instead. */
  oneMaterial?: boolean;
  'data-testid'?: string;
}

/** Movements, newest first: when, what, how much (signed), the value and, for one material, the balance. */
export function MovementTable({
  rows,
  materials,
  money,
  oneMaterial = false,
  ...rest
}: MovementTableProps) {
  const { t, i18n } = useTranslation('stock');
  const lang = i18n.resolvedLanguage ?? 'en';
  const unitLabel = useUnitLabel();
  const zone = useTimeZone();
  // On the location's clock, as the sales screens show times: a delivery at 07:00 in Dubai reads
  // 07:00 from head office in London too.
  const when = (instant: string) =>
    formatOnLocationClock(instant, zone, lang, { dateStyle: 'short', timeStyle: 'short' });
  // A negative quantity starts with a left-to-right mark in Arabic: isolated in the screen's
  // direction, "-3 كغ" keeps its number first.
  const { dir } = useDirection();
  const unitOf = (id: string) => unitLabel(materials.byId.get(id)?.unit ?? '');
  const phone = useMediaQuery('(max-width: 40em)') ?? false;
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="movements-empty">
        {t('movements.empty')}
      </Text>
    );
  }
  const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  const quantity = (m: MovementRow) =>
    `${m.quantity > 0 ? '+' : ''}${formatQuantity(lang, m.quantity)} ${unitOf(m.material_id)}`;
  if (phone) {
    // A phone has no room for columns: each movement is two lines, what and how much first.
    return (
      <Stack gap={0} data-testid={rest['data-testid'] ?? 'movement-table'}>
        {rows.map((m) => (
          <Stack
            key={m.id}
            gap={2}
            py={6}
            px="xs"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            data-testid="movement-row"
            data-kind={m.kind}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={500} lineClamp={1}>
                <bdi>{oneMaterial ? t(`kinds.${m.kind}`) : materials.name(m.material_id)}</bdi>
              </Text>
              <Text size="sm" style={numeric} c={m.quantity < 0 ? 'red' : undefined}>
                <bdi dir={dir}>{quantity(m)}</bdi>
              </Text>
            </Group>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" lineClamp={1}>
                {when(m.occurred_at)}
                {oneMaterial ? '' : ` · ${t(`kinds.${m.kind}`)}`}
                {m.reason ? ` · ${t(`reasons.${m.reason}`)}` : ''}
              </Text>
              <Text size="xs" c="dimmed" style={numeric} data-testid="movement-balance">
                {oneMaterial && m.balance_after !== undefined
                  ? t('movements.balanceAfter', { quantity: formatQuantity(lang, m.balance_after) })
                  : m.value === undefined
                    ? ''
                    : money.format(m.value)}
              </Text>
            </Group>
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={oneMaterial ? 480 : 720}>
      <Table
        striped
        verticalSpacing={6}
        fz="sm"
        data-testid={rest['data-testid'] ?? 'movement-table'}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.when')}</Table.Th>
            {oneMaterial ? null : <Table.Th>{t('columns.material')}</Table.Th>}
            <Table.Th>{t('columns.kind')}</Table.Th>
            <Table.Th ta="end">{t('columns.quantity')}</Table.Th>
            <Table.Th ta="end">{t('columns.value')}</Table.Th>
            {oneMaterial ? <Table.Th ta="end">{t('columns.balance')}</Table.Th> : null}
            {oneMaterial ? null : <Table.Th>{t('columns.note')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((m) => (
            <Table.Tr key={m.id} data-testid="movement-row" data-kind={m.kind}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(m.occurred_at)}</Table.Td>
              {oneMaterial ? null : (
                <Table.Td>
                  <bdi>{materials.name(m.material_id)}</bdi>
                </Table.Td>
              )}
              <Table.Td>
                <Badge
                  variant="light"
                  color={kindColor[m.kind] ?? 'gray'}
                  size="sm"
                  h="auto"
                  py={2}
                  radius="sm"
                  styles={kindBadgeStyles}
                >
                  {t(`kinds.${m.kind}`)}
                </Badge>
                {m.reason ? (
                  <Text size="xs" c="dimmed">
                    {t(`reasons.${m.reason}`)}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="end" style={numeric} c={m.quantity < 0 ? 'red' : undefined}>
                <bdi dir={dir}>{quantity(m)}</bdi>
              </Table.Td>
              <Table.Td ta="end" style={numeric}>
                {m.value === undefined ? '—' : money.format(m.value)}
              </Table.Td>
              {oneMaterial ? (
                <Table.Td ta="end" style={numeric} data-testid="movement-balance">
                  {m.balance_after === undefined ? '—' : formatQuantity(lang, m.balance_after)}
                </Table.Td>
              ) : null}
              {oneMaterial ? null : (
                <Table.Td>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {m.note}
                  </Text>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
