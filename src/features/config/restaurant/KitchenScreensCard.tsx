import {
  ActionIcon,
  Button,
  Card,
  Grid,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconChefHat, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_KITCHEN_SCREENS } from '@contract/restaurantConfig';
import { displayName } from '@/components/entity/columns';
import { useRows } from '@/data/live';
import type { RestaurantValues } from './RestaurantConfigForm';

interface KitchenScreensCardProps {
  form: UseFormReturnType<RestaurantValues>;
  disabled: boolean;
}

/** Kitchen display routing: which categories' items each kitchen screen shows. */
export function KitchenScreensCard({ form, disabled }: KitchenScreensCardProps) {
  const { t, i18n } = useTranslation('config-restaurant');
  const lang = i18n.resolvedLanguage ?? 'en';
  const rows = useRows('categories');
  const categories = useMemo(
    () =>
      (rows ?? [])
        .filter((row) => !row.deleted_at)
        .map((row) => ({ value: String(row.id), label: displayName(row, lang) }))
        .sort((a, b) => a.label.localeCompare(b.label, lang)),
    [rows, lang],
  );
  const screens = form.values.kitchen_screens;

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Title order={4}>{t('kitchen.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('kitchen.hint')}
            </Text>
          </div>
          {disabled ? null : (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              disabled={screens.length >= MAX_KITCHEN_SCREENS}
              onClick={() =>
                form.insertListItem('kitchen_screens', {
                  id: crypto.randomUUID(),
                  name: '',
                  category_ids: [],
                })
              }
              data-testid="restaurant-screen-add"
            >
              {t('kitchen.add')}
            </Button>
          )}
        </Group>
        {screens.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('kitchen.empty')}
          </Text>
        ) : null}
        {screens.map((screen, index) => (
          <Paper
            key={screen.id}
            withBorder
            radius="md"
            p="md"
            data-testid={`restaurant-screen-${index}`}
          >
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconChefHat size={18} />
                  <Text fw={500} truncate dir="auto">
                    {screen.name || t('kitchen.unnamed')}
                  </Text>
                </Group>
                {disabled ? null : (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('kitchen.remove')}
                    onClick={() => form.removeListItem('kitchen_screens', index)}
                    data-testid={`restaurant-screen-${index}-remove`}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
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
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Card>
  );
}
