import { NumberInput, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '@/components/entity/columns';
import { useEntityForm, useEntityFormEnv } from '@/components/entity/form-context';
import type { FieldInputProps } from '@/components/entity/types';
import { channelDefaultPrice, withChannelPrice, type ChannelPrice } from '../channelPrices';
import { useProductEnv } from '../productEnv';
import { orderedRows } from './lookupRows';

/**
 * Prices per sales channel, one line per channel: blank means the product's price with the channel's
 * own adjustment, shown as the placeholder.
 */
export function ChannelPricesInput({ path, label, readOnly }: FieldInputProps) {
  const { t } = useTranslation('products');
  const form = useEntityForm();
  const { texts, lookups } = useEntityFormEnv();
  const { money } = useProductEnv();
  const values = form.getValues();
  const prices = (values.channel_prices as ChannelPrice[] | undefined) ?? [];
  const basePrice = typeof values.price === 'number' ? values.price : 0;
  const channels = useMemo(
    () => orderedRows(lookups, 'channels', texts.lang),
    [lookups, texts.lang],
  );

  const setPrice = (channelId: string, value: number | string) => {
    if (typeof value === 'string' && value !== '') return;
    const price = typeof value === 'number' ? value : null;
    form.setFieldValue('channel_prices', withChannelPrice(prices, channelId, price));
  };

  return (
    <Stack gap={6} data-testid={`field-${path}`}>
      {label ? (
        <Text size="sm" fw={500}>
          {label}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {t('channels.help')}
      </Text>
      {channels.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('channels.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300} type="native">
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.itemField('channel_prices', 'channel_id')}</Table.Th>
                <Table.Th w={150}>{texts.itemField('channel_prices', 'price')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {channels.map((channel) => {
                const name = displayName(channel, texts.lang);
                const index = prices.findIndex((p) => p.channel_id === channel.id);
                const adjustment =
                  typeof channel.price_adjustment_percent === 'number'
                    ? channel.price_adjustment_percent
                    : 0;
                return (
                  <Table.Tr key={channel.id} data-testid="channel-line">
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        <bdi>{name}</bdi>
                      </Text>
                      {adjustment !== 0 ? (
                        <Text size="xs" c="dimmed">
                          {t('channels.adjustment', {
                            percent: `${adjustment > 0 ? '+' : ''}${adjustment.toLocaleString(texts.lang)}`,
                          })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        size="xs"
                        aria-label={t('channels.priceOn', { name })}
                        value={index >= 0 ? prices[index]!.price : ''}
                        placeholder={money.format(
                          channelDefaultPrice(basePrice, adjustment, money.decimals),
                        )}
                        min={0}
                        decimalScale={money.decimals}
                        fixedDecimalScale
                        hideControls
                        readOnly={readOnly}
                        variant={readOnly ? 'filled' : 'default'}
                        error={index >= 0 ? form.errors[`channel_prices.${index}.price`] : null}
                        onChange={(v) => setPrice(channel.id, v)}
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
