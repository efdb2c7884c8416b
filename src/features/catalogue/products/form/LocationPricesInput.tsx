import { Badge, Group, NumberInput, Stack, Switch, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '@/components/entity/columns';
import { useEntityForm, useEntityFormEnv } from '@/components/entity/form-context';
import type { FieldInputProps } from '@/components/entity/types';
import {
  locationLines,
  withAvailability,
  withLocationPrice,
  type LocationPrice,
} from '../locationPrices';
import { useProductEnv } from '../productEnv';
import { orderedRows } from './lookupRows';

/**
 * Prices per location and availability, one line per location: a price here (blank: the product's
 * own price) and whether it is sold here. Fills two fields of the row, `location_prices` and
 * `unavailable_location_ids`. A location-limited user may change their own locations' lines only.
 */
export function LocationPricesInput({ path, label, readOnly }: FieldInputProps) {
  const { t } = useTranslation('products');
  const form = useEntityForm();
  const { texts, lookups } = useEntityFormEnv();
  const { money, mayEditLocation } = useProductEnv();
  const values = form.getValues();
  const prices = (values.location_prices as LocationPrice[] | undefined) ?? [];
  const unavailable = (values.unavailable_location_ids as string[] | undefined) ?? [];
  const basePrice = typeof values.price === 'number' ? values.price : 0;
  const locations = useMemo(
    () => orderedRows(lookups, 'locations', texts.lang),
    [lookups, texts.lang],
  );
  const lines = locationLines(
    prices,
    unavailable,
    locations,
    (id) => !readOnly && mayEditLocation(id),
  );
  const someLocked = !readOnly && lines.some((l) => !l.editable);

  const setPrice = (locationId: string, value: number | string) => {
    if (typeof value === 'string' && value !== '') return; // still being typed ("-", "1.")
    const price = typeof value === 'number' ? value : null;
    form.setFieldValue('location_prices', withLocationPrice(prices, locationId, price));
  };
  const setAvailable = (locationId: string, available: boolean) =>
    form.setFieldValue(
      'unavailable_location_ids',
      withAvailability(unavailable, locationId, available),
    );

  return (
    <Stack gap={6} data-testid={`field-${path}`}>
      {label ? (
        <Text size="sm" fw={500}>
          {label}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {t('locations.help', { price: money.format(basePrice) })}
      </Text>
      {someLocked ? (
        <Text size="xs" c="dimmed" data-testid="locations-own-only">
          {t('locations.ownOnly')}
        </Text>
      ) : null}
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('locations.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300} type="native">
          <Table verticalSpacing={6} withRowBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.itemField('location_prices', 'location_id')}</Table.Th>
                <Table.Th w={150}>{t('locations.price')}</Table.Th>
                <Table.Th w={110}>{t('locations.available')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => {
                const row = locations.find((l) => l.id === line.location_id)!;
                const name = displayName(row, texts.lang);
                const index = prices.findIndex((p) => p.location_id === line.location_id);
                const error = index >= 0 ? form.errors[`location_prices.${index}.price`] : null;
                return (
                  <Table.Tr key={line.location_id} data-testid="location-line">
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" lineClamp={2}>
                          <bdi>{name}</bdi>
                        </Text>
                        {row.is_active === false ? (
                          <Badge size="xs" variant="light" color="gray">
                            {t('locations.inactive')}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        size="xs"
                        aria-label={t('locations.priceAt', { name })}
                        value={line.price ?? ''}
                        placeholder={money.format(basePrice)}
                        min={0}
                        decimalScale={money.decimals}
                        fixedDecimalScale
                        hideControls
                        readOnly={!line.editable}
                        variant={line.editable ? 'default' : 'filled'}
                        error={error}
                        onChange={(v) => setPrice(line.location_id, v)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={t('locations.availableAt', { name })}
                        checked={line.available}
                        disabled={!line.editable}
                        onChange={(e) => setAvailable(line.location_id, e.currentTarget.checked)}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
