import {
  Alert,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Loader,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconClockHour4 } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '@/shared/validationMessage';
import { useAction } from '@/shared/useAction';
import { dayOrder, weekdayName } from '@/components/entity/weekdays';
import { useOpeningHours } from './data/useOpeningHours';
import { HolidaysList } from './HolidaysList';
import { draftChanges, draftOf, draftProblems, messagesUnder, type HoursDraft } from './hoursDraft';
import { RangesInput } from './RangesInput';

/**
 * The week grid of a location's opening hours and its holidays. Rows live in the local store and
 * are written through the outbox like every registry resource, so hours can be set offline.
 */
export function OpeningHoursCard({
  locationId,
  mayWrite,
}: {
  locationId: string;
  mayWrite: boolean;
}) {
  const { t, i18n } = useTranslation('config-settings');
  const lang = i18n.resolvedLanguage ?? 'en';
  const render = useValidationMessage();
  const { rows, waiting, save: write } = useOpeningHours(locationId);
  const stored = useMemo(() => (rows ? draftOf(rows) : null), [rows]);
  // The user's edits; until there are any, the grid shows the store (live, synced rows).
  const [edited, setDraft] = useState<HoursDraft | null>(null);
  const draft = edited ?? stored;
  const [problem, setProblem] = useState<string | null>(null);
  const changes = stored && draft ? draftChanges(stored, draft) : null;
  const editing = (changes?.count ?? 0) > 0;

  const messages = useMemo(() => {
    const found = draft ? draftProblems(draft) : {};
    return Object.fromEntries(Object.entries(found).map(([path, m]) => [path, render(m)]));
  }, [draft, render]);
  const invalid = Object.keys(messages).length > 0;

  const saving = useAction(
    async (
      w: NonNullable<typeof write>,
      from: HoursDraft,
      next: ReturnType<typeof draftChanges>,
    ) => {
      try {
        await w(from, next);
        setDraft(null);
      } catch (error) {
        setProblem(error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
    { failed: t('hours.saveFailed'), done: t('hours.saved'), inPlace: true },
  );

  if (!draft || !stored || !changes) return <Loader size="sm" />;

  const setDay = (index: number, day: HoursDraft['week'][number]) =>
    setDraft({ ...draft, week: draft.week.map((d, i) => (i === index ? day : d)) });

  const save = async () => {
    if (!write || invalid) return;
    setProblem(null);
    await saving.run(write, stored, changes);
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="opening-hours">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ flex: '1 1 16rem' }}>
            <Group gap={8}>
              <IconClockHour4 size={20} aria-hidden />
              <Title order={4}>{t('hours.title')}</Title>
              {waiting ? (
                <Badge color="orange" variant="light" data-testid="hours-pending">
                  {t('hours.pending')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {t('hours.hint')}
            </Text>
          </div>
          {mayWrite ? (
            <Group gap="sm">
              <Button
                variant="default"
                disabled={!editing || saving.busy}
                onClick={() => setDraft(null)}
              >
                {t('undo')}
              </Button>
              <Button
                onClick={() => void save()}
                loading={saving.busy}
                disabled={!editing || invalid}
                data-testid="hours-save"
              >
                {t('hours.save')}
              </Button>
            </Group>
          ) : null}
        </Group>
        {problem ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {problem}
          </Alert>
        ) : null}
        <Stack gap={0}>
          {dayOrder(lang).map((index, position) => {
            const day = draft.week[index]!;
            const open = !day.is_closed;
            return (
              <div key={index} data-testid={`hours-day-${index}`}>
                {position > 0 ? <Divider my="xs" /> : null}
                <Group align="flex-start" gap="md" wrap="wrap">
                  <Group w={190} gap="sm" wrap="nowrap">
                    <Switch
                      checked={open}
                      onChange={(e) =>
                        setDay(index, {
                          ...day,
                          is_closed: !e.currentTarget.checked,
                          ranges:
                            e.currentTarget.checked && day.ranges.length === 0
                              ? [{ from: '09:00', to: '17:00' }]
                              : day.ranges,
                        })
                      }
                      disabled={!mayWrite}
                      aria-label={t('hours.openOn', { day: weekdayName(lang, index, 'long') })}
                      data-testid={`hours-${index}-open`}
                    />
                    <Text fw={600} size="sm">
                      {weekdayName(lang, index, 'long')}
                    </Text>
                  </Group>
                  <div style={{ flex: '1 1 18rem', minWidth: 0 }}>
                    {open ? (
                      <RangesInput
                        ranges={day.ranges}
                        onChange={(ranges) => setDay(index, { ...day, ranges })}
                        errors={messagesUnder(messages, `week.${index}.ranges.`)}
                        disabled={!mayWrite}
                        testId={`hours-${index}`}
                      />
                    ) : (
                      <Text size="sm" c="dimmed" mt={4}>
                        {t('hours.closed')}
                      </Text>
                    )}
                  </div>
                </Group>
              </div>
            );
          })}
        </Stack>
        <Divider />
        <HolidaysList
          holidays={draft.holidays}
          onChange={(holidays) => setDraft({ ...draft, holidays })}
          messages={messagesUnder(messages, 'holidays.')}
          disabled={!mayWrite}
        />
      </Stack>
    </Card>
  );
}
