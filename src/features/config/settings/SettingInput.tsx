import {
  Autocomplete,
  Chip,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  Select,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { settingKinds, type SettingKey } from '@contract/settings';
import { dayOrder, weekdayName } from '@/components/entity/weekdays';
import { settingLabelKey } from './settingGroups';
import { currencyOptions, timeZoneOptions } from './timeZones';

interface SettingInputProps {
  name: SettingKey;
  /** The value as text, as settings are stored. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

const HOURS = Array.from({ length: 24 }, (_, h) => ({
  value: String(h),
  label: `${String(h).padStart(2, '0')}:00`,
}));

const splitList = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** One setting with the input its kind calls for (`settingKinds` in contract/settings.ts). */
export function SettingInput({ name, value, onChange, error, disabled }: SettingInputProps) {
  const { t, i18n } = useTranslation('config-settings');
  const lang = i18n.resolvedLanguage ?? 'en';
  const kind = settingKinds[name];
  const key = settingLabelKey(name);
  const common = {
    label: t(`keys.${key}.label`),
    description: t(`keys.${key}.hint`),
    error,
    disabled,
    'data-testid': `setting-${key}`,
  };
  const zones = useMemo(() => (kind.kind === 'timeZone' ? timeZoneOptions() : []), [kind.kind]);
  const currencies = useMemo(
    () => (kind.kind === 'currency' ? currencyOptions(lang) : []),
    [kind.kind, lang],
  );

  switch (kind.kind) {
    case 'hour':
      return (
        <Select
          {...common}
          data={HOURS}
          value={/^\d{1,2}(:00)?$/.test(value) ? String(Number(value.split(':')[0])) : null}
          onChange={(next) => onChange(next ?? '')}
          allowDeselect={false}
          dir="ltr"
        />
      );
    case 'time':
      return (
        <TimeInput {...common} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      );
    case 'boolean':
      return (
        <Switch
          {...common}
          checked={value === 'true' || value === '1'}
          onChange={(e) => onChange(e.currentTarget.checked ? 'true' : 'false')}
          mt="xs"
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={value}
          onChange={(next) => onChange(String(next))}
          min={kind.min}
          max={kind.max}
          step={kind.step}
          clampBehavior="none"
          allowDecimal={!kind.integer}
          suffix={
            kind.unit ? ` ${t(`units.${kind.unit === '%' ? 'percent' : kind.unit}`)}` : undefined
          }
          dir="ltr"
        />
      );
    case 'text':
      return kind.multiline ? (
        <Textarea
          {...common}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={6}
        />
      ) : (
        <TextInput {...common} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      );
    case 'url':
      return (
        <TextInput
          {...common}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          dir="ltr"
          spellCheck={false}
        />
      );
    case 'currency':
      return (
        <Select
          {...common}
          data={currencies}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          searchable
          nothingFoundMessage={t('nothingFound')}
        />
      );
    case 'timeZone':
      return (
        <Autocomplete
          {...common}
          data={zones}
          value={value}
          onChange={onChange}
          placeholder={t('timeZonePlaceholder')}
          limit={50}
          dir="ltr"
        />
      );
    case 'choice':
      return (
        <Select
          {...common}
          data={kind.options.map((option) => ({
            value: option,
            label: t(`options.${key}.${option}`, { defaultValue: option }),
          }))}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          allowDeselect={false}
        />
      );
    case 'choices':
      return (
        <MultiSelect
          {...common}
          data={kind.options.map((option) => ({
            value: option,
            label: t(`options.${key}.${option}`),
          }))}
          value={splitList(value)}
          onChange={(next) => onChange(next.join(','))}
        />
      );
    case 'weekdays':
      return (
        <Input.Wrapper {...common}>
          <Chip.Group
            multiple
            value={splitList(value)}
            onChange={(next) =>
              onChange(
                next
                  .map(Number)
                  .sort((a, b) => a - b)
                  .join(','),
              )
            }
          >
            <Group gap={6} mt={6}>
              {dayOrder(lang).map((day) => (
                <Chip key={day} value={String(day)} size="sm" disabled={disabled}>
                  {weekdayName(lang, day)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
      );
  }
}
