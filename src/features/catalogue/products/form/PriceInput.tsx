import { NumberInput } from '@mantine/core';
import { useEntityForm } from '@/components/entity/form-context';
import type { FieldInputProps } from '@/components/entity/types';
import { useProductEnv } from '../productEnv';

/** A price in the business currency, with as many decimals as the currency has. */
export function PriceInput({ spec, path, label, readOnly }: FieldInputProps) {
  const form = useEntityForm();
  const { money } = useProductEnv();
  return (
    <NumberInput
      {...form.getInputProps(path)}
      label={label}
      withAsterisk={spec.required && !readOnly}
      readOnly={readOnly}
      min={0}
      decimalScale={money.decimals}
      fixedDecimalScale
      hideControls
      rightSection={money.currency ?? undefined}
      rightSectionWidth={money.currency ? 52 : undefined}
      rightSectionPointerEvents="none"
      data-testid={`field-${path}`}
    />
  );
}
