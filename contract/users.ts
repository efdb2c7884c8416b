import { z } from 'zod';
import { allModules } from './access';
import type { UserProfile } from './auth';
import { call } from './call';
import { IMAGE_MAX_BYTES, uploadBody } from './uploadedFiles';
import { id, pagination, requiredText, text, url } from './common';

/**
 * The users of a business (issue 13): the customer profile of SPEC section 3 as an administrator edits
 * it. Passwords and till PINs are write-only: replies say `has_pin`, never the hash.
 */

/** A custom permission a business adds for its till: `till.` keeps it apart from the built-in ones. */
export const CUSTOM_PERMISSION_PREFIX = 'till.';
export const customPermissionKey = z
  .string()
  .trim()
  .max(60)
  .regex(/^till\.[a-z][a-z0-9_]{1,50}$/, 'format');

const module = z
  .number()
  .int()
  .refine((n) => allModules.includes(n), 'one_of');
const permissionKey = z.string().trim().min(1).max(60);

/** A till PIN: 4 to 6 digits, stored hashed like a password. */
export const tillPin = z.string().regex(/^\d{4,6}$/, 'format');
export const userPassword = z.string().min(10).max(200);

/** The till behaviour flags and numbers (SPEC section 3), each with the bounds the till can honour. */
export const tillProfileFields = {
  has_void_order_permission: z.boolean(),
  is_daily_report: z.boolean(),
  is_weekly_report: z.boolean(),
  is_monthly_report: z.boolean(),
  can_preview_invoice: z.boolean(),
  max_discount_permit: z.number().finite().min(0).max(100),
  print_no_of_times: z.number().int().min(0).max(10),
  is_ingredient_disabled: z.boolean(),
  dining_guest_count: z.boolean(),
  show_receipt_screen: z.boolean(),
  order_type: text(64).nullable(),
  fraction_digits: z.number().int().min(0).max(4),
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
  tip_amount: z.number().finite().min(0).max(1_000_000),
  exchange_format: text(32).nullable(),
  web_image: url.nullable(),
} as const;
export type TillProfileField = keyof typeof tillProfileFields;
export const tillProfileKeys = Object.keys(tillProfileFields) as TillProfileField[];

const accessFields = {
  role_id: id.nullable(),
  location_id: id.nullable(),
  allow_locations: z.array(id).max(500),
  modules: z.array(module).max(20),
  /** The user's own permissions, on top of their role's. */
  permissions: z.array(permissionKey).max(200),
  is_admin: z.boolean(),
  is_active: z.boolean(),
};

const accountFields = {
  username: requiredText(80),
  email: z.email().max(200),
  image: url.nullable(),
};

/** `PUT /users/{id}`: any subset; `version` (when sent) must match the stored one. */
export const userUpdateBody = z
  .object({
    ...accountFields,
    ...accessFields,
    ...tillProfileFields,
    password: userPassword,
    /** A new PIN, or null to remove it. */
    pin: tillPin.nullable(),
    version: z.number().int().min(1),
  })
  .partial()
  .strict();
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

/** `POST /users`: a name, an email and a password; everything else has the defaults of a new user. */
export const userCreateBody = userUpdateBody
  .omit({ version: true })
  .extend({
    id: id.optional(),
    username: accountFields.username,
    email: accountFields.email,
    password: userPassword,
  })
  .strict();
export type UserCreateBody = z.infer<typeof userCreateBody>;

