import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import {
  IconBan,
  IconCash,
  IconClockHour4,
  IconReceipt,
  IconReceiptRefund,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/lib/formats';
import type { InvoiceSummaryReply } from '../data/useInvoiceSummary';
import type { LocationFormat } from '../useLocationFormat';
import classes from './invoiceList.module.css';
import { summaryCards, type SummaryCardKey } from './summaryCards';

const looks: Record<SummaryCardKey, { icon: Icon; color: string }> = {
  sales: { icon: IconReceipt, color: 'green' },
  refunds: { icon: IconReceiptRefund, color: 'orange' },
  voids: { icon: IconBan, color: 'gray' },
  open: { icon: IconClockHour4, color: 'yellow' },
  takings: { icon: IconCash, color: 'teal' },
};

interface SummaryStripProps {
  summary: InvoiceSummaryReply | undefined;
  /** The summary could not be read and none was kept: nothing to wait for. */
  failed: boolean;
  format: LocationFormat;
}

/** Sales, refunds, voids, open orders and takings of the period, over the list. */
export function SummaryStrip({ summary, failed, format }: SummaryStripProps) {
  const { t } = useTranslation('invoices');
  const cards = summary ? summaryCards(summary) : null;
  const count = numberFormat(format.lang);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="invoice-summary">
      {(Object.keys(looks) as SummaryCardKey[]).map((key) => {
        const look = looks[key];
        const card = cards?.find((c) => c.key === key);
        return (
          <Card key={key} withBorder radius="md" p="sm" data-testid={`summary-${key}`}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" truncate>
                {t(`summary.${key}`)}
              </Text>
              <ThemeIcon variant="light" color={look.color} size={26} radius="md">
                <look.icon size={15} />
              </ThemeIcon>
            </Group>
            {card ? (
              <>
                <Text
                  fw={700}
                  fz={{ base: 'md', sm: 'lg' }}
                  lh={1.3}
                  mt={4}
                  className={classes.amount}
                  data-testid="summary-amount"
                >
                  {format.money.format(card.amount)}
                </Text>
                <Text size="xs" c="dimmed">
                  {card.count === null
                    ? t('summary.takingsHint')
                    : t('summary.invoices', {
                        count: card.count,
                        formatted: count.format(card.count),
                      })}
                </Text>
              </>
            ) : failed ? (
              <Text fw={700} fz={{ base: 'md', sm: 'lg' }} lh={1.3} mt={4} c="dimmed">
                –
              </Text>
            ) : (
              <Skeleton h={40} mt={4} />
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
