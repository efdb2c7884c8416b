import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/entity/FieldInput';
import { useEntityForm, useEntityFormEnv } from '@/components/entity/form-context';
import type { FieldInputProps } from '@/components/entity/types';
import { combinedRate } from './taxRates';

/** The taxes of a group, picked as any reference list, with the rate they add up to below. */
export function TaxesInput(props: FieldInputProps) {
  const { t, i18n } = useTranslation('config-entities');
  const form = useEntityForm();
  const { lookups } = useEntityFormEnv();
  const picked = form.getValues()[props.path];
  const ids = Array.isArray(picked) ? picked.filter((v): v is string => typeof v === 'string') : [];
  const rate = combinedRate(lookups.get('taxes') ?? [], ids);
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 3 });
  return (
    <Stack gap={4}>
      <FieldInput {...props} />
      <Text size="sm" c="dimmed" data-testid="tax-group-rate">
        {t('taxGroup.combinedRate', { rate: percent.format(rate) })}
      </Text>
    </Stack>
  );
}
