import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyFormat } from '@/lib/money';
import type { ReportNames } from '../frame/useReportNames';
import type { CashFlowReply } from './cashFlow';
import classes from './reports.module.css';

type Named = readonly { id: string; name: string }[];

interface CashFlowMethodsProps {
  reply: CashFlowReply;
  names: ReportNames;
  money: MoneyFormat;
  named: (ids: readonly string[], names: ReportNames, unknown: string) => Named;
  /** The methods the table's columns are made of. */
  onMethods: (methods: Named) => void;
}

/**
 * What each payment method took in over the whole period, and the net cash flow: the period at a
 * glance above the day by day table. It also hands the reply's methods to the screen, whose table
 * has a column for each.
 */
export function CashFlowMethods({ reply, names, money, named, onMethods }: CashFlowMethodsProps) {
  const { t } = useTranslation('reporting');
  const unknown = t('table.unknown');
  const methods = useMemo(
    () => named(reply.payment_methods, names, unknown),
    [named, reply.payment_methods, names, unknown],
  );
  useEffect(() => onMethods(methods), [methods, onMethods]);
  const totals = reply.totals;
  if (!totals || methods.length === 0) return null;
  const cards = [
    ...methods.map((m) => ({ key: m.id, label: m.name, value: totals.methods?.[m.id] ?? 0 })),
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
              {card.label}
            </Text>
            <Text className={classes.figureValue} data-testid={`cash-flow-${card.key}`}>
              <bdi>{money.format(card.value)}</bdi>
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
