import type { ReportEmail, ReportEmailState } from '@contract/reportEmails';
import { Alert, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/list/Pager';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useLocationZones } from '@/shared/location/useLocationZones';
import { AsOf } from '@/components/reports/AsOf';
import { ReadState } from '@/components/reports/ReadState';
import { EMPTY_CELL, reportDateTime, reportRange } from '../frame/format';
import { useReportEmails } from '../data/reportEmails';
import { SubscriptionCard } from './SubscriptionCard';

const stateColors: Record<ReportEmailState, string> = {
  sending: 'blue',
  sent: 'green',
  retrying: 'yellow',
  failed: 'red',
  not_confirmed: 'orange',
};

/**
 * The report emails sent (the user's own; an administrator's: everyone's), newest first: which
 * report, for which period, to whom, where each stands and when it went, on its location's clock.
 */
export function EmailsTab() {
  const { t } = useTranslation('reporting');
  const [page, setPage] = useState(1);
  const read = useReportEmails(page);
  return (
    <Stack gap="md" data-testid="report-emails">
      <Group justify="flex-end">
        <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
      </Group>
      <ReadState read={read} height={240}>
        {(reply) => (
          <Stack gap="md">
            {reply.configured ? null : (
              <Alert
                color="gray"
                variant="light"
                icon={<IconMailOff size={18} />}
                data-testid="emails-not-configured"
              >
                {t('emails.notConfigured')}
              </Alert>
            )}
            <SubscriptionCard
              // A newer reply (one kept from before reloading comes first) starts the card afresh.
              key={JSON.stringify(reply.subscription)}
              subscription={reply.subscription}
              configured={reply.configured}
              onChanged={read.refetch}
            />
            <Card withBorder radius="md" padding="sm">
              {reply.items.length === 0 ? (
                <Text size="sm" c="dimmed" py="xl" ta="center" data-testid="emails-empty">
                  {t('emails.empty')}
                </Text>
              ) : (
                <Stack gap="sm">
                  <EmailsTable items={reply.items} />
                  <Pager
                    page={reply.page}
                    limit={reply.limit}
                    total={reply.total}
                    shown={reply.items.length}
                    onPage={setPage}
                  />
                </Stack>
              )}
            </Card>
          </Stack>
        )}
      </ReadState>
    </Stack>
  );
}

function EmailsTable({ items }: { items: readonly ReportEmail[] }) {
  const { t, i18n } = useTranslation('reporting');
  const lang = i18n.resolvedLanguage ?? 'en';
  const { locationId } = useActiveLocation();
  const zoneOf = useLocationZones(locationId === 'all' ? null : locationId);
  const at = (date: string, time: string) => t('format.at', { date, time });
  const heads = ['kind', 'period', 'recipient', 'status', 'sent_at'] as const;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {heads.map((key) => (
              <Table.Th key={key}>{t(`emails.columns.${key}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((email) => {
            // A send not made yet has its claim's time: when it began. Its location's clock, once
            // the device knows it (else no time rather than one on the wrong clock).
            const when = email.sent_at ?? email.claimed_at;
            const zone = zoneOf(email.location_id);
            return (
              <Table.Tr key={email.id} data-testid="email-row">
                <Table.Td>{t(`emails.kind.${email.kind}`)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {reportRange(email.period_from, email.period_to, lang)}
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <bdi>{email.recipient}</bdi>
                    <Text size="xs" c="dimmed">
                      <bdi>{email.username}</bdi>
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={stateColors[email.state]}
                    title={email.error ?? undefined}
                    data-testid="email-state"
                  >
                    {t(`emails.state.${email.state}`)}
                  </Badge>
                  {email.error ? (
                    <Text size="xs" c="dimmed" lineClamp={2} maw={260}>
                      <bdi>{email.error}</bdi>
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {zone === undefined ? null : (reportDateTime(when, zone, lang, at) ?? EMPTY_CELL)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
