import { Chip, Group, Input } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEntityForm } from './form-context';
import type { FieldInputProps } from './types';
import { dayOrder, readDays, weekdayName } from './weekdays';

/**
 * Days of the week (0 Sunday … 6 Saturday) as chips to tap, in the order of the user's week. The
 * generic form holds an array field as JSON text until saved; a chosen set is written back as the
 * array itself, which the form passes on unchanged.
 */
export function WeekdaysInput({ path, label, readOnly }: FieldInputProps) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const form = useEntityForm();
  const props = form.getInputProps(path);
  const value = readDays(props.value).map(String);
  return (
    <Input.Wrapper label={label} error={props.error as string | undefined}>
      <Chip.Group
        multiple
        value={value}
        onChange={(next) =>
          readOnly
            ? undefined
            : form.setFieldValue(
                path,
                next.map(Number).sort((a, b) => a - b),
              )
        }
      >
        <Group gap={6} mt={6} data-testid={`field-${path}`}>
          {dayOrder(lang).map((day) => (
            <Chip key={day} value={String(day)} size="sm" disabled={readOnly}>
              {weekdayName(lang, day)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}
