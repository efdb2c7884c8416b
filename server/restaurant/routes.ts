import { can } from '@contract/access';
import {
  restaurantConfigCalls,
  type restaurantConfigQuery,
  type RestaurantImageType,
} from '@contract/restaurantConfig';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { signedIn, type Auth } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { ApiError, invalidFields } from '../plugins/errors';
import { commitWrite, sendWrite } from '../plugins/idempotency';
import { activeLocation, missingPermission } from '../plugins/permissions';
import { registerUploadScope } from '../plugins/uploads';
import { requireImage, storeFile } from '../resources/files';
import { readRestaurantConfig, saveRestaurantConfig, setImage, setLiveStatus } from './store';

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
 * Restaurant (till) configuration (SPEC section 7), declared in contract/restaurantConfig.ts
 * (`restaurantConfigCalls`): tills read it with their own sign-in (a user who may record sales);
 * changing it needs `config.write`.
 */
export async function registerRestaurantConfigRoutes(app: FastifyInstance): Promise<void> {
  serveCall(app, restaurantConfigCalls.read, async (request) => {
    const auth = signedIn(request);
    if (!can(auth.grant, 'config.read') && !can(auth.grant, 'sales.write')) {
      throw missingPermission('config.read');
    }
    const location = configLocation(auth, request.query);
    return readRestaurantConfig(app.database.db, auth.customerId, location);
  });

  serveCall(app, restaurantConfigCalls.save, async (request, reply) => {
    const auth = signedIn(request);
    const location = configLocation(auth, request.query);
    const result = await commitWrite(request, async (trx) => ({
      status: 200,
      body: await saveRestaurantConfig(trx, auth, location, request.body),
    }));
    return sendWrite(reply, result);
  });

  serveCall(app, restaurantConfigCalls.setLiveStatus, async (request, reply) => {
    const auth = signedIn(request);
    const location = configLocation(auth, request.query);
    const result = await commitWrite(request, async (trx) => ({
      status: 200,
      body: await setLiveStatus(trx, auth, location, request.body.is_live),
    }));
    return sendWrite(reply, result);
  });

  // A multipart body is read by the upload scope before validation (`Call.upload`).
  await registerUploadScope(app, (scope) => {
    serveCall(scope, restaurantConfigCalls.uploadImage, async (request, reply) => {
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
    });
  });
}
