import { ActionIcon, Alert, Button, Group, Menu, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconClock, IconCopy, IconPlus, IconTemplate, IconTrash, IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  endMinutes,
  scheduleProblems,
  type ScheduleProblem,
  type ScheduleSlot,
} from '@contract/schedule';
import { useEntityForm } from '@/components/entity/form-context';
import type { FieldInputProps } from '@/components/entity/types';
import { copyDayToAll, scheduleText, summarizeSchedule, weekDays, weekdayName } from './schedule';

/** Hours offered in one click, for every day. */
const presets = {
  breakfast: ['07:00', '11:00'],
  lunch: ['11:00', '15:00'],
  dinner: ['17:00', '23:00'],
  allDay: ['00:00', '00:00'],
} as const;

const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (minutes: number) =>
  minutes >= 24 * 60 ? '00:00' : `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** A new range for a day: after its last one, else the usual opening hours. */
function nextSlot(day: number, slots: readonly ScheduleSlot[]): ScheduleSlot {
  const last = slots.filter((s) => s.day === day).at(-1);
  const start = last ? endMinutes(last.to) : null;
  if (last && start !== null && start < 24 * 60)
    return { day, from: timeOf(start), to: timeOf(Math.min(24 * 60, start + 4 * 60)) };
  return { day, from: '09:00', to: '17:00' };
}

/** Reads the form's value leniently: inputs may hold '' while a time is being typed. */
const slotsOf = (value: unknown): ScheduleSlot[] =>
  Array.isArray(value)
    ? value.map((s: Record<string, unknown>) => ({
        day: Number(s.day),
        from: String(s.from ?? ''),
        to: String(s.to ?? ''),
      }))
    : [];

/**
 * The weekly hours of a menu: each day with its time ranges, a range added or removed in a click, a
 * day's hours copied to every day, common hours as presets. Ranges that end before they start or
 * overlap on a day are pointed out where they are, and the summary says in words when the menu is on.
 */
export function ScheduleInput({ path, label, readOnly }: FieldInputProps) {
  const { t, i18n } = useTranslation('catalogue');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const form = useEntityForm();
  const slots = slotsOf(form.getValues()[path]);
  const problems = useMemo(() => scheduleProblems(slots), [slots]);
  const problemAt = (index: number): ScheduleProblem | undefined =>
    problems.find((p) => p.index === index);
  const summary = scheduleText(summarizeSchedule(slots), {
    dayName: (d) => weekdayName(lang, d),
    everyDay: t('schedule.everyDay'),
  });
  const formError = (index: number) => {
    const errors = form.errors;
    return errors[`${path}.${index}.from`] ?? errors[`${path}.${index}.to`] ?? null;
  };

  const set = (next: ScheduleSlot[]) => form.setFieldValue(path, next);
  const update = (index: number, field: 'from' | 'to', value: string) =>
    set(slots.map((s, i) => (i === index ? { ...s, [field]: value } : s)));
  const remove = (index: number) => set(slots.filter((_, i) => i !== index));
  const applyPreset = ([from, to]: readonly [string, string]) =>
    set(weekDays.map((day) => ({ day, from, to })));

  const problemText = (p: ScheduleProblem) => t(`schedule.problems.${p.code}`, p.params ?? {});

  return (
    <Stack gap="xs" data-testid={`field-${path}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        {!readOnly ? (
          <Group gap="xs">
            <Menu position="bottom-end">
              <Menu.Target>
                <Button size="compact-sm" variant="light" leftSection={<IconTemplate size={14} />}>
                  {t('schedule.presets')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {(Object.keys(presets) as (keyof typeof presets)[]).map((key) => (
                  <Menu.Item key={key} onClick={() => applyPreset(presets[key])}>
                    {t(`schedule.preset.${key}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            {slots.length ? (
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray"
                leftSection={<IconX size={14} />}
                onClick={() => set([])}
              >
                {t('schedule.clear')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>
      <Alert
        variant="light"
        color={summary ? 'blue' : 'orange'}
        icon={<IconClock size={18} />}
        p="xs"
        data-testid="schedule-summary"
      >
        {summary ? t('schedule.summary', { when: summary }) : t('schedule.none')}
      </Alert>
      <Paper withBorder radius="md">
        {weekDays.map((day, row) => {
          const indexes = slots.flatMap((s, i) => (s.day === day ? [i] : []));
          return (
            <Group
              key={day}
              align="flex-start"
              gap="sm"
              p="xs"
              wrap="wrap"
              style={{
                borderTop: row ? '1px solid var(--mantine-color-default-border)' : undefined,
              }}
              data-testid={`schedule-day-${day}`}
            >
              <Text size="sm" fw={500} w={110} pt={6}>
                {weekdayName(lang, day, 'long')}
              </Text>
              <Stack gap={6} style={{ flex: '1 1 16rem', minWidth: 0 }}>
                {indexes.length === 0 ? (
                  <Text size="sm" c="dimmed" pt={6}>
                    {t('schedule.closed')}
                  </Text>
                ) : null}
                {indexes.map((i) => {
                  const problem = problemAt(i);
                  const error = problem ? problemText(problem) : formError(i);
                  return (
                    <Stack key={i} gap={2}>
                      <Group gap={6} wrap="nowrap">
                        <TimeInput
                          value={slots[i]!.from}
                          onChange={(e) => update(i, 'from', e.currentTarget.value)}
                          aria-label={t('schedule.from', { day: weekdayName(lang, day, 'long') })}
                          readOnly={readOnly}
                          error={
                            problem?.field === 'from' || (!problem && error) ? true : undefined
                          }
                          w={110}
                          dir="ltr"
                          data-testid="slot-from"
                        />
                        <Text c="dimmed" aria-hidden>
                          –
                        </Text>
                        <TimeInput
                          value={slots[i]!.to}
                          onChange={(e) => update(i, 'to', e.currentTarget.value)}
                          aria-label={t('schedule.to', { day: weekdayName(lang, day, 'long') })}
                          readOnly={readOnly}
                          error={problem?.field === 'to' ? true : undefined}
                          w={110}
                          dir="ltr"
                          data-testid="slot-to"
                        />
                        {!readOnly ? (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => remove(i)}
                            aria-label={t('schedule.remove')}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        ) : null}
                      </Group>
                      {error ? (
                        <Text size="xs" c="red" role="alert" data-testid="slot-error">
                          {error}
                        </Text>
                      ) : null}
                    </Stack>
                  );
                })}
              </Stack>
              {!readOnly ? (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('schedule.add')}>
                    <ActionIcon
                      variant="light"
                      onClick={() => set([...slots, nextSlot(day, slots)])}
                      aria-label={t('schedule.addFor', { day: weekdayName(lang, day, 'long') })}
                      data-testid="slot-add"
                    >
                      <IconPlus size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('schedule.copyToAll')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      disabled={indexes.length === 0}
                      onClick={() => set(copyDayToAll(slots, day))}
                      aria-label={t('schedule.copyFrom', { day: weekdayName(lang, day, 'long') })}
                      data-testid="slot-copy"
                    >
                      <IconCopy size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ) : null}
            </Group>
          );
        })}
      </Paper>
      <Text size="xs" c="dimmed">
        {t('schedule.midnightHelp')}
      </Text>
    </Stack>
  );
}
