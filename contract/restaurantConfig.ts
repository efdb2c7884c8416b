import { z } from 'zod';
import { call } from './call';
import { uploadBodyWith, uploadReply } from './uploadedFiles';
import { id, longText, requiredText } from './common';

/**
 * A location's till configuration (SPEC section 7, "Restaurant config"): what its receipts carry,
 * the printers its tills print to, which kitchen screen shows which categories, and whether the
 * location takes online orders. One per location; tills read it with their own sign-in.
 */

/** How a till reaches a printer. */
export const printerConnections = ['network', 'usb', 'bluetooth'] as const;
/** What a printer prints. */
export const printJobs = ['receipt', 'kitchen', 'label', 'report'] as const;
export const paperWidths = [58, 80] as const;
/** The images `POST /restaurant-config/upload` takes, by its `type` query. */
export const restaurantImageTypes = ['receipt_logo', 'customer_display'] as const;
export type RestaurantImageType = (typeof restaurantImageTypes)[number];

/** Receipt logos and display images are small pictures: 2 MB is far more than a till needs. */
export const RESTAURANT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const MAX_PRINTERS = 20;
export const MAX_KITCHEN_SCREENS = 20;
export const MAX_SCREEN_CATEGORIES = 500;

/** A network printer's address: an IPv4 address or a host name, with an optional port. */
const NETWORK_ADDRESS =
  /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}|[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*)(?::\d{1,5})?$/;

export const printer = z
  .object({
    /** Made by the client, so a printer keeps its identity across edits. */
    id,
    name: requiredText(80),
    connection: z.enum(printerConnections),
    /** `192.168.1.40:9100` for a network printer, the device's name otherwise. */
    address: requiredText(120),
    paper_width: z.union([z.literal(58), z.literal(80)]),
    prints: z
      .array(z.enum(printJobs))
      .min(1)
      .max(printJobs.length)
      .refine((jobs) => new Set(jobs).size === jobs.length, 'choose_from'),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.connection === 'network' && !NETWORK_ADDRESS.test(p.address)) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'format' });
    }
  });
export type Printer = z.infer<typeof printer>;

export const kitchenScreen = z
  .object({
    id,
    name: requiredText(80),
    /** The categories whose items this screen shows; a category may go to several screens. */
    category_ids: z
      .array(id)
      .max(MAX_SCREEN_CATEGORIES)
      .refine((ids) => new Set(ids).size === ids.length, 'choose_from'),
  })
  .strict();
export type KitchenScreen = z.infer<typeof kitchenScreen>;

/** Names are told apart ignoring case: two printers called "Bar" would be one on a till's list. */
function uniqueNames(rows: readonly { name: string }[], field: string, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const key = row.name.trim().toLowerCase();
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: [field, index, 'name'], message: 'duplicate' });
    seen.add(key);
  });
}

/** An image already uploaded for this business (`/api/files/{id}`), or '' for none. */
const imageUrl = z.union([z.literal(''), z.string().regex(/^\/api\/files\/[0-9a-f-]{36}$/, 'url')]);

/** `POST /restaurant-config`: the whole configuration (live status has its own call). */
export const restaurantConfigBody = z
  .object({
    receipt_header: longText(500),
    receipt_footer: longText(500),
    receipt_logo_url: imageUrl,
    customer_display_url: imageUrl,
    printers: z.array(printer).max(MAX_PRINTERS),
    kitchen_screens: z.array(kitchenScreen).max(MAX_KITCHEN_SCREENS),
    /** The version read; a stale one is a 409 with the current configuration. Absent: no check. */
    version: z.number().int().min(0).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    uniqueNames(body.printers, 'printers', ctx);
    uniqueNames(body.kitchen_screens, 'kitchen_screens', ctx);
  });
export type RestaurantConfigBody = z.infer<typeof restaurantConfigBody>;

export const liveStatusBody = z.object({ is_live: z.boolean() }).strict();
export type LiveStatusBody = z.infer<typeof liveStatusBody>;

