import { moduleOf, type Area } from '@contract/access';
import { profileDefaults, type TillProfileField, type UserRecord } from '@contract/users';

/** How a till field is edited: a switch, a bounded number, or a short text. */
export type TillFieldKind =
  | { kind: 'switch' }
  | { kind: 'number'; min: number; max: number; step?: number; suffix?: string }
  | { kind: 'text'; max: number }
  | { kind: 'orderType' }
  | { kind: 'channel' };

/** The till behaviour fields (SPEC section 3), in groups the form shows as they matter on a till. */
export const tillGroups: readonly {
  key: string;
  fields: readonly [TillProfileField, TillFieldKind][];
}[] = [
  {
    key: 'orders',
    fields: [
      ['has_void_order_permission', { kind: 'switch' }],
      ['max_discount_permit', { kind: 'number', min: 0, max: 100, suffix: '%' }],
      ['order_type', { kind: 'orderType' }],
      ['open_dine_in', { kind: 'switch' }],
      ['dining_guest_count', { kind: 'switch' }],
      ['is_channels_enable', { kind: 'switch' }],
      ['channel_id', { kind: 'channel' }],
      ['delivery_detail_enable', { kind: 'switch' }],
      ['hide_cart_pay_button', { kind: 'switch' }],
      ['tip_amount', { kind: 'number', min: 0, max: 1_000_000, step: 0.5 }],
    ],
  },
  {
    key: 'menu',
    fields: [
      ['is_brand_groups', { kind: 'switch' }],
      ['is_extras_enble', { kind: 'switch' }],
      ['display_modifier_titles', { kind: 'switch' }],
      ['is_ingredient_disabled', { kind: 'switch' }],
      ['fraction_digits', { kind: 'number', min: 0, max: 4 }],
      ['exchange_format', { kind: 'text', max: 32 }],
    ],
  },
  {
    key: 'receipts',
    fields: [
      ['print_no_of_times', { kind: 'number', min: 0, max: 10 }],
      ['can_preview_invoice', { kind: 'switch' }],
      ['show_receipt_screen', { kind: 'switch' }],
      ['qr_code_on_print_receipt', { kind: 'switch' }],
      ['is_attributed_receipt', { kind: 'switch' }],
      ['print_void_orders', { kind: 'switch' }],
      ['print_only_save_kds_orders', { kind: 'switch' }],
      ['orderhistory_print_receipt', { kind: 'switch' }],
    ],
  },
];

export const reportFields = ['is_daily_report', 'is_weekly_report', 'is_monthly_report'] as const;

/** Modules by number, with the area each opens, for labels. */
export const moduleAreas = Object.entries(moduleOf).map(([area, module]) => ({
  area: area as Area,
  module,
}));

/** What the form edits: every writable field of a user, plus the write-only password and PIN. */
export type UserDraft = Omit<
  UserRecord,
  'id' | 'customer_id' | 'role' | 'has_pin' | 'version' | 'created_at' | 'updated_at'
> & { password: string; pin: string };

export function draftOf(
  user: UserRecord | null,
  defaults: { location_id: string | null },
): UserDraft {
  if (user) {
    const {
      id: _i,
      customer_id: _c,
      role: _r,
      has_pin: _h,
      version: _v,
      created_at: _a,
      updated_at: _u,
      ...rest
    } = user;
    return { ...rest, password: '', pin: '' };
  }
  return {
    username: '',
    email: '',
    role_id: null,
    location_id: defaults.location_id,
    allow_locations: defaults.location_id ? [defaults.location_id] : [],
    modules: [],
    permissions: [],
    is_admin: false,
    is_active: true,
    ...profileDefaults,
    password: '',
    pin: '',
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The body of a save: for a new user every field, for an existing one only what changed (so a change
 * of a phone flag does not send the role again). An empty password or PIN means "keep it".
 */
export function bodyOf(draft: UserDraft, before: UserDraft | null): Record<string, unknown> {
  const { password, pin, ...fields } = draft;
  const changed = Object.fromEntries(
    Object.entries(fields).filter(
      ([key, value]) => !before || !same(value, before[key as keyof UserDraft]),
    ),
  );
  return {
    ...changed,
    ...(password ? { password } : {}),
    ...(pin ? { pin } : {}),
  };
}
