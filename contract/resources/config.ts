import { z } from 'zod';
import {
  isoDate,
  localizedText,
  longText,
  money,
  percent,
  ref,
  refList,
  requiredText,
  sortOrder,
  text,
  timeOfDay,
} from '../common';

export const locationKinds = [
  'restaurant',
  'cafe',
  'retail',
  'warehouse',
  'central_kitchen',
  'roastery',
] as const;

export const locationFields = z
  .object({
    name: requiredText(120),
    name_localized: localizedText.default({}),
    reference: text(40).default(''),
    kind: z.enum(locationKinds).default('restaurant'),
    brand_id: ref('brands').nullable().default(null),
    address: longText(500).default(''),
    city: text(120).default(''),
    country: text(2).default(''),
    phone: text(40).default(''),
    email: z.union([z.literal(''), z.email().max(200)]).default(''),
    tax_number: text(40).default(''),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    /** A warehouse's or central kitchen's daily cut-off for next-day delivery ('HH:mm', '' none). */
    order_cutoff_time: z.union([z.literal(''), timeOfDay]).default(''),
    /** The weekdays it delivers to stores, 0 Sunday to 6 Saturday; empty: every day. */
    delivery_days: z.array(z.number().int().min(0).max(6)).max(7).default([]),
    is_active: z.boolean().default(true),
    sort_order: sortOrder.default(0),
  })
  .strict();

export const taxFields = z
  .object({
    name: requiredText(120),
    name_localized: localizedText.default({}),
    reference: text(40).default(''),
    rate: percent,
    is_inclusive: z.boolean().default(false),
    /** A value-added tax: sales figures report the part of tax collected from these as VAT. */
    is_vat: z.boolean().default(false),
    is_active: z.boolean().default(true),
  })
  .strict();

export const taxGroupFields = z
  .object({
    name: requiredText(120),
    name_localized: localizedText.default({}),
    reference: text(40).default(''),
    tax_ids: refList('taxes').default([]),
    is_active: z.boolean().default(true),
  })
  .strict();

export const paymentMethodKinds = [
  'cash',
  'card',
  'apple_pay',
  'samsung_pay',
  'mastercard',
  'deliveroo',
  'delivery',
  'voucher',
  'other',
  // General kinds for what the named ones above do not cover: any other wallet (Google Pay, STC Pay),
  // any other aggregator (Talabat, Uber Eats), a customer's tab settled later, gift cards, transfers.
  'wallet',
  'aggregator',
  'house_account',
  'gift_card',
  'bank_transfer',
] as const;

export const paymentMethodFields = z
  .object({
    name: requiredText(120),
    name_localized: localizedText.default({}),
    reference: text(40).default(''),
    kind: z.enum(paymentMethodKinds).default('card'),
    opens_cash_drawer: z.boolean().default(false),
    is_active: z.boolean().default(true),
    sort_order: sortOrder.default(0),
  })
  .strict();

/** A floor (dining room, terrace) of a location. */
export const floorFields = z
  .object({
    name: requiredText(120),
    is_active: z.boolean().default(true),
    sort_order: sortOrder.default(0),
  })
  .strict();

export const tableShapes = ['square', 'round', 'rectangle'] as const;
export const tableStatuses = [
  'available',
  'occupied',
  'reserved',
  'cleaning',
  'out_of_service',
] as const;

/**
 * A floor plan is a fixed canvas of plan units, drawn scaled to the screen: a table's place is the
 * same on a phone and on a wall screen. A table's `plan_x`/`plan_y` is its centre; null until it is
 * first placed (the plan lays unplaced tables out in a grid until then).
 */
export const FLOOR_PLAN = { width: 1600, height: 1000, minSide: 20, maxSide: 400 } as const;
const planSide = z.number().int().min(FLOOR_PLAN.minSide).max(FLOOR_PLAN.maxSide);

