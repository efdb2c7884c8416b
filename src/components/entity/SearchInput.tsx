import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/** The search box above a list: a magnifier, and a button that clears it once something is typed. */
export function SearchInput({ value, onChange, placeholder, style, ...rest }: SearchInputProps) {
  const { t } = useTranslation('entity');
  return (
    <TextInput
      placeholder={placeholder}
      aria-label={t('list.search')}
      leftSection={<IconSearch size={16} />}
      rightSection={
        value ? (
          <CloseButton size="sm" aria-label={t('list.clearSearch')} onClick={() => onChange('')} />
        ) : null
      }
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      style={style}
      data-testid={rest['data-testid']}
    />
  );
}
