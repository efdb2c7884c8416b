import { z } from 'zod';

/**
 * Pay-and-order at the table (issue 12, SPEC section 7 "External card payment service"): what the
 * card payment service (services/card-payments) stores per restaurant (a location) and table, and
 * what the back office forwards to it. Shared by both sides so they cannot drift apart.
 */

/** Card providers a business may process guest payments with (also the payment providers' list). */
export const cardProviders = [
  'stripe',
  'adyen',
  'checkout',
  'network_international',
  'geidea',
] as const;
export type CardProvider = (typeof cardProviders)[number];

/** How a table's guests may share a bill. */
export const splitModes = ['none', 'equal', 'by_item', 'custom_amount'] as const;
export type SplitMode = (typeof splitModes)[number];

const ref = z.string().min(1).max(64);
const percent = z.number().min(0).max(100).multipleOf(0.01);

export const tippingSettings = z.object({
  enabled: z.boolean(),
  /** The tip buttons a guest sees, e.g. 10, 15, 20 (%). */
  percentages: z
    .array(z.number().int().min(1).max(100))
    .max(5)
    .refine((list) => new Set(list).size === list.length, 'duplicate'),
  allow_custom: z.boolean(),
});

/** What an owner decides for pay-and-order at a table, or for every table of a restaurant. */
export const payOrderSettings = z.object({
  enabled: z.boolean(),
  provider: z.enum(cardProviders).nullable(),
  /** Guests may order from their phone. */
  allow_order: z.boolean(),
  /** Guests may pay from their phone. */
  allow_pay: z.boolean(),
  split: z.enum(splitModes),
  tipping: tippingSettings,
  service_charge_percent: percent,
});
export type PayOrderSettings = z.infer<typeof payOrderSettings>;

export const defaultPayOrderSettings: PayOrderSettings = {
  enabled: false,
  provider: null,
  allow_order: true,
  allow_pay: true,
  split: 'equal',
  tipping: { enabled: true, percentages: [10, 15, 20], allow_custom: true },
  service_charge_percent: 0,
};

/** A stored configuration: `table_id` null is the restaurant's default for tables without their own. */
export const cardServiceConfig = payOrderSettings.extend({
  id: z.string(),
  customer_id: z.string(),
  restaurant_id: z.string(),
  table_id: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CardServiceConfig = z.infer<typeof cardServiceConfig>;

/** `POST /v1/config`. */
export const cardServiceCreate = payOrderSettings.extend({
  customer_id: ref,
  restaurant_id: ref,
  table_id: ref.nullable(),
});
export type CardServiceCreate = z.infer<typeof cardServiceCreate>;

/** `PUT /v1/config/{id}`: every setting; `version` as read, so a stale edit is refused. */
export const cardServiceUpdate = payOrderSettings.extend({
  customer_id: ref,
  version: z.number().int().min(1),
});
export type CardServiceUpdate = z.infer<typeof cardServiceUpdate>;

/** `GET /v1/config?customer_id=&restaurant_id=`. */
export const cardServiceListQuery = z.object({
  customer_id: ref,
  restaurant_id: ref.optional(),
});

export const cardServiceList = z.object({ data: z.array(cardServiceConfig) });

/**
 * `GET /v1/config/{restaurant_id}/{table_id}`: what a guest's phone reads. The table's own
 * configuration or else the restaurant's default; nothing in it is secret (no business id, no keys).
 */
export const guestPayOrder = payOrderSettings.extend({
  restaurant_id: z.string(),
  table_id: z.string(),
  applies: z.enum(['table', 'restaurant']),
  updated_at: z.string(),
});
export type GuestPayOrder = z.infer<typeof guestPayOrder>;

/** The back office's body for a new configuration (the business and restaurant come from the call). */
export const payOrderCreateBody = payOrderSettings.extend({ table_id: ref.nullable() });
export type PayOrderCreateBody = z.infer<typeof payOrderCreateBody>;

export const payOrderUpdateBody = payOrderSettings.extend({ version: z.number().int().min(1) });
export type PayOrderUpdateBody = z.infer<typeof payOrderUpdateBody>;

/** `GET /api/pay-order/config?loc=`: a location's configurations as the service holds them. */
export const payOrderListReply = z.object({
  location_id: z.string(),
  data: z.array(cardServiceConfig),
});
export type PayOrderListReply = z.infer<typeof payOrderListReply>;
