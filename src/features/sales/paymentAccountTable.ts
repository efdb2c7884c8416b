import type { z } from 'zod';
import type { paymentAccountReply } from '@contract/salesReports';
import { sumAmounts, type SalesColumn } from './tableColumns';

export type PaymentAccountReply = z.infer<typeof paymentAccountReply>;
type Day = PaymentAccountReply['data'][number];

/** One row of the payment account: a business day at a location, its takings by method. */
export interface PaymentAccountLine {
  key: string;
  date: string;
  location_id: string;
  /** What each payment method took, by method id; absent when it took nothing that day. */
  methods: Readonly<Record<string, number>>;
  takings: number;
  refunded: number;
  tips: number;
  cash: number;
  to_bank: number;
}

/** The reply's days as table rows, oldest first, with a cell per payment method. */
export function paymentAccountLines(reply: PaymentAccountReply): PaymentAccountLine[] {
  return reply.data.map((day: Day) => ({
    key: `${day.date}|${day.location_id}`,
    date: day.date,
    location_id: day.location_id,
    methods: Object.fromEntries(day.by_method.map((m) => [m.payment_method_id, m.amount])),
    takings: day.takings,
    refunded: day.refunded,
    tips: day.tips,
    cash: day.cash,
    to_bank: day.to_bank,
  }));
}

const summaryKeys = ['takings', 'refunded', 'tips', 'cash', 'to_bank'] as const;
export type PaymentSummaryKey = (typeof summaryKeys)[number];

export type PaymentAccountTotals = Record<PaymentSummaryKey, number> & {
  methods: Record<string, number>;
};

/** What the period adds up to, for the totals row and the figures above the table. */
export function paymentAccountTotals(lines: readonly PaymentAccountLine[]): PaymentAccountTotals {
  const methodIds = new Set(lines.flatMap((line) => Object.keys(line.methods)));
  return {
    ...(Object.fromEntries(
      summaryKeys.map((key) => [key, sumAmounts(lines.map((line) => line[key]))]),
    ) as Record<PaymentSummaryKey, number>),
    methods: Object.fromEntries(
      [...methodIds].map((id) => [id, sumAmounts(lines.map((line) => line.methods[id] ?? 0))]),
    ),
  };
}

/**
 * The payment account as a table: a row per business day (and location, across locations), a
 * column per payment method the period used, then what was taken, refunded and tipped, the cash
 * kept in the drawer and what goes to the bank, with the period's totals.
 */
export function paymentAccountColumns(
  reply: PaymentAccountReply,
  totals: PaymentAccountTotals,
  options: {
    t: (key: string) => string;
    /** Adds a location column (a read across locations). */
    locationName: ((id: string) => string) | null;
  },
): SalesColumn<PaymentAccountLine>[] {
  const { t, locationName } = options;
  const date: SalesColumn<PaymentAccountLine> = {
    key: 'date',
    label: t('paymentAccount.columns.date'),
    kind: 'date',
    value: (line) => line.date,
  };
  const location: SalesColumn<PaymentAccountLine>[] = locationName
    ? [
        {
          key: 'location',
          label: t('paymentAccount.columns.location'),
          kind: 'text',
          value: (line) => locationName(line.location_id),
        },
      ]
    : [];
  const methods = reply.methods.map((method): SalesColumn<PaymentAccountLine> => ({
    key: `method:${method.id}`,
    label: method.name,
    kind: 'money',
    value: (line) => line.methods[method.id] ?? null,
    total: totals.methods[method.id] ?? 0,
  }));
  const summary = summaryKeys.map((key): SalesColumn<PaymentAccountLine> => ({
    key,
    label: t(`paymentAccount.columns.${key}`),
    kind: 'money',
    value: (line) => line[key],
    total: totals[key],
  }));
  return [date, ...location, ...methods, ...summary];
}
