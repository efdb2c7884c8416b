import { describe, expect, it } from 'vitest';
import { forecastLine, nextDelivery, orderWindow, safetyError, weekdayOf } from './order';

/** A supplier delivering Monday and Thursday, a day after the order. */
const MON_THU = [1, 4];

describe('orderWindow', () => {
  it('finds the next delivery an order can make and the delivery after it, from every weekday', () => {
    // 2026-11-29 is a Sunday.
    const from = (today: string) => orderWindow(today, 1, MON_THU);
    expect(from('2026-11-29')).toEqual({ next_delivery: '2026-11-30', cover_until: '2026-12-03' });
    expect(from('2026-11-30')).toEqual({ next_delivery: '2026-12-03', cover_until: '2026-12-07' });
    expect(from('2026-12-01')).toEqual({ next_delivery: '2026-12-03', cover_until: '2026-12-07' });
    expect(from('2026-12-02')).toEqual({ next_delivery: '2026-12-03', cover_until: '2026-12-07' });
    expect(from('2026-12-03')).toEqual({ next_delivery: '2026-12-07', cover_until: '2026-12-10' });
    expect(from('2026-12-04')).toEqual({ next_delivery: '2026-12-07', cover_until: '2026-12-10' });
    expect(from('2026-12-05')).toEqual({ next_delivery: '2026-12-07', cover_until: '2026-12-10' });
    expect(weekdayOf('2026-12-07')).toBe(1);
  });

  it('lets a supplier without lead time deliver today, and has nothing without delivery days', () => {
    expect(nextDelivery('2026-11-30', 0, MON_THU)).toBe('2026-11-30');
    expect(nextDelivery('2026-11-30', 0, [])).toBeNull();
    expect(orderWindow('2026-11-30', 1, [])).toBeNull();
    // One delivery day a week: the order lasts a week.
    expect(orderWindow('2026-11-30', 3, [5])).toEqual({
      next_delivery: '2026-12-04',
      cover_until: '2026-12-11',
    });
  });
});

describe('forecastLine', () => {
  const figures = {
    use: 100,
    error: 0.2,
    locationError: 0.5,
    onHand: 30,
    onOrder: 10,
    packSize: 12,
    threshold: 0.5,
    price: 6,
  };

  it('covers forecast use and a safety stock of its error, less stock, in whole packs', () => {
    // 100 + 20 − 30 − 10 = 80: six packs and 8/12 of one, at least half a pack: 7 packs.
    expect(forecastLine(figures)).toEqual({
      use: 100,
      safety: 20,
      need: 80,
      packs: 7,
      quantity: 84,
      line_total: 42,
      error: 0.2,
    });
    // Below the pack rule the rest is left out: 74 is 6 packs and 2/12.
    expect(forecastLine({ ...figures, onHand: 36 }).packs).toBe(6);
  });

  it('sizes the safety stock from the location when the material has no error, never above 1', () => {
    expect(forecastLine({ ...figures, error: null }).safety).toBe(50);
    expect(forecastLine({ ...figures, error: null, locationError: null }).safety).toBe(0);
    expect(safetyError(3, null)).toBe(1);
  });

  it('rounds the safety stock away by the pack rule, never the forecast use', () => {
    // 5 to use and nothing in stock: less than half a pack of 12, still one pack.
    const slow = { ...figures, use: 5, error: 0, onHand: 0, onOrder: 0 };
    expect(forecastLine(slow)).toMatchObject({ need: 5, packs: 1, quantity: 12 });
    // 5 to use, 5 in stock, a safety of 2: the rest is below half a pack and is left out.
    expect(forecastLine({ ...slow, error: 0.4, onHand: 5 })).toMatchObject({ need: 2, packs: 0 });
  });

  it('orders nothing when stock on hand and on order already cover it', () => {
    expect(forecastLine({ ...figures, onHand: 500 })).toMatchObject({ need: 0, packs: 0 });
  });
});
