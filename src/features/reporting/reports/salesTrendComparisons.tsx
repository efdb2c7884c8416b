import type { CallReply } from '@contract/call';
import { salesAnalysisCalls } from '@contract/salesAnalysisCalls';
import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeOf, type Change } from '@/components/reports/change';
import { ChangeBadge } from '@/components/reports/ChangeBadge';
import { ReadState } from '@/components/reports/ReadState';
import { useCallRead } from '@/components/reports/useServerRead';
import type { ReadQuery } from '@/data/serverRead';
import { dateTimeFormat } from '@/lib/formats';
import type { MoneyFormat } from '@/lib/money';
import { reportMonth, reportRange } from '../frame/format';
import classes from './reports.module.css';
import { ScrollRegion } from '@/components/ScrollRegion';

type WeekReply = CallReply<typeof salesAnalysisCalls.weekOverWeek>;
type MonthReply = CallReply<typeof salesAnalysisCalls.monthOverMonth>;

/** Months the month-over-month card lists: half a year beside the seven days of the week card. */
const MONTHS = 6;

interface TrendComparisonsProps {
  /** The report's query: its place, and the day the comparisons end on (`to`). */
  query: ReadQuery;
  today: string;
  money: MoneyFormat;
}

/**
 * The week holding the period's last day against the week before, day by day, and the months up to
 * it each against the month before: the two questions a trend is read for ("better than last
 * week? than last month?"), read from issue 8's calls, kept offline like the report.
 */
export function TrendComparisons({ query, today, money }: TrendComparisonsProps) {
  // The report's `loc` and `to` are strings (its place and a business date), kept as they are.
  const place = {
    ...(query.loc !== undefined ? { loc: query.loc } : {}),
    ...(query.to !== undefined ? { to: query.to } : {}),
  } as { loc?: string; to?: string };
  const day = query.to === undefined ? today : undefined;
  const week = useCallRead(salesAnalysisCalls.weekOverWeek, { query: place }, { day });
  const months = useCallRead(
    salesAnalysisCalls.monthOverMonth,
    { query: { ...place, months: MONTHS } },
    { day },
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card withBorder radius="md" padding="sm" data-testid="trend-week">
        <ReadState read={week} height={280}>
          {(reply) => <WeekOverWeek reply={reply} money={money} />}
        </ReadState>
      </Card>
      <Card withBorder radius="md" padding="sm" data-testid="trend-month">
        <ReadState read={months} height={280}>
          {(reply) => <MonthOverMonth reply={reply} money={money} />}
        </ReadState>
      </Card>
    </SimpleGrid>
  );
}

function Heading({ title, note, change }: { title: string; note: string; change?: Change }) {
  return (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      </Stack>
      {change ? <ChangeBadge change={change} size="md" data-testid="trend-week-change" /> : null}
    </Group>
  );
}

function WeekOverWeek({ reply, money }: { reply: WeekReply; money: MoneyFormat }) {
  const { t, i18n } = useTranslation('reporting');
  const lang = i18n.resolvedLanguage ?? 'en';
  const weekday = dateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
  const nowNet = reply.this_week.net_sales;
  const beforeNet = reply.last_week.net_sales;
  return (
    <Stack gap="xs">
      <Heading
        title={t('trend.weekOverWeek')}
        note={reportRange(reply.period.from, reply.period.to, lang)}
        change={changeOf(nowNet, beforeNet, true)}
      />
      <ScrollRegion minWidth={300} label={t('trend.weekOverWeek')}>
        <Table verticalSpacing={4} className={classes.tabular}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('trend.weekday')}</Table.Th>
              <Table.Th ta="end">{t('trend.thisWeek')}</Table.Th>
              <Table.Th ta="end">{t('trend.lastWeek')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reply.data.map((day) => (
              <Table.Tr key={day.weekday}>
                <Table.Td>{weekday.format(new Date(`${day.this_week.date}T00:00:00Z`))}</Table.Td>
                <Table.Td ta="end">
                  <bdi>{money.format(day.this_week.net_sales)}</bdi>
                </Table.Td>
                <Table.Td ta="end" c="dimmed">
                  <bdi>{money.format(day.last_week.net_sales)}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td>{t('table.total')}</Table.Td>
              <Table.Td ta="end" data-testid="trend-this-week">
                <bdi>{money.format(nowNet)}</bdi>
              </Table.Td>
              <Table.Td ta="end">
                <bdi>{money.format(beforeNet)}</bdi>
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}

function MonthOverMonth({ reply, money }: { reply: MonthReply; money: MoneyFormat }) {
  const { t, i18n } = useTranslation('reporting');
  const lang = i18n.resolvedLanguage ?? 'en';
  return (
    <Stack gap="xs">
      <Heading
        title={t('trend.monthOverMonth')}
        note={reportRange(reply.period.from, reply.period.to, lang)}
      />
      <ScrollRegion minWidth={300} label={t('trend.monthOverMonth')}>
        <Table verticalSpacing={4} className={classes.tabular}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('group.month')}</Table.Th>
              <Table.Th ta="end">{t('columns.net_sales')}</Table.Th>
              <Table.Th ta="end">{t('trend.change')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...reply.data].reverse().map((month) => (
              <Table.Tr key={month.month} data-testid="trend-month-row">
                <Table.Td>{reportMonth(month.month, lang) ?? month.month}</Table.Td>
                <Table.Td ta="end">
                  <bdi>{money.format(month.net_sales)}</bdi>
                </Table.Td>
                <Table.Td ta="end">
                  <Group justify="flex-end" gap={0}>
                    <ChangeBadge change={changeFromPct(month.change_pct)} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}

/** The server's change against the month before, as the badge shows a change. */
function changeFromPct(pct: number | null): Change {
  if (pct === null || pct === 0) return { pct, direction: 'same', tone: 'neutral' };
  return pct > 0 ? { pct, direction: 'up', tone: 'good' } : { pct, direction: 'down', tone: 'bad' };
}
