import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconArrowNarrowLeft, IconArrowNarrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuditAction, AuditFieldChange } from '@contract/audit';
import { numberFormat } from '@/lib/formats';

const MAX_CHARS = 80;

/** A stored value as a person reads it: words for yes and no, a dash for nothing. */
function useValueText() {
  const { t, i18n } = useTranslation('people-audit');
  const numbers = numberFormat(i18n.resolvedLanguage ?? 'en', { maximumFractionDigits: 6 });
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return value ? t('value.yes') : t('value.no');
    if (typeof value === 'number') return numbers.format(value);
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}…` : text;
  };
}

/** Each changed field of an entry: its name, then before → after (a secret only says it changed). */
export function AuditChanges({
  action,
  collection,
  fields,
}: {
  action: AuditAction;
  collection: string;
  fields: readonly AuditFieldChange[];
}) {
  const { t, i18n } = useTranslation(['people-audit', 'resources']);
  const text = useValueText();
  // Before comes first in reading order: the arrow points the way the line reads.
  const Arrow = i18n.dir() === 'rtl' ? IconArrowNarrowLeft : IconArrowNarrowRight;
  if (fields.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      {fields.map((f) => (
        <Group key={f.field} gap={6} wrap="wrap" data-testid="audit-field" data-field={f.field}>
          <Text size="sm" fw={600}>
            {t(`resources:${collection}.fields.${f.field}`, { defaultValue: f.field })}
          </Text>
          {f.secret ? (
            <Badge size="sm" variant="light" color="gray">
              {t('value.secret')}
            </Badge>
          ) : action === 'create' ? (
            // A new row had nothing before: its values alone.
            <Text size="sm" dir="auto" data-testid="audit-after">
              {text(f.after)}
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed" td="line-through" dir="auto" data-testid="audit-before">
                {text(f.before)}
              </Text>
              <Arrow size={14} aria-label={t('value.to')} />
              <Text size="sm" dir="auto" data-testid="audit-after">
                {text(f.after)}
              </Text>
            </>
          )}
        </Group>
      ))}
    </Stack>
  );
}