export const tableFields = z
  .object({
    floor_id: ref('floors').nullable().default(null),
    name: requiredText(60),
    seats: z.number().int().min(0).max(500).default(4),
    shape: z.enum(tableShapes).default('square'),
    status: z.enum(tableStatuses).default('available'),
    is_active: z.boolean().default(true),
    sort_order: sortOrder.default(0),
    plan_x: z.number().int().min(0).max(FLOOR_PLAN.width).nullable().default(null),
    plan_y: z.number().int().min(0).max(FLOOR_PLAN.height).nullable().default(null),
    plan_width: planSide.default(80),
    plan_height: planSide.default(80),
    /** Degrees clockwise. */
    plan_rotation: z.number().int().min(0).max(359).default(0),
  })
  .strict();

export const discountKinds = ['percent', 'amount'] as const;
export const discountTargets = ['order', 'products', 'categories'] as const;

export const discountFields = z
  .object({
    name: requiredText(120),
    name_localized: localizedText.default({}),
    reference: text(40).default(''),
    kind: z.enum(discountKinds).default('percent'),
    value: z.number().finite().min(0).max(1_000_000),
    max_amount: money.nullable().default(null),
    min_order_amount: money.default(0),
    applies_to: z.enum(discountTargets).default('order'),
    product_ids: refList('products').default([]),
    category_ids: refList('categories').default([]),
    location_ids: refList('locations').default([]),
    starts_on: isoDate.nullable().default(null),
    ends_on: isoDate.nullable().default(null),
    requires_approval: z.boolean().default(false),
    /** Roles whose users may give it at the till (still capped by their `max_discount_permit`); empty: every role. */
    role_ids: refList('roles').default([]),
    /** Offered to web and online orders (`GET /discounts/web`); a till-only discount stays off the web. */
    is_online: z.boolean().default(false),
    is_active: z.boolean().default(true),
  })
  .strict();

export const orderTypeKinds = [
  'dine_in',
  'takeaway',
  'delivery',
  'pickup',
  'drive_thru',
  'catering',
] as const;

export const orderTypeFields = z
  .object({
    name: requiredText(120),
    name_localized: localizedText.default({}),
    kind: z.enum(orderTypeKinds).default('dine_in'),
    requires_table: z.boolean().default(false),
    requires_customer: z.boolean().default(false),
    is_active: z.boolean().default(true),
    sort_order: sortOrder.default(0),
  })
  .strict();

export const couponFields = z
  .object({
    code: z
      .string()
      .trim()
      .min(3)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'code_chars'),
    name: text(120).default(''),
    discount_id: ref('discounts'),
    max_uses: z.number().int().min(0).max(10_000_000).nullable().default(null),
    max_uses_per_customer: z.number().int().min(0).max(1000).nullable().default(null),
    starts_on: isoDate.nullable().default(null),
    ends_on: isoDate.nullable().default(null),
    is_active: z.boolean().default(true),
  })
  .strict();

const weekdays = z
  .array(z.number().int().min(0).max(6))
  .max(7)
  .refine((days) => new Set(days).size === days.length, 'duplicate');

export const supplierFields = z
  .object({
    name: requiredText(160),
    reference: text(40).default(''),
    contact_name: text(120).default(''),
    email: z.union([z.literal(''), z.email().max(200)]).default(''),
    phone: text(40).default(''),
    tax_number: text(40).default(''),
    address: longText(500).default(''),
    currency: text(3).default(''),
    payment_terms_days: z.number().int().min(0).max(365).default(30),
    minimum_order: money.default(0),
    /** Where orders are sent (the contact's `email` may be someone else). */
    order_email: z.union([z.literal(''), z.email().max(200)]).default(''),
    /** Weekdays (0 Sunday … 6 Saturday) the supplier takes orders, and delivers. */
    order_days: weekdays.default([]),
    lead_time_days: z.number().int().min(0).max(60).default(0),
    delivery_days: weekdays.default([]),
    notes: longText(2000).default(''),
    is_active: z.boolean().default(true),
  })
  .strict();

export const roleFields = z
  .object({
    name: requiredText(80),
    description: longText(500).default(''),
    permissions: z.array(text(60)).max(200).default([]),
    modules: z.array(z.number().int().min(1).max(99)).max(99).default([]),
  })
  .strict();
