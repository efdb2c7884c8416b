import { z } from 'zod';
import { call } from './call';
import { id, isoDate } from './common';

/**
 * Order by forecast (issue 27): what each product will sell at a location, day by day, from the
 * location's own history; what that uses of each material through the recipes; and how good the
 * forecast was on the location's own past. Computed on the server (server/forecast/), kept on the
 * device like other reads. The method is one pure module (contract/forecastMethod.ts) with its
 * tests: simple enough that a manager can follow why tomorrow is forecast at 140 burgers.
 */

/** Days forecast ahead, today (the location's business date) included. */
export const FORECAST_DAYS = 21;
/** Weeks of the location's own past the backtest forecasts, each from the data before it. */
export const BACKTEST_WEEKS = 8;
/**
 * The error measure, everywhere: WAPE, the weighted absolute percentage error, Σ|forecast − sold| /
 * Σ sold over the days measured, as a fraction (0.18 = 18 %). Unlike MAPE it stays finite on days
 * that sold nothing, and a slow seller's misses weigh as little as it sells. Null when nothing sold.
 */
export const ERROR_MEASURE = 'wape' as const;

/**
 * Why a day is forecast at its quantity:
 * - `weekday`: the same weekdays of the last weeks (`samples`, newest first) weighted toward the
 *   recent (`level`), times the recent trend (`trend`, 1.05 = 5 % up).
 * - `holiday`: a date marked on the location's calendar as a holiday that opens: its own pattern,
 *   the past holidays' sales (`samples`) against their usual weekday, applied to this weekday.
 * - `short_history`: a product with less than two weeks of history: the average of its open days.
 * - `closed`: the location is closed that day (its weekday, or a holiday marked closed): nothing.
 * - `none`: no sale of it in the history read.
 */
export const forecastBases = ['weekday', 'holiday', 'short_history', 'closed', 'none'] as const;
export type ForecastBasis = (typeof forecastBases)[number];

export const forecastWhy = z.object({
  basis: z.enum(forecastBases),
  /** The past days it is made from, newest first: the same weekdays, or past holidays. */
  samples: z.array(z.object({ date: isoDate, quantity: z.number() })),
  /** What those days come to before the trend. */
  level: z.number(),
  /** The recent trend as a factor (1 when flat or unknown). */
  trend: z.number(),
  /** The holiday's name when the day is one. */
  holiday: z.string().nullable(),
});
export type ForecastWhy = z.infer<typeof forecastWhy>;

/** `GET /forecast/products?loc=`: every product's forecast at the location for `FORECAST_DAYS`. */
export const forecastProductsQuery = z.object({ loc: id });

export const forecastProduct = z.object({
  product_id: id,
  name: z.string(),
  /** Units forecast per day, one per `days` of the reply, same order. */
  quantities: z.array(z.number()),
  /** Why, for each of the first 7 days. */
  why: z.array(forecastWhy),
  /** Its WAPE over the backtest's weeks (`ERROR_MEASURE`); null without enough history. */
  error: z.number().nullable(),
});
export type ForecastProduct = z.infer<typeof forecastProduct>;

export const forecastProductsReply = z.object({
  location_id: id,
  /** The days forecast: the location's business date today, then the next ones. */
  days: z.array(z.object({ date: isoDate, closed: z.boolean(), holiday: z.string().nullable() })),
  products: z.array(forecastProduct),
});
export type ForecastProductsReply = z.infer<typeof forecastProductsReply>;

/**
 * A material's line of a suggested order by forecast (on `GET /supplier-orders/suggestions`, beside
 * the par suggestion): forecast use (the products' forecasts through their recipes, sub-recipes,
 * modifiers and yields: contract/recipeRollup.ts) from today until the delivery after next, plus a
 * safety stock from the forecast's own error, minus on hand and on order, in whole packs with the
 * location's pack rule.
 */
export const forecastSuggestion = z.object({
  /** Forecast use from today to the day before `cover_until` (base units). */
  use: z.number(),
  /**
   * Safety stock: the forecast's typical miss over the same days (base units): use × the material's
   * backtest WAPE, or the location's overall one when it has none, at most 1.
   */
  safety: z.number(),
  /** use + safety − on hand − on order, never below 0. */
  need: z.number(),
  /**
   * Whole packs of need by the location's pack rule (`order_pack_threshold`), never fewer than
   * use − on hand − on order needs: the rule may round the safety stock away, not the use.
   */
  packs: z.number(),
  quantity: z.number(),
  line_total: z.number(),
  /** The material's WAPE in the backtest; null without enough history. */
  error: z.number().nullable(),
});
export type ForecastSuggestion = z.infer<typeof forecastSuggestion>;