/** A user as the admin screens read them. */
export const userRecord = z.object({
  id,
  customer_id: id,
  ...accountFields,
  ...accessFields,
  ...tillProfileFields,
  /** The role's name, when the user has a live role. */
  role: z.string().nullable(),
  has_pin: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserRecord = z.infer<typeof userRecord>;

export const usersQuery = z.object({
  search: z.string().trim().max(200).optional(),
  role_id: id.optional(),
  location_id: id.optional(),
  active: z.enum(['0', '1']).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type UsersQuery = z.infer<typeof usersQuery>;

export const usersReply = z.object({ data: z.array(userRecord), pagination });
export type UsersReply = z.infer<typeof usersReply>;

/** `GET /users-find?q=`: a few fields of the first matching active users, for pickers. */
export const usersFindQuery = z.object({
  q: z.string().trim().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const userSummary = z.object({
  id,
  username: z.string(),
  email: z.string(),
  role: z.string().nullable(),
  location_id: id.nullable(),
  image: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummary>;
export const usersFindReply = z.object({ data: z.array(userSummary) });

export const assignRoleBody = z.object({ user_id: id, role_id: id.nullable() }).strict();
export type AssignRoleBody = z.infer<typeof assignRoleBody>;

export const userPermissionsBody = z
  .object({ user_id: id, permissions: z.array(permissionKey).max(200) })
  .strict();
export type UserPermissionsBody = z.infer<typeof userPermissionsBody>;

/** `GET /user-permissions/{id}`: the user's own permissions, without the role's. */
export const userPermissionsReply = z.object({ user_id: id, permissions: z.array(z.string()) });
export type UserPermissionsReply = z.infer<typeof userPermissionsReply>;

/** Where an effective permission comes from: the administrator flag, the role, the user, or both. */
export const permissionSource = z.enum(['admin', 'role', 'user']);
export type PermissionSource = z.infer<typeof permissionSource>;

/** `GET /users/permissions/{id}`: what the user may do, and why. */
export const effectivePermissionsReply = z.object({
  user_id: id,
  is_admin: z.boolean(),
  role: z.object({ id, name: z.string() }).nullable(),
  modules: z.array(z.object({ module: z.number().int(), sources: z.array(permissionSource) })),
  permissions: z.array(
    z.object({
      key: z.string(),
      description: z.string(),
      built_in: z.boolean(),
      sources: z.array(permissionSource),
    }),
  ),
});
export type EffectivePermissionsReply = z.infer<typeof effectivePermissionsReply>;

/** `POST /permissions`: a business's own permission for a till feature. */
export const customPermissionBody = z
  .object({ key: customPermissionKey, description: requiredText(300) })
  .strict();
export const customPermissionUpdateBody = z.object({ description: requiredText(300) }).strict();

/**
 * The till profile of a new user (SPEC section 3), as the server stores it and the user form starts
 * from; the admin screens change them later.
 */
export const profileDefaults = {
  has_void_order_permission: false,
  is_daily_report: false,
  is_weekly_report: false,
  is_monthly_report: false,
  can_preview_invoice: true,
  max_discount_permit: 0,
  print_no_of_times: 1,
  is_ingredient_disabled: false,
  image: null,
  dining_guest_count: false,
  show_receipt_screen: true,
  order_type: null,
  fraction_digits: 2,
  is_brand_groups: false,
  is_extras_enble: false,
  display_modifier_titles: true,
  print_only_save_kds_orders: false,
  orderhistory_print_receipt: false,
  open_dine_in: false,
  hide_cart_pay_button: false,
  print_void_orders: false,
  qr_code_on_print_receipt: false,
  is_channels_enable: false,
  channel_id: null,
  delivery_detail_enable: false,
  is_attributed_receipt: false,
  tip_amount: 0,
  exchange_format: null,
  web_image: null,
} satisfies Partial<UserProfile>;

const tag = 'users';
const idParams = z.object({ id });
const read = 'people.read';
const write = 'people.write';

/**
 * The calls of the users of a business (issue 13, SPEC section 7 "Users"). Every write goes through
 * the rules of server/people/rules.ts: no one gives more than they hold, a business keeps an
 * administrator, and a change of what a user may do or where ends their sessions. A
 * location-limited manager sees only the users within their locations; any other user is a 404, as
 * is another business's. A user's picture is uploaded as multipart (`setImage`, `Call.upload`).
 */
export const userCalls = {
  list: call({
    method: 'GET',
    path: '/users',
    tag,
    summary: 'The users of the business, paged',
    query: usersQuery,
    reply: usersReply,
    access: read,
  }),
  find: call({
    method: 'GET',
    path: '/users-find',
    tag,
    summary: 'A few active users whose name or email contains `q`, for pickers',
    query: usersFindQuery,
    reply: usersFindReply,
    access: read,
  }),
  byId: call({
    method: 'GET',
    path: '/users/:id',
    tag,
    summary: 'One user',
    params: idParams,
    reply: userRecord,
    access: read,
  }),
  effectivePermissions: call({
    method: 'GET',
    path: '/users/permissions/:id',
    tag,
    summary: "A user's effective permissions and modules, each with where it comes from",
    params: idParams,
    reply: effectivePermissionsReply,
    access: read,
  }),
  ownPermissions: call({
    method: 'GET',
    path: '/user-permissions/:id',
    tag,
    summary: "A user's own permissions, on top of their role's",
    params: idParams,
    reply: userPermissionsReply,
    access: read,
  }),
  create: call({
    method: 'POST',
    path: '/users',
    tag,
    summary: 'Create a user (a password is required; a till PIN is optional)',
    body: userCreateBody,
    reply: userRecord,
    status: 201,
    access: write,
    idempotent: true,
  }),
  update: call({
    method: 'PUT',
    path: '/users/:id',
    tag,
    summary:
      'Change a user; a new password, role, locations, modules, permissions or active flag ends their sessions',
    params: idParams,
    body: userUpdateBody,
    reply: userRecord,
    access: write,
    idempotent: true,
  }),
  remove: call({
    method: 'DELETE',
    path: '/users/:id',
    tag,
    summary: 'Delete a user: they can no longer sign in, and reports still name them',
    params: idParams,
    reply: z.undefined(),
    status: 204,
    access: write,
    idempotent: true,
  }),
  assignRole: call({
    method: 'POST',
    path: '/users/assign-role',
    tag,
    summary: 'Give a user a role (or none); their sessions end',
    body: assignRoleBody,
    reply: userRecord,
    access: write,
    idempotent: true,
  }),
  setOwnPermissions: call({
    method: 'POST',
    path: '/user-permissions',
    tag,
    summary: "Set a user's own permissions (replacing them); their sessions end",
    body: userPermissionsBody,
    reply: userPermissionsReply,
    access: write,
    idempotent: true,
  }),
  setImage: call({
    method: 'POST',
    path: '/uploads-user-image/:id',
    tag,
    summary: "Set a user's picture (PNG, JPEG, WebP or GIF, checked by its bytes)",
    params: idParams,
    body: uploadBody,
    reply: userRecord,
    access: write,
    idempotent: true,
    upload: { maxBytes: IMAGE_MAX_BYTES },
  }),
};
