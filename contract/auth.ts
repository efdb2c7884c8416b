import { z } from 'zod';
import { call } from './call';
import { id, requiredText, text } from './common';

export const loginBody = z
  .object({
    email: z.string().trim().max(200).optional(),
    username: z.string().trim().max(200).optional(),
    password: z.string().min(1).max(200),
  })
  .strict()
  .refine((b) => Boolean(b.email || b.username), { message: 'required', path: ['email'] });
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z
  .object({
    business_name: requiredText(120),
    location_name: requiredText(120),
    time_zone: text(64).default('UTC'),
    currency: z.string().trim().length(3).default('USD'),
    username: requiredText(80),
    email: z.email().max(200),
    password: z.string().min(10).max(200),
  })
  .strict();
export type RegisterBody = z.infer<typeof registerBody>;

/** The customer profile of a signed-in user (SPEC section 3), as sign-in and /user-find/current return it. */
export const userProfile = z.object({
  id,
  username: z.string(),
  email: z.string(),
  has_void_order_permission: z.boolean(),
  role: z.string().nullable(),
  role_id: id.nullable(),
  location_id: id.nullable(),
  customer_id: id,
  business_name: z.string(),
  is_daily_report: z.boolean(),
  is_weekly_report: z.boolean(),
  is_monthly_report: z.boolean(),
  modules: z.array(z.number().int()),
  can_preview_invoice: z.boolean(),
  max_discount_permit: z.number(),
  allow_locations: z.array(id),
  /** The user may act on every location of the business (so on rows shared by all of them). */
  all_locations: z.boolean().optional(),
  is_admin: z.boolean(),
  permissions: z.array(z.string()),
  print_no_of_times: z.number().int(),
  is_ingredient_disabled: z.boolean(),
  image: z.string().nullable(),
  dining_guest_count: z.boolean(),
  show_receipt_screen: z.boolean(),
  order_type: z.string().nullable(),
  fraction_digits: z.number().int(),
  is_brand_groups: z.boolean(),
  is_extras_enble: z.boolean(),
  display_modifier_titles: z.boolean(),
  print_only_save_kds_orders: z.boolean(),
  orderhistory_print_receipt: z.boolean(),
  open_dine_in: z.boolean(),
  hide_cart_pay_button: z.boolean(),
  print_void_orders: z.boolean(),
  qr_code_on_print_receipt: z.boolean(),
  is_channels_enable: z.boolean(),
  channel_id: id.nullable(),
  delivery_detail_enable: z.boolean(),
  is_attributed_receipt: z.boolean(),
  tip_amount: z.number(),
  exchange_format: z.string().nullable(),
  web_image: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const loginReply = z.object({ token: z.string(), user: userProfile });
export type LoginReply = z.infer<typeof loginReply>;

const tag = 'auth';

/**
 * Signing in and out, registering a business, and the signed-in user, each declared once. Sign-in
 * and registration are public and rate-limited by address (sign-in also by failed attempts per
 * account), answering 429 with `retry-after`; the server keeps that in its handlers.
 */
export const authCalls = {
  login: call({
    method: 'POST',
    path: '/auth/login',
    tag,
    summary: 'Sign in with an email or username and a password',
    body: loginBody,
    reply: loginReply,
    access: 'public',
  }),
  logout: call({
    method: 'POST',
    path: '/auth/logout',
    tag,
    summary: 'Sign out: the token stops working at once',
    reply: z.undefined(),
    access: 'signed-in',
    status: 204,
  }),
  register: call({
    method: 'POST',
    path: '/auth/register',
    tag,
    summary: 'Create a business with its first location and administrator, and sign in',
    body: registerBody,
    reply: loginReply,
    access: 'public',
    status: 201,
  }),
  current: call({
    method: 'GET',
    path: '/user-find/current',
    tag,
    summary: 'The signed-in user',
    reply: userProfile,
    access: 'signed-in',
  }),
};

export { modulesFromToken, TOKEN_PREFIX } from './token';