/** The order-wide part of the forecast suggestion. */
export const forecastSuggestionSummary = z.object({
  /**
   * The supplier's next delivery this order can make: the first date at least `lead_time_days`
   * after today that is one of its `delivery_days`.
   */
  next_delivery: isoDate.nullable(),
  /** The delivery after it: the order covers use until then. */
  cover_until: isoDate.nullable(),
  total: z.number(),
  /** How much the forecast total is short of the supplier's minimum order (0 when met). */
  below_minimum: z.number(),
  /** Why there is no forecast suggestion: no delivery days, or no sales history at the location. */
  unavailable: z.enum(['no_delivery_days', 'no_history']).nullable(),
});
export type ForecastSuggestionSummary = z.infer<typeof forecastSuggestionSummary>;

/** Which suggestion a line of an order took its quantity from; null when typed by hand. */
export const orderLineBases = ['par', 'forecast'] as const;
export const orderLineBasis = z.enum(orderLineBases).nullable();
export type OrderLineBasis = z.infer<typeof orderLineBasis>;

/**
 * `GET /forecast/backtest?loc=`: how good the forecast was on the location's last weeks.
 *
 * Definitions (server/forecast/compute.ts, replay.ts):
 * - The weeks: the `BACKTEST_WEEKS` × 7 days ending yesterday (the location's business dates),
 *   cut in 7-day weeks from the first; each week is forecast from the days before it only.
 * - A product's error: WAPE of those forecasts against its net units sold, day by day. The
 *   overall error: the same over every product's days together.
 * - A material's `used`: the theoretical use of what was sold (products and modifier items through
 *   their recipes, prepared materials down to what is bought, contract/recipeRollup.ts
 *   `boughtUse`); its `forecast`: the same of the forecasts; its error: WAPE of the two.
 * - The replay, for each material with a par at the location and a supplier with delivery days
 *   (its preferred one, else the one with the smallest pack): stock starts at par; on each order
 *   day (a delivery day less the lead time) an order is placed by the rule, arriving on that
 *   delivery day: `by_par` fills to par, `by_forecast` takes the order by forecast
 *   (`forecastSuggestion`) from the forecast made before that week, with the material's error of
 *   the backtest as its safety; what arrives comes in, then the day's real theoretical use goes out.
 *   A day that would end below 0 is a stock-out day (and ends at 0); `overstock_value` is the
 *   average closing stock over the days times the material's rolled-up standard cost. Materials not
 *   replayed carry zeros. The totals add every material's.
 */
export const forecastBacktestQuery = z.object({ loc: id });

/** Stock-outs and over-stock an ordering rule would have caused, replayed on the real use. */
export const orderingOutcome = z.object({
  /** Days a material would have run out (summed over materials). */
  stockout_days: z.number(),
  /** Average stock held above the day's use, valued at standard cost. */
  overstock_value: z.number(),
});
export type OrderingOutcome = z.infer<typeof orderingOutcome>;

export const forecastBacktestReply = z.object({
  location_id: id,
  /** The first and last days measured (business dates). */
  from: isoDate,
  to: isoDate,
  weeks: z.number().int(),
  measure: z.literal(ERROR_MEASURE),
  /** Over every product: Σ|forecast − sold| / Σ sold. */
  error: z.number().nullable(),
  products: z.array(
    z.object({
      product_id: id,
      name: z.string(),
      sold: z.number(),
      forecast: z.number(),
      error: z.number().nullable(),
    }),
  ),
  /** The replay of ordering by forecast against ordering to par, over the same weeks. */
  by_forecast: orderingOutcome,
  by_par: orderingOutcome,
  materials: z.array(
    z.object({
      material_id: id,
      name: z.string(),
      unit: z.string(),
      used: z.number(),
      forecast: z.number(),
      error: z.number().nullable(),
      by_forecast: orderingOutcome,
      by_par: orderingOutcome,
    }),
  ),
});
export type ForecastBacktestReply = z.infer<typeof forecastBacktestReply>;

const forecast = 'forecast';

export const forecastCalls = {
  products: call({
    method: 'GET',
    path: '/forecast/products',
    tag: forecast,
    summary: 'What each product will sell at a location, per day, and why',
    description:
      'Per product, the units forecast for each of the next 21 days (the location’s business ' +
      'date first) from its own history: the same weekdays of the last weeks weighted toward ' +
      'the recent, times the recent trend; closed days nothing; holidays on their own pattern. ' +
      'With why for the first 7 days and the product’s WAPE over the last 8 weeks.',
    query: forecastProductsQuery,
    reply: forecastProductsReply,
    access: 'suppliers.read',
  }),
  backtest: call({
    method: 'GET',
    path: '/forecast/backtest',
    tag: forecast,
    summary: 'How good the forecast was on the location’s last 8 weeks',
    description:
      'Each of the last 8 weeks forecast from the data before it: WAPE (Σ|forecast − sold| / ' +
      'Σ sold) per product and material, and the stock-outs and over-stock that ordering by ' +
      'forecast, and ordering to par, would have caused on the real use.',
    query: forecastBacktestQuery,
    reply: forecastBacktestReply,
    access: 'suppliers.read',
  }),
} as const;