export const restaurantConfig = z.object({
  location_id: z.string(),
  receipt_header: z.string(),
  receipt_footer: z.string(),
  receipt_logo_url: z.string(),
  customer_display_url: z.string(),
  printers: z.array(printer),
  kitchen_screens: z.array(kitchenScreen),
  /** Whether the location takes online orders now. */
  is_live: z.boolean(),
  /** When and by whom it was last switched; null when never. */
  live_changed_at: z.string().nullable(),
  live_changed_by: z.string().nullable(),
  /** 0 until the configuration is first saved. */
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type RestaurantConfig = z.infer<typeof restaurantConfig>;

/** The query of every restaurant-config call (SPEC section 7). */
export const restaurantConfigQuery = z.object({
  location_id: z
    .string()
    .max(64)
    .optional()
    .describe("The location; absent, empty or '0': the caller's own"),
  customer_id: z
    .string()
    .max(64)
    .optional()
    .describe('The business; when given it must be the caller’s own'),
});

export const restaurantUploadQuery = restaurantConfigQuery.extend({
  type: z
    .enum(restaurantImageTypes)
    .describe('Which image: the receipt logo or the customer display'),
});

/** What `restaurantConfigCalls.uploadImage` answers: the stored file and the configuration with it. */
export const restaurantUploadReply = z.object({ file: uploadReply, config: restaurantConfig });

const tag = 'restaurant config';

/**
 * The calls of a location's till configuration (SPEC section 7). Tills read it with their own
 * sign-in (a user who may record sales); changing it needs `config.write`. Every write honours
 * `Idempotency-Key` and goes straight to the server, never through the outbox.
 */
export const restaurantConfigCalls = {
  read: call({
    method: 'GET',
    path: '/restaurant-config',
    tag,
    summary: "A location's till configuration",
    description:
      'Receipt header, footer and images, printers, kitchen screen routing, and whether the ' +
      'location takes online orders. Readable with `config.read`, or by a till (a user with ' +
      '`sales.write`) for the locations it may use. A location that never saved one reads ' +
      'as empty, version 0.',
    query: restaurantConfigQuery,
    reply: restaurantConfig,
    access: 'signed-in',
  }),
  save: call({
    method: 'POST',
    path: '/restaurant-config',
    tag,
    summary: "Save a location's till configuration (every field)",
    description:
      'Kitchen screens may name only live categories, images only files uploaded by this ' +
      'business (`/restaurant-config/upload`). `version` as read: a stale one is a 409 with ' +
      'the current configuration. The live status is switched by its own call.',
    query: restaurantConfigQuery,
    body: restaurantConfigBody,
    reply: restaurantConfig,
    access: 'config.write',
    idempotent: true,
  }),
  setLiveStatus: call({
    method: 'POST',
    path: '/restaurant-config/live-status',
    tag,
    summary: 'Switch whether a location takes online orders',
    description: 'Switching to the status it already has changes nothing.',
    query: restaurantConfigQuery,
    body: liveStatusBody,
    reply: restaurantConfig,
    access: 'config.write',
    idempotent: true,
  }),
  uploadImage: call({
    method: 'POST',
    path: '/restaurant-config/upload',
    tag,
    summary: `Upload the receipt logo or the customer display image (PNG, JPEG, WebP or GIF, at most ${RESTAURANT_IMAGE_MAX_BYTES / 1024 / 1024} MB)`,
    description:
      'Multipart, the file in the field `attachment`; `type` says which image it is. The ' +
      'file is checked by its bytes and becomes the configuration’s image at once.',
    query: restaurantUploadQuery,
    body: uploadBodyWith('attachment'),
    reply: restaurantUploadReply,
    access: 'config.write',
    idempotent: true,
    upload: { maxBytes: RESTAURANT_IMAGE_MAX_BYTES, field: 'attachment' },
  }),
};
