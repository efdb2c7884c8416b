import { Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import type { RecipeLine } from '@contract/resources/products';
import { useGrant } from '@/shared/access';
import { useEntityForm } from '@/components/entity/form-context';
import type { FieldInputProps } from '@/components/entity/types';
import { useProductEnv } from '../productEnv';
import { margin, productCost } from '../recipeCost';
import { useCostedMaterials } from './useCostedMaterials';

const isComplete = (l: Partial<RecipeLine>): l is RecipeLine =>
  typeof l.material_id === 'string' && typeof l.quantity === 'number' && typeof l.unit === 'string';

/**
 * The cost of one unit: from the recipe when the product has one (shown, not typed), else typed in;
 * with the margin it leaves at the product's price. A recipe's cost needs material costs, which a
 * user without `inventory.costs` does not get: for them it is not shown rather than shown as 0.
 */
export function CostInput({ path, label, readOnly }: FieldInputProps) {
  const { t } = useTranslation('products');
  const form = useEntityForm();
  const { money } = useProductEnv();
  const grant = useGrant();
  const materials = useCostedMaterials();
  const values = form.getValues();
  const recipe = ((values.recipe as Partial<RecipeLine>[] | undefined) ?? []).filter(isComplete);
  const manual = typeof values.cost === 'number' ? values.cost : 0;
  const price = typeof values.price === 'number' ? values.price : 0;
  const cost = productCost(recipe, materials, manual);
  const { amount, percent } = margin(price, cost.cost, money.decimals);
  const known = !cost.fromRecipe || (grant !== null && can(grant, 'inventory.costs'));

  return (
    <Stack gap={4}>
      {cost.fromRecipe ? (
        <TextInput
          label={label}
          value={known ? money.format(cost.cost) : '—'}
          readOnly
          variant="filled"
          description={t('cost.fromRecipe')}
          data-testid={`field-${path}`}
        />
      ) : (
        <NumberInput
          {...form.getInputProps(path)}
          label={label}
          min={0}
          decimalScale={4}
          hideControls
          readOnly={readOnly}
          description={t('cost.manual')}
          data-testid={`field-${path}`}
        />
      )}
      <Group gap={6} data-testid="product-margin">
        <Text size="sm" c="dimmed">
          {t('cost.margin')}
        </Text>
        <Text size="sm" fw={600} c={amount < 0 ? 'red' : undefined}>
          {!known
            ? '—'
            : percent === null
              ? money.format(amount)
              : t('cost.marginValue', {
                  amount: money.format(amount),
                  percent: percent.toLocaleString(money.lang),
                })}
        </Text>
      </Group>
    </Stack>
  );
}
