import { Alert, Group, List, NumberInput, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconReceipt } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { displayName } from '@/components/entity/columns';
import { useEntityForm } from '@/components/entity/form-context';
import type { FieldInputProps } from '@/components/entity/types';
import { useRows } from '../shared/data/local';
import type { MoneyFormat } from '@/lib/money';
import { useMoney } from '@/shared/location/useMoney';
import { dealPreview, priceAt, type DealGroup, type DealKind, type Range } from './dealPreview';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** A form's choice groups as the preview reads them. */
const groupsOf = (value: unknown): DealGroup[] =>
  Array.isArray(value)
    ? value.map((g: Record<string, unknown>) => ({
        name: String(g.name ?? ''),
        min: num(g.min),
        max: num(g.max),
        product_ids: Array.isArray(g.product_ids) ? (g.product_ids as string[]) : [],
      }))
    : [];

/**
 * The deal's value for its kind (the price of a fixed-price deal, the percentage or the amount off a
 * discount), with the preview of what a customer gets for it at the active location: their picks,
 * what they cost one by one, and the saving.
 */
export function DealPriceInput({ path, label, readOnly }: FieldInputProps) {
  const { t, i18n } = useTranslation(['catalogue', 'resources']);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const form = useEntityForm();
  const values = form.getValues();
  const kind = (values.kind as DealKind | null) ?? 'fixed_price';
  const { locationId, location } = useActiveLocation();
  const money = useMoney(locationId);
  const products = useRows('products');

  const valuePath = kind === 'fixed_price' ? path : 'discount_value';
  const input = form.getInputProps(valuePath);
  const preview = useMemo(() => {
    const byId = new Map((products ?? []).map((p) => [p.id, p]));
    return dealPreview(
      {
        kind,
        price: num(values.price),
        discount_value: num(values.discount_value),
        groups: groupsOf(values.groups),
      },
      (id) => {
        const product = byId.get(id);
        return product ? priceAt(product, locationId) : null;
      },
      money.decimals,
    );
  }, [
    products,
    kind,
    values.price,
    values.discount_value,
    values.groups,
    locationId,
    money.decimals,
  ]);

  return (
    <Stack gap="sm">
      <NumberInput
        {...input}
        label={
          kind === 'fixed_price'
            ? label
            : kind === 'discount_percent'
              ? t('deals.percentOff')
              : t('deals.amountOff')
        }
        withAsterisk={!readOnly}
        min={0}
        max={kind === 'discount_percent' ? 100 : undefined}
        suffix={kind === 'discount_percent' ? ' %' : undefined}
        decimalScale={kind === 'discount_percent' ? 2 : money.decimals}
        allowNegative={false}
        readOnly={readOnly}
        maw={260}
        data-testid={`field-${valuePath}`}
      />
      <DealPreviewCard
        preview={preview}
        money={money}
        kind={kind}
        where={location ? displayName(location, lang) : null}
      />
    </Stack>
  );
}

function DealPreviewCard({
  preview,
  money,
  where,
}: {
  preview: ReturnType<typeof dealPreview>;
  money: MoneyFormat;
  kind: DealKind;
  where: string | null;
}) {
  const { t } = useTranslation('catalogue');
  const amount = (r: Range) =>
    r.low === r.high ? money.format(r.low) : `${money.format(r.low)}–${money.format(r.high)}`;
  const required = preview.picks.filter((p) => !p.optional);
  const optional = preview.picks.filter((p) => p.optional);
  const picks = required
    .map((p) => t('deals.preview.pick', { count: p.count, name: p.name || '…' }))
    .join(' + ');
  const extras = optional
    .map((p) => t('deals.preview.optional', { max: p.max, name: p.name || '…' }))
    .join(', ');
  const shown = required.length > 0;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-default-hover)"
      data-testid="deal-preview"
    >
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="md">
          <IconReceipt size={20} />
        </ThemeIcon>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {t('deals.preview.title')}
          </Text>
          {shown ? (
            <Text size="sm">
              {t('deals.preview.sentence', {
                picks,
                price: amount(preview.dealPrice),
                alaCarte: amount(preview.alaCarte),
                saving: amount(preview.saving),
              })}
              {extras ? ` ${t('deals.preview.extras', { extras })}` : ''}
            </Text>
          ) : null}
          {where ? (
            <Text size="xs" c="dimmed">
              {t('deals.preview.pricesAt', { location: where })}
            </Text>
          ) : null}
          {preview.problems.length ? (
            <Alert color="orange" variant="light" p="xs" icon={<IconAlertTriangle size={16} />}>
              <List size="xs" spacing={2}>
                {preview.problems.map((p) => (
                  <List.Item key={p}>{t(`deals.preview.problems.${p}`)}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
