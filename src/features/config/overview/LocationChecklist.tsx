import { Badge, Card, Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconChevronRight,
  IconCircleCheck,
  IconCircleDashed,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ChecklistLine } from './checklist';
import { progressOf } from './checklist';
import classes from './overview.module.css';

interface LocationChecklistProps {
  name: string;
  locationId: string;
  lines: readonly ChecklistLine[];
}

function Line({ line }: { line: ChecklistLine }) {
  const { t, i18n } = useTranslation('config-entities');
  const set = line.value !== null;
  const Icon = set ? IconCircleCheck : line.optional ? IconCircleDashed : IconAlertTriangle;
  const color = set ? 'teal' : line.optional ? 'gray' : 'orange';
  const value =
    typeof line.value === 'number' ? line.value.toLocaleString(i18n.resolvedLanguage) : line.value;
  return (
    <UnstyledButton
      component={Link}
      to={line.to}
      className={classes.line}
      data-testid={`line-${line.key}`}
      data-set={set || undefined}
    >
      <Icon size={18} color={`var(--mantine-color-${color}-6)`} aria-hidden />
      <Text size="sm" className={classes.label}>
        {t(`overview.lines.${line.key}`)}
      </Text>
      {set ? (
        <Text size="sm" fw={600} className={classes.value} dir="auto">
          {value}
        </Text>
      ) : (
        <Badge color={color} variant="light" size="sm">
          {t(line.optional ? 'overview.none' : 'overview.missing')}
        </Badge>
      )}
      <IconChevronRight size={16} className={classes.chevron} aria-hidden />
    </UnstyledButton>
  );
}

/** One location's card: how far its configuration is, and a line per thing to set. */
export function LocationChecklist({ name, locationId, lines }: LocationChecklistProps) {
  const { t } = useTranslation('config-entities');
  const { done, total } = progressOf(lines);
  const complete = done === total;
  return (
    <Card withBorder radius="md" padding="md" data-testid={`location-${locationId}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text fw={700} truncate>
            <bdi>{name}</bdi>
          </Text>
          <Badge color={complete ? 'teal' : 'orange'} variant="light" style={{ flexShrink: 0 }}>
            {complete ? t('overview.ready') : t('overview.progress', { done, total })}
          </Badge>
        </Group>
        <Progress.Root size="sm">
          {/* Named after the location: a screen reader says "Main store, 80%". */}
          <Progress.Section
            value={(done / total) * 100}
            color={complete ? 'teal' : 'orange'}
            aria-label={name}
          />
        </Progress.Root>
        <Stack gap={0}>
          {lines.map((line) => (
            <Line key={line.key} line={line} />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
