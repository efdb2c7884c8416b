import { describe, expect, it } from 'vitest';
import { channelDefaultPrice, withChannelPrice } from './channelPrices';

describe('prices per channel', () => {
  it('default to the product price with the channel adjustment, rounded', () => {
    expect(channelDefaultPrice(10, 15, 2)).toBe(11.5);
    expect(channelDefaultPrice(4.99, 12.5, 2)).toBe(5.61);
    expect(channelDefaultPrice(4.99, 0, 2)).toBe(4.99);
  });

  it('set, change and clear one channel without touching the others', () => {
    const one = withChannelPrice([], 'deliveroo', 12);
    expect(one).toEqual([{ channel_id: 'deliveroo', price: 12 }]);
    const two = withChannelPrice(one, 'talabat', 11);
    expect(withChannelPrice(two, 'deliveroo', 13)).toEqual([
      { channel_id: 'deliveroo', price: 13 },
      { channel_id: 'talabat', price: 11 },
    ]);
    expect(withChannelPrice(two, 'deliveroo', null)).toEqual([
      { channel_id: 'talabat', price: 11 },
    ]);
  });
});
