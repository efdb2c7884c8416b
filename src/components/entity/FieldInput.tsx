import {
  ColorInput,
  JsonInput,
  MultiSelect,
  NumberInput,
  Select,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { displayName } from './columns';
import { useEntityForm, useEntityFormEnv } from './form-context';
import { ListInput } from './ListInput';
import { LocalizedInput } from './LocalizedInput';
import type { FieldInputProps } from './types';

/** Date pickers stop here (SPEC section 9). */
const MIN_DATE = '1900-01-01';
const MAX_DATE = '2099-12-31';

const SWATCHES = [
  '#2e7d32',
  '#1e88e5',
  '#3949ab',
  '#8e24aa',
  '#e53935',
  '#fb8c00',
  '#fdd835',
  '#6d4c41',
  '#546e7a',
  '#212121',
];

/** The generic input of one field, chosen by the field's kind. */
export function FieldInput({ spec, path, label, readOnly }: FieldInputProps) {
  const form = useEntityForm();
  const { texts, lookups } = useEntityFormEnv();
  const props = form.getInputProps(path);
  const common = {
    label,
    withAsterisk: spec.required && !readOnly,
    readOnly,
    'data-testid': `field-${path}`,
  };

  switch (spec.kind) {
    case 'localized':
      return <LocalizedInput spec={spec} path={path} label={label} readOnly={readOnly} />;
    case 'list':
      return <ListInput spec={spec} path={path} label={label} readOnly={readOnly} />;
    case 'boolean':
      return (
        <Switch
          {...form.getInputProps(path, { type: 'checkbox' })}
          label={label}
          disabled={readOnly}
          mt="md"
          data-testid={`field-${path}`}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...props}
          {...common}
          min={spec.min}
          max={spec.max}
          allowDecimal={!spec.integer}
          allowNegative={spec.min === undefined || spec.min < 0}
          hideControls={!spec.integer}
        />
      );
    case 'enum':
      return (
        <Select
          {...props}
          {...common}
          data={(spec.options ?? []).map((v) => ({
            value: v,
            label: texts.enumLabel(spec.key, v),
          }))}
          clearable={spec.nullable}
          allowDeselect={spec.nullable}
          disabled={readOnly}
        />
      );
    case 'ref':
    case 'refList': {
      const rows = (spec.ref && lookups.get(spec.ref)) || [];
      const data = rows
        .map((r) => ({ value: r.id, label: displayName(r, texts.lang) }))
        .sort((a, b) => a.label.localeCompare(b.label, texts.lang));
      return spec.kind === 'ref' ? (
        <Select
          {...props}
          {...common}
          data={data}
          searchable
          clearable={spec.nullable}
          nothingFoundMessage={texts.t('entity:form.nothingFound')}
          disabled={readOnly}
        />
      ) : (
        <MultiSelect
          {...props}
          {...common}
          data={data}
          searchable
          nothingFoundMessage={texts.t('entity:form.nothingFound')}
          disabled={readOnly}
        />
      );
    }
    case 'tags':
      return <TagsInput {...props} {...common} disabled={readOnly} />;
    case 'color':
      return (
        <ColorInput
          {...props}
          {...common}
          format="hex"
          swatches={SWATCHES}
          placeholder="#1e88e5"
          disallowInput={readOnly}
          // A hex code reads left to right in every language ("#ff8f00", not "ff8f00#").
          dir="ltr"
        />
      );
    case 'date':
      return (
        <DateInput
          {...props}
          {...common}
          value={(props.value as string) || null}
          onChange={(value) => form.setFieldValue(path, value ?? '')}
          valueFormat="YYYY-MM-DD"
          minDate={MIN_DATE}
          maxDate={MAX_DATE}
          clearable={spec.nullable}
        />
      );
    case 'time':
      return <TimeInput {...props} {...common} />;
    case 'textarea':
      return (
        <Textarea
          {...props}
          {...common}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={spec.maxLength}
        />
      );
    case 'json':
      return <JsonInput {...props} {...common} autosize minRows={3} formatOnBlur />;
    default:
      return (
        <TextInput
          {...props}
          {...common}
          type={spec.kind === 'email' ? 'email' : spec.kind === 'url' ? 'url' : 'text'}
          maxLength={spec.maxLength}
          dir={spec.kind === 'email' || spec.kind === 'url' ? 'ltr' : undefined}
        />
      );
  }
}
