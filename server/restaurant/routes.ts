import { can } from '@contract/access';
import { uploadReply } from '@contract/catalogueCalls';
import {
  liveStatusBody,
  RESTAURANT_CONFIG_PATH,
  RESTAURANT_IMAGE_MAX_BYTES,
  restaurantConfig,
  restaurantConfigBody,
  restaurantConfigQuery,
  restaurantUploadQuery,
  type RestaurantImageType,
} from '@contract/restaurantConfig';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn, type Auth } from '../plugins/auth';
import { ApiError, errorResponses, invalidFields } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import { activeLocation, missingPermission } from '../plugins/permissions';
import { registerUploadScope, uploadBodyWith } from '../plugins/uploads';
import { requireImage, storeFile } from '../resources/files';
import { readRestaurantConfig, saveRestaurantConfig, setImage, setLiveStatus } from './store';

const tags = ['restaurant config'];
const path = RESTAURANT_CONFIG_PATH;
type Query = z.infer<typeof restaurantConfigQuery>;

/**
 * The location a call is about (absent, empty or '0': the caller's own), one the caller may use
 * (403); `customer_id`, when a till sends it, must be the caller's own business (403).
 */
function configLocation(auth: Auth, query: Query): string {
  if (query.customer_id && query.customer_id !== auth.customerId) {
    throw new ApiError(403, 'FORBIDDEN', 'customer_id is not your business');
  }
  const location = activeLocation(auth, query.location_id);
  if (!location) throw invalidFields({ location_id: 'required' }, 'Say which location');
  return location;
}

const imageField: Record<RestaurantImageType, 'receipt_logo_url' | 'customer_display_url'> = {
  receipt_logo: 'receipt_logo_url',
  customer_display: 'customer_display_url',
};

/**
 * Restaurant (till) configuration (SPEC section 7): `GET` and `POST /restaurant-config`,
 * `POST /restaurant-config/live-status`, `POST /restaurant-config/upload`. Tills read it with their
 * own sign-in (a user who may record sales); changing it needs `config.write`.
 */
export async function registerRestaurantConfigRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    path,
    {
      schema: {
        tags,
        summary: "A location's till configuration",
        description:
          'Receipt header, footer and images, printers, kitchen screen routing, and whether the ' +
          'location takes online orders. Readable with `config.read`, or by a till (a user with ' +
          '`sales.write`) for the locations it may use. A location that never saved one reads ' +
          'as empty, version 0.',
        querystring: restaurantConfigQuery,
        response: { 200: restaurantConfig, ...errorResponses },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const auth = signedIn(request);
      if (!can(auth.grant, 'config.read') && !can(auth.grant, 'sales.write')) {
        throw missingPermission('config.read');
      }
      const location = configLocation(auth, request.query);
      return readRestaurantConfig(app.database.db, auth.customerId, location);
    },
  );

  app.post(
    path,
    {
      schema: {
        tags,
        summary: "Save a location's till configuration (every field)",
        description:
          'Kitchen screens may name only live categories, images only files uploaded by this ' +
          'business (`/restaurant-config/upload`). `version` as read: a stale one is a 409 with ' +
          'the current configuration. The live status is switched by its own call.',
        querystring: restaurantConfigQuery,
        headers: idempotencyHeaders,
        body: restaurantConfigBody,
        response: { 200: restaurantConfig, ...errorResponses },
      },
      config: { access: 'config.write', idempotent: true },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const location = configLocation(auth, request.query);
      const result = await commitWrite(request, async (trx) => ({
        status: 200,
        body: await saveRestaurantConfig(trx, auth, location, request.body),
      }));
      return sendWrite(reply, result);
    },
  );

  app.post(
    `${path}/live-status`,
    {
      schema: {
        tags,
        summary: 'Switch whether a location takes online orders',
        description: 'Switching to the status it already has changes nothing.',
        querystring: restaurantConfigQuery,
        headers: idempotencyHeaders,
        body: liveStatusBody,
        response: { 200: restaurantConfig, ...errorResponses },
      },
      config: { access: 'config.write', idempotent: true },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const location = configLocation(auth, request.query);
      const result = await commitWrite(request, async (trx) => ({
        status: 200,
        body: await setLiveStatus(trx, auth, location, request.body.is_live),
      }));
      return sendWrite(reply, result);
    },
  );

  await registerUploadScope(api, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${path}/upload`,
      {
        schema: {
          tags,
          summary: `Upload the receipt logo or the customer display image (PNG, JPEG, WebP or GIF, at most ${RESTAURANT_IMAGE_MAX_BYTES / 1024 / 1024} MB)`,
          description:
            'Multipart, the file in the field `attachment`; `type` says which image it is. The ' +
            'file is checked by its bytes and becomes the configuration’s image at once.',
          consumes: ['multipart/form-data'],
          querystring: restaurantUploadQuery,
          headers: idempotencyHeaders,
          body: uploadBodyWith('attachment'),
          response: {
            200: z.object({ file: uploadReply, config: restaurantConfig }),
            ...errorResponses,
          },
        },
        config: {
          access: 'config.write',
          idempotent: true,
          upload: { maxBytes: RESTAURANT_IMAGE_MAX_BYTES, field: 'attachment' },
        },
      },
      async (request, reply) => {
        const auth = signedIn(request);
        const location = configLocation(auth, request.query);
        const contentType = await requireImage(request.body.attachment);
        const result = await commitWrite(request, async (trx) => {
          const file = await storeFile(trx, auth, request.body.attachment, contentType);
          const field = imageField[request.query.type];
          const config = await setImage(trx, auth, location, field, file.url);
          return { status: 200, body: { file, config } };
        });
        return sendWrite(reply, result);
      },
    );
  });
}
