import { roundMoney } from '@/lib/money';

/** A channel's own price for a product (`channel_prices` entry). */
export interface ChannelPrice {
  channel_id: string;
  price: number;
}

/**
 * What a channel charges when the product has no price of its own there: the product's price with
 * the channel's adjustment (Deliveroo +15 %), in the currency's decimals.
 */
export const channelDefaultPrice = (price: number, adjustmentPercent: number, decimals: number) =>
  roundMoney(price * (1 + adjustmentPercent / 100), decimals);

/** `channel_prices` after setting one channel's price (null: back to the channel's default). */
export function withChannelPrice(
  prices: readonly ChannelPrice[],
  channelId: string,
  price: number | null,
): ChannelPrice[] {
  if (price === null) return prices.filter((p) => p.channel_id !== channelId);
  return prices.some((p) => p.channel_id === channelId)
    ? prices.map((p) => (p.channel_id === channelId ? { ...p, price } : p))
    : [...prices, { channel_id: channelId, price }];
}
