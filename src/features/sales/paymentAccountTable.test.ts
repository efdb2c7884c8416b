import { describe, expect, it } from 'vitest';
import {
  paymentAccountColumns,
  paymentAccountLines,
  paymentAccountTotals,
  type PaymentAccountReply,
} from './paymentAccountTable';

const t = (key: string) => `<${key}>`;
const dubai = '0193f000-0000-7000-8000-00000000d001';
const soho = '0193f000-0000-7000-8000-00000000d002';
const cash = '0193f000-0000-7000-8000-00000000c001';
const card = '0193f000-0000-7000-8000-00000000c002';
const applePay = '0193f000-0000-7000-8000-00000000c003';
const method = (id: string, amount: number, refunded = 0, tips = 0) => ({
  payment_method_id: id,
  amount,
  refunded,
  tips,
  net: amount - refunded,
});

const reply: PaymentAccountReply = {
  period: { from: '2026-11-22', to: '2026-11-23', until: null },
  locations: [dubai, soho],
  currencies: ['AED'],
  as_of: '2026-11-24T10:00:00.000Z',
  methods: [
    { id: cash, name: 'Cash', kind: 'cash', cash: true },
    { id: card, name: 'Card', kind: 'card', cash: false },
    { id: applePay, name: 'Apple Pay', kind: 'apple_pay', cash: false },
  ],
  data: [
    {
      date: '2026-11-22',
      location_id: dubai,
      by_method: [method(cash, 100.1, 10), method(card, 200.2, 0, 5)],
      takings: 300.3,
      refunded: 10,
      tips: 5,
      cash: 90.1,
      to_bank: 205.2,
    },
    {
      date: '2026-11-22',
      location_id: soho,
      by_method: [method(applePay, 0.2)],
      takings: 0.2,
      refunded: 0,
      tips: 0,
      cash: 0,
      to_bank: 0.2,
    },
    {
      date: '2026-11-23',
      location_id: dubai,
      by_method: [method(card, 0.1, 0, 0.1)],
      takings: 0.1,
      refunded: 0,
      tips: 0.1,
      cash: 0,
      to_bank: 0.2,
    },
  ],
};

describe('the payment account as a table', () => {
  it('has a row per business day and location, with a cell for each method that took something', () => {
    const lines = paymentAccountLines(reply);
    expect(lines.map((l) => [l.date, l.location_id])).toEqual([
      ['2026-11-22', dubai],
      ['2026-11-22', soho],
      ['2026-11-23', dubai],
    ]);
    expect(new Set(lines.map((l) => l.key)).size).toBe(3);
    expect(lines[0]!.methods).toEqual({ [cash]: 100.1, [card]: 200.2 });
    expect(lines[0]).toMatchObject({ takings: 300.3, refunded: 10, tips: 5, cash: 90.1 });
  });

  it('adds each column up for the period, in thousandths', () => {
    const totals = paymentAccountTotals(paymentAccountLines(reply));
    expect(totals).toEqual({
      takings: 300.6,
      refunded: 10,
      tips: 5.1,
      cash: 90.1,
      to_bank: 205.6,
      methods: { [cash]: 100.1, [card]: 200.3, [applePay]: 0.2 },
    });
  });

  it('has a column per payment method between the day and the summary, a method’s empty day left empty', () => {
    const lines = paymentAccountLines(reply);
    const totals = paymentAccountTotals(lines);
    const columns = paymentAccountColumns(reply, totals, { t, locationName: null });
    expect(columns.map((c) => c.label)).toEqual([
      '<paymentAccount.columns.date>',
      'Cash',
      'Card',
      'Apple Pay',
      '<paymentAccount.columns.takings>',
      '<paymentAccount.columns.refunded>',
      '<paymentAccount.columns.tips>',
      '<paymentAccount.columns.cash>',
      '<paymentAccount.columns.to_bank>',
    ]);
    expect(columns.map((c) => c.value(lines[1]!))).toEqual([
      '2026-11-22',
      null,
      null,
      0.2,
      0.2,
      0,
      0,
      0,
      0.2,
    ]);
    expect(columns.map((c) => c.total ?? null)).toEqual([
      null,
      100.1,
      200.3,
      0.2,
      300.6,
      10,
      5.1,
      90.1,
      205.6,
    ]);
  });

  it('names the location of each row when it reads several', () => {
    const totals = paymentAccountTotals(paymentAccountLines(reply));
    const names: Record<string, string> = { [dubai]: 'Dubai Marina', [soho]: 'Soho' };
    const columns = paymentAccountColumns(reply, totals, {
      t,
      locationName: (id) => names[id] ?? id,
    });
    expect(columns[1]).toMatchObject({ key: 'location', kind: 'text' });
    expect(paymentAccountLines(reply).map((l) => columns[1]!.value(l))).toEqual([
      'Dubai Marina',
      'Soho',
      'Dubai Marina',
    ]);
  });
});
