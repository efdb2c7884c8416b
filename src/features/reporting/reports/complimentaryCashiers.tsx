import { aggregateReportCalls } from '@contract/frameReportCalls';
import { Card, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReadState } from '@/components/reports/ReadState';
import { useCallRead } from '@/components/reports/useServerRead';
import type { ReadQuery } from '@/data/serverRead';
import type { MoneyFormat } from '@/lib/money';
import { EMPTY_CELL } from '../frame/format';
import { withoutPaging } from '../frame/inMemory';
import classes from './reports.module.css';
import { ScrollRegion } from '@/components/ScrollRegion';

/** More cashiers than a till team holds is not a list anyone reads beside the products. */
const CASHIERS = 50;

interface ComplimentaryByCashierProps {
  query: ReadQuery;
  today: string;
  /** What was given free over the period, all cashiers (the report's total); null until read. */
  total: number | null;
  money: MoneyFormat;
  cashierName: (id: string) => string | null;
}

/**
 * Who gave things away: each cashier's complimentary value over the period, from the cashier report
 * (issue 8's complimentary call answers by item only), kept offline like the report itself.
 */
export function ComplimentaryByCashier(props: ComplimentaryByCashierProps) {
  const { query, today, total, money, cashierName } = props;
  const { t } = useTranslation('reporting');
  const cashiers = useCallRead(
    aggregateReportCalls.users,
    {
      query: {
        ...withoutPaging(query),
        sort: 'complimentary',
        dir: 'desc',
        page: 1,
        limit: CASHIERS,
      },
    },
    { day: query.from === undefined ? today : undefined },
  );
  return (
    <Card withBorder radius="md" padding="sm" data-testid="complimentary-cashiers">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Title order={3} size="h5">
            {t('complimentary.byCashier')}
          </Title>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              {t('complimentary.total')}
            </Text>
            <Text className={classes.figureValue} data-testid="complimentary-total">
              <bdi>{total === null ? EMPTY_CELL : money.format(total)}</bdi>
            </Text>
          </Stack>
        </Group>
        <ReadState read={cashiers} height={120}>
          {(reply) => {
            const given = reply.items.filter((row) => row.complimentary > 0);
            if (given.length === 0) {
              return (
                <Text size="sm" c="dimmed">
                  {t('complimentary.none')}
                </Text>
              );
            }
            return (
              // A long name or amount makes the table wider than a phone.
              <ScrollRegion minWidth={320} label={t('complimentary.byCashier')}>
                <Table verticalSpacing={4} className={classes.tabular}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('columns.cashier_id')}</Table.Th>
                      <Table.Th ta="end">{t('columns.freeValue')}</Table.Th>
                      <Table.Th w="35%">{t('complimentary.share')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {given.map((row) => {
                      const share = total ? (row.complimentary / total) * 100 : 0;
                      return (
                        <Table.Tr key={row.cashier_id ?? ''} data-testid="complimentary-cashier">
                          <Table.Td>
                            <bdi>
                              {(row.cashier_id ? cashierName(row.cashier_id) : null) ??
                                t('table.unknown')}
                            </bdi>
                          </Table.Td>
                          <Table.Td ta="end">
                            <bdi>{money.format(row.complimentary)}</bdi>
                          </Table.Td>
                          <Table.Td>
                            <Progress value={share} size="sm" aria-hidden />
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </ScrollRegion>
            );
          }}
        </ReadState>
      </Stack>
    </Card>
  );
}
