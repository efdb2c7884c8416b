import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import type { InvoiceDetail } from '@contract/sales';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/lib/formats';
import type { LocationFormat } from '../useLocationFormat';
import classes from './detail.module.css';

interface LineItemsProps {
  invoice: InvoiceDetail;
  format: LocationFormat;
}

/** The lines on a phone: one block each, its amount beside its name, the rest under it. */
export function LineItems({ invoice, format }: LineItemsProps) {
  const { t } = useTranslation('invoices');
  const qty = numberFormat(format.lang, { maximumFractionDigits: 3 });
  const money = format.money.format;
  return (
    <Stack gap={0}>
      {invoice.lines.map((line, i) => (
        <Fragment key={line.line_no}>
          {i > 0 ? <Divider my="xs" /> : null}
          <Stack
            gap={2}
            data-testid="invoice-line"
            data-complimentary={line.is_complimentary || undefined}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Text size="sm" fw={500}>
                {line.name}
              </Text>
              <Text
                size="sm"
                fw={600}
                className={classes.amount}
                td={line.is_complimentary ? 'line-through' : undefined}
              >
                {money(line.gross)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {qty.format(line.quantity)} × {money(line.unit_price)}
            </Text>
            {line.modifiers.map((m) => (
              <Text key={m.modifier_item_id} size="xs" c="dimmed" data-testid="invoice-modifier">
                {t('lines.modifier', {
                  name: m.name,
                  quantity: qty.format(m.quantity),
                  price: money(m.unit_price),
                })}
              </Text>
            ))}
            <Group gap="xs" wrap="wrap">
              {line.is_complimentary ? <ComplimentaryBadge /> : null}
              {line.discount > 0 ? (
                <Text size="xs" c="dimmed">
                  {t('lines.discount')}: −{money(line.discount)}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {t('lines.tax')}: {money(line.tax)}
              </Text>
            </Group>
          </Stack>
        </Fragment>
      ))}
    </Stack>
  );
}

/** Marks a line given free: its value counts as complimentary, not in what was paid. */
export function ComplimentaryBadge() {
  const { t } = useTranslation('invoices');
  return (
    <Badge
      size="xs"
      variant="light"
      color="grape"
      leftSection={<IconGift size={10} />}
      data-testid="complimentary-badge"
    >
      {t('lines.complimentary')}
    </Badge>
  );
}
