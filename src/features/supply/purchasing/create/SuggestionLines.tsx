import { Badge, Group, NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { OrderLineBasis } from '@contract/forecast';
import type { SuggestionLine } from '@contract/purchasing';
import type { MoneyFormat } from '@/lib/money';
import { useFormats } from '../shared/formats';
import { LineBasis } from './LineBasis';
import type { SuggestionBasis } from './orderPick';

/**
 * The suggested lines, each with its packs editable, beside the figures that suggested them and
 * its two suggestions, par and forecast, to pick from.
 */
export function SuggestionLines({
  lines,
  choiceOf,
  onPick,
  onPacks,
  money,
  nameOf,
}: {
  lines: SuggestionLine[];
  /** The line's packs and the suggestion they follow (null: typed by hand). */
  choiceOf: (line: SuggestionLine) => { packs: number; basis: OrderLineBasis };
  onPick: (supplierMaterialId: string, basis: SuggestionBasis) => void;
  onPacks: (supplierMaterialId: string, packs: number) => void;
  money: MoneyFormat;
  /** The material's name in the user's language (the server's reply has the base name). */
  nameOf: (line: SuggestionLine) => string;
}) {
  const { t } = useTranslation('purchasing');
  const f = useFormats();
  const phone = useMediaQuery('(max-width: 48em)');
  if (lines.length === 0) {
    return (
      <Text c="dimmed" p="md">
        {t('create.nothingSold')}
      </Text>
    );
  }
  if (phone) {
    return (
      <Stack gap={0} data-testid="suggestion-lines">
        {lines.map((l) => {
          const { packs, basis } = choiceOf(l);
          const unit = t(`units.${l.unit}`, { defaultValue: l.unit });
          return (
            <Stack
              key={l.supplier_material_id}
              gap={6}
              p="md"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              data-testid="suggestion-line"
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600}>{nameOf(l)}</Text>
                  <Text size="xs" c="dimmed">
                    {[l.pack_name, `${f.quantity(l.pack_size)} ${unit}`, money.format(l.price)]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <NumberInput
                  aria-label={t('columns.packs')}
                  min={0}
                  allowDecimal={false}
                  value={packs}
                  onChange={(v) => onPacks(l.supplier_material_id, typeof v === 'number' ? v : 0)}
                  w={96}
                  size="md"
                  data-testid="suggestion-packs"
                />
              </Group>
              <LineBasis
                line={l}
                basis={basis}
                unit={unit}
                onPick={(next) => onPick(l.supplier_material_id, next)}
              />
              <SimpleGrid cols={3} spacing={4}>
                <Small label={t('columns.onHand')} value={`${f.quantity(l.on_hand)} ${unit}`} />
                <Small label={t('columns.par')} value={f.quantity(l.par)} />
                <Small label={t('columns.onOrder')} value={f.quantity(l.on_order)} />
                <Small
                  label={t('columns.lastOrdered')}
                  value={
                    l.last_ordered
                      ? t('lines.packs', { packs: f.quantity(l.last_ordered.packs) })
                      : '—'
                  }
                />
                <Small label={t('columns.weeklyUse')} value={f.quantity(l.average_weekly_use)} />
                <Small label={t('columns.lineTotal')} value={money.format(packs * l.price)} />
              </SimpleGrid>
            </Stack>
          );
        })}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table verticalSpacing="xs" striped data-testid="suggestion-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.material')}</Table.Th>
            <Table.Th ta="end">{t('columns.onHand')}</Table.Th>
            <Table.Th ta="end">{t('columns.par')}</Table.Th>
            <Table.Th ta="end">{t('columns.onOrder')}</Table.Th>
            <Table.Th ta="end">{t('columns.lastOrdered')}</Table.Th>
            <Table.Th ta="end">{t('columns.weeklyUse')}</Table.Th>
            <Table.Th w={230}>{t('forecast.suggestions')}</Table.Th>
            <Table.Th w={120}>{t('columns.packs')}</Table.Th>
            <Table.Th ta="end">{t('columns.lineTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => {
            const { packs, basis } = choiceOf(l);
            const unit = t(`units.${l.unit}`, { defaultValue: l.unit });
            return (
              <Table.Tr key={l.supplier_material_id} data-testid="suggestion-line">
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {nameOf(l)}{' '}
                    {l.below_minimum ? (
                      <Badge size="xs" color="orange" variant="light">
                        {t('create.belowMin')}
                      </Badge>
                    ) : null}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[
                      l.item_code,
                      l.pack_name,
                      `${f.quantity(l.pack_size)} ${unit}`,
                      money.format(l.price),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td ta="end">{`${f.quantity(l.on_hand)} ${unit}`}</Table.Td>
                <Table.Td ta="end">{f.quantity(l.par)}</Table.Td>
                <Table.Td ta="end">{f.quantity(l.on_order)}</Table.Td>
                <Table.Td ta="end">
                  {l.last_ordered
                    ? t('lines.packs', {
                        packs: f.quantity(l.last_ordered.packs),
                      })
                    : '—'}
                </Table.Td>
                <Table.Td ta="end">{f.quantity(l.average_weekly_use)}</Table.Td>
                <Table.Td>
                  <LineBasis
                    line={l}
                    basis={basis}
                    unit={unit}
                    onPick={(next) => onPick(l.supplier_material_id, next)}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('columns.packs')}
                    min={0}
                    allowDecimal={false}
                    value={packs}
                    onChange={(v) => onPacks(l.supplier_material_id, typeof v === 'number' ? v : 0)}
                    data-testid="suggestion-packs"
                  />
                </Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {money.format(packs * l.price)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Small({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  );
}
