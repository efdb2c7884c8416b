import { Grid, MultiSelect, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconChefHat } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_KITCHEN_SCREENS } from '@contract/restaurantConfig';
import { displayName } from '@/components/entity/columns';
import { useCategoryRows } from './data/useRestaurantConfig';
import { ListCard } from './ListCard';
import type { RestaurantValues } from './RestaurantConfigForm';

interface KitchenScreensCardProps {
  form: UseFormReturnType<RestaurantValues>;
  disabled: boolean;
}

/** Kitchen display routing: which categories' items each kitchen screen shows. */
export function KitchenScreensCard({ form, disabled }: KitchenScreensCardProps) {
  const { t, i18n } = useTranslation('config-restaurant');
  const lang = i18n.resolvedLanguage ?? 'en';
  const rows = useCategoryRows();
  const categories = useMemo(
    () =>
      (rows ?? [])
        .filter((row) => !row.deleted_at)
        .map((row) => ({ value: String(row.id), label: displayName(row, lang) }))
        .sort((a, b) => a.label.localeCompare(b.label, lang)),
    [rows, lang],
  );

  return (
    <ListCard
      title={t('kitchen.title')}
      hint={t('kitchen.hint')}
      texts={{
        add: t('kitchen.add'),
        empty: t('kitchen.empty'),
        unnamed: t('kitchen.unnamed'),
        remove: t('kitchen.remove'),
      }}
      icon={<IconChefHat size={18} />}
      items={form.values.kitchen_screens}
      max={MAX_KITCHEN_SCREENS}
      disabled={disabled}
      onAdd={() =>
        form.insertListItem('kitchen_screens', {
          id: crypto.randomUUID(),
          name: '',
          category_ids: [],
        })
      }
      onRemove={(index) => form.removeListItem('kitchen_screens', index)}
      testId="restaurant-screen"
    >
      {(screen, index) => (
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t('kitchen.name')}
              disabled={disabled}
              dir="auto"
              data-testid={`restaurant-screen-${index}-name`}
              {...form.getInputProps(`kitchen_screens.${index}.name`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <MultiSelect
              label={t('kitchen.categories')}
              placeholder={screen.category_ids.length ? undefined : t('kitchen.pick')}
              data={categories}
              searchable
              clearable
              hidePickedOptions
              disabled={disabled}
              data-testid={`restaurant-screen-${index}-categories`}
              {...form.getInputProps(`kitchen_screens.${index}.category_ids`)}
            />
          </Grid.Col>
        </Grid>
      )}
    </ListCard>
  );
}
