import { Badge, Card, Grid, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierOrderLine } from '@contract/purchasing';
import { useActiveMoney } from '@/shared/location/useMoney';
import { useFormats } from '../shared/formats';
import type { Purchasing } from '../data/lookups';
import { outstanding } from '../shared/orderMath';
import { entryQuantity, type LineEntry } from './receiveState';

const num = (v: string | number): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** One line of the receiving screen: big inputs a thumb can hit on a tablet. */
export function ReceiveLine({
  line,
  entry,
  onChange,
  purchasing,
}: {
  line: SupplierOrderLine;
  entry: LineEntry;
  onChange: (next: Partial<LineEntry>) => void;
  purchasing: Purchasing;
}) {
  const { t } = useTranslation('purchasing');
  const f = useFormats();
  const money = useActiveMoney();
  const unit = purchasing.unitOf(line.material_id);
  const rest = outstanding(line);
  const now = entryQuantity(line, entry);
  // A substitute must share the base unit, or its stock would be counted in the wrong unit.
  const substitutes = useMemo(() => {
    const base = purchasing.materialById.get(line.material_id)?.unit;
    return [...purchasing.materialById.values()]
      .filter((m) => m.unit === base && m.id !== line.material_id && m.is_active)
      .map((m) => ({ value: m.id, label: purchasing.materialName(m.id) }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [purchasing, line.material_id]);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      opacity={rest <= 0 && now <= 0 ? 0.65 : 1}
      data-testid="receive-line"
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" mb="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs">
            <Text fw={600} size="lg">
              {purchasing.materialName(line.material_id)}
            </Text>
            {rest <= 0 ? (
              <Badge color="teal" variant="light">
                {t('receive.complete')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {[
              line.item_code,
              line.pack_name,
              t('receive.packOf', { size: f.quantity(line.pack_size), unit }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Group gap="lg" wrap="nowrap">
          <Figure label={t('columns.ordered')} value={`${f.quantity(line.quantity)} ${unit}`} />
          <Figure label={t('receive.soFar')} value={`${f.quantity(line.received)} ${unit}`} />
          <Figure
            label={t('receive.now')}
            value={`${f.quantity(now)} ${unit}`}
            color={now > rest ? 'orange' : now > 0 ? 'teal' : undefined}
          />
        </Group>
      </Group>
      <Grid gap="sm">
        <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
          <NumberInput
            size="md"
            label={t('receive.packs')}
            min={0}
            allowDecimal={false}
            value={entry.packs}
            onChange={(v) => onChange({ packs: num(v) })}
            data-testid="receive-packs"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
          <NumberInput
            size="md"
            label={t('receive.units', { unit })}
            min={0}
            decimalScale={3}
            value={entry.units}
            onChange={(v) => onChange({ units: num(v) })}
            data-testid="receive-units"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
          <NumberInput
            size="md"
            label={t('receive.damaged', { unit })}
            min={0}
            decimalScale={3}
            value={entry.damaged}
            onChange={(v) => onChange({ damaged: num(v) })}
            data-testid="receive-damaged"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
          <NumberInput
            size="md"
            label={t('receive.notePrice')}
            min={0}
            decimalScale={money.decimals}
            placeholder={String(line.price)}
            value={entry.price ?? ''}
            onChange={(v) => onChange({ price: typeof v === 'number' ? v : null })}
            data-testid="receive-price"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, lg: 4 }}>
          <Select
            size="md"
            label={t('receive.substitute')}
            placeholder={t('receive.noSubstitute')}
            data={substitutes}
            value={entry.substitute}
            onChange={(v) => onChange({ substitute: v })}
            searchable
            clearable
            data-testid="receive-substitute"
          />
        </Grid.Col>
      </Grid>
    </Card>
  );
}

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Stack gap={0} align="flex-end">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} c={color} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Stack>
  );
}
