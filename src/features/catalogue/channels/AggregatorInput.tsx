import { Autocomplete } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEntityForm } from '@/components/entity/form-context';
import type { FieldInputProps } from '@/components/entity/types';

/** Delivery platforms offered as suggestions; any other name can be typed. Brand names stay as they are. */
export const knownAggregators = [
  'Deliveroo',
  'Talabat',
  'Careem',
  'Noon Food',
  'Uber Eats',
  'Just Eat',
  'Glovo',
  'Wolt',
  'DoorDash',
  'Grubhub',
  'Yandex Eats',
] as const;

/** The aggregator of a channel: free text with the well-known platforms suggested. */
export function AggregatorInput({ spec, path, label, readOnly }: FieldInputProps) {
  const { t } = useTranslation('catalogue');
  const form = useEntityForm();
  const kind = form.getValues().kind;
  return (
    <Autocomplete
      {...form.getInputProps(path)}
      label={label}
      description={kind === 'aggregator' ? t('channels.aggregatorHelp') : undefined}
      placeholder="Deliveroo"
      data={[...knownAggregators]}
      maxLength={spec.maxLength}
      readOnly={readOnly}
      disabled={readOnly}
      data-testid={`field-${path}`}
    />
  );
}
