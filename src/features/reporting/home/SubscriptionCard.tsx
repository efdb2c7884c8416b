import type { ReportEmailSubscription, ReportEmailSubscriptionBody } from '@contract/reportEmails';
import { Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/errorMessage';
import { toast } from '@/shared/toast';
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
  const [busy, setBusy] = useState<(typeof kinds)[number] | 'test' | null>(null);
  const [chosen, setChosen] = useState(subscription);
  const failed = (error: unknown) => toast.error(errorMessage(error, t));

  async function choose(kind: (typeof kinds)[number], on: boolean) {
    setBusy(kind);
    try {
      const body: ReportEmailSubscriptionBody = { [kind]: on };
      setChosen(await emails.subscribe(body));
      onChanged();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  async function sendTest() {
    setBusy('test');
    try {
      const sent = await emails.sendTest();
      if (sent.state === 'sent') {
        toast.success(t('emails.subscription.testSent', { email: sent.recipient }), {
          'data-testid': 'email-test-sent',
        });
      } else {
        toast.error(t('emails.subscription.testFailed'));
      }
      onChanged();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
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
              disabled={busy !== null}
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
            loading={busy === 'test'}
            disabled={!configured || !chosen.location_id || (busy !== null && busy !== 'test')}
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
