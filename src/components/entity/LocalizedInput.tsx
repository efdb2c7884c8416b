import {
  Badge,
  Box,
  Collapse,
  Group,
  SimpleGrid,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { languages } from '@/shared/languages';
import { useEntityForm, useEntityFormEnv } from './form-context';
import type { FieldInputProps } from './types';

/** English is the row's own name; the other languages are the translations. */
const translated = (options: readonly string[] | undefined) =>
  languages.filter((l) => l.code !== 'en' && (options ?? []).includes(l.code));

/**
 * Names in other languages, folded by default: one input per language, labelled in that language's
 * own name and typed in its direction. Opens by itself when one of them has an error.
 */
export function LocalizedInput({ spec, path, label, readOnly }: FieldInputProps) {
  const form = useEntityForm();
  const { texts } = useEntityFormEnv();
  const value = (form.getInputProps(path).value as Record<string, string> | undefined) ?? {};
  const filled = Object.values(value).filter((v) => v.trim() !== '').length;
  const hasError = Object.keys(form.errors).some((k) => k.startsWith(`${path}.`));
  const [open, setOpen] = useState(false);
  const shown = open || hasError;
  const list = translated(spec.options);

  return (
    <Box data-testid={`field-${path}`}>
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={shown} w="100%" py={4}>
        <Group gap="xs" wrap="nowrap">
          <IconLanguage size={16} />
          <Text size="sm" fw={500} style={{ flex: 1 }}>
            {label}
          </Text>
          <Badge size="sm" variant="light" color={filled ? 'blue' : 'gray'} tt="none">
            {texts.t('entity:form.translations', { count: filled, total: list.length })}
          </Badge>
          <IconChevronDown
            size={16}
            style={{
              transform: shown ? 'rotate(180deg)' : undefined,
              transition: 'transform 150ms',
            }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={shown}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" pt="xs">
          {list.map((language) => (
            <TextInput
              key={language.code}
              {...form.getInputProps(`${path}.${language.code}`)}
              value={value[language.code] ?? ''}
              label={language.nativeName}
              lang={language.code}
              dir={language.dir}
              readOnly={readOnly}
              maxLength={200}
              data-testid={`field-${path}.${language.code}`}
            />
          ))}
        </SimpleGrid>
      </Collapse>
    </Box>
  );
}
