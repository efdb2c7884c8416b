import type { ReportEmailSubscription, ReportEmailSubscriptionBody } from '@contract/reportEmails';
import { Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/toast';
import { useAction } from '@/shared/useAction';
import { useReportEmailActions } from '../data/reportEmails';

const kinds = ['daily', 'weekly', 'monthly'] as const;

interface SubscriptionCardProps {
  subscription: ReportEmailSubscription;
  /** Whether the server can send email at all: without it, nothing here would go anywhere. */
  configured: boolean;
  /** Reads the list again after a change (a test send adds a row). */
  onChanged: () => void;
}

/**
 * The caller's own report emails: which of daily, weekly and monthly they get, where to and at
 * what time, and a test send of yesterday's report. Both are calls to the server, made only online:
 * a switch changed offline would promise an email nobody had asked the server for.
 */
export function SubscriptionCard({ subscription, configured, onChanged }: SubscriptionCardProps) {
  const { t } = useTranslation('reporting');
  const emails = useReportEmailActions();
  const [chosen, setChosen] = useState(subscription);

  const subscribing = useAction(emails.subscribe, {
    failed: t('emails.subscription.changeFailed'),
  });
  const testing = useAction(emails.sendTest, { failed: t('emails.subscription.testFailed') });
  const busy = subscribing.busy || testing.busy;

  async function choose(kind: (typeof kinds)[number], on: boolean) {
    const body: ReportEmailSubscriptionBody = { [kind]: on };
    const now = await subscribing.run(body);
    if (!now) return;
    setChosen(now);
    onChanged();
  }

  async function sendTest() {
    const sent = await testing.run();
    if (!sent) return;
    // Said here rather than by `done`: the toast keeps its test id, and a send the server recorded
    // as not gone out is a reply, not a failure of the call.
    if (sent.state === 'sent') {
      toast.success(t('emails.subscription.testSent', { email: sent.recipient }), {
        'data-testid': 'email-test-sent',
      });
    } else {
      toast.error(t('emails.subscription.testFailed'));
    }
    onChanged();
  }

  return (
    <Card withBorder radius="md" padding="md" data-testid="email-subscription">
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{t('emails.subscription.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('emails.subscription.where', { time: chosen.email_time })} <bdi>{chosen.email}</bdi>
          </Text>
        </Stack>
        <Group gap="lg">
          {kinds.map((kind) => (
            <Switch
              key={kind}
              label={t(`emails.kind.${kind}`)}
              checked={chosen[kind]}
              disabled={busy}
              onChange={(event) => void choose(kind, event.currentTarget.checked)}
              data-testid={`email-subscribe-${kind}`}
            />
          ))}
        </Group>
        <Group justify="flex-end">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconSend size={16} />}
            loading={testing.busy}
            disabled={!configured || !chosen.location_id || subscribing.busy}
            onClick={() => void sendTest()}
            data-testid="email-send-test"
          >
            {t('emails.subscription.test')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
