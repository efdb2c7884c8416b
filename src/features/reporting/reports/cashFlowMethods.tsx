import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CellContext } from '../frame/format';
import type { CashFlowReply } from './cashFlow';
import classes from './reports.module.css';

/**
 * What each payment method took in over the whole period, and the net cash flow: the period at a
 * glance above the day by day table.
 */
export function CashFlowMethods({ reply, ctx }: { reply: CashFlowReply; ctx: CellContext }) {
  const { t } = useTranslation('reporting');
  const totals = reply.totals;
  if (!totals || reply.payment_methods.length === 0) return null;
  const cards = [
    ...reply.payment_methods.map((id) => ({
      key: id,
      label: ctx.name('paymentMethods', id) ?? ctx.unknown,
      value: totals.methods?.[id] ?? 0,
    })),
    { key: 'refunded', label: t('columns.refunded'), value: totals.refunded ?? 0 },
    { key: 'net_cash_flow', label: t('columns.net_cash_flow'), value: totals.net_cash_flow ?? 0 },
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: Math.min(cards.length, 5) }}
      spacing={{ base: 'xs', sm: 'md' }}
      data-testid="cash-flow-methods"
    >
      {cards.map((card) => (
        <Card key={card.key} withBorder radius="md" padding="sm" className={classes.figure}>
          <Stack gap={4} h="100%" justify="space-between">
            <Text size="sm" c="dimmed" fw={500} lineClamp={2}>
              <bdi>{card.label}</bdi>
            </Text>
            <Text className={classes.figureValue} data-testid={`cash-flow-${card.key}`}>
              <bdi>{ctx.money.format(card.value)}</bdi>
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
