import {
  restaurantConfigCalls,
  type RestaurantConfigBody,
  type RestaurantImageType,
} from '@contract/restaurantConfig';
import { useMemo } from 'react';
import { ApiError } from '@/data/api';
import { callServer, callUpload } from '@/data/calls';
import { useBackhouse } from '@/data/react';

/**
 * The till configuration is written straight to the server, not queued. A logo is a file, which the
 * outbox does not carry; and the live switch decides whether guests can order online right now: a
 * switch that waited offline and reached the server hours later would open (or close) online orders
 * at a moment nobody chose. Reading works offline (a kept server read, with its "as of" time).
 * Called by their declarations (contract/restaurantConfig.ts `restaurantConfigCalls`).
 */

const where = (locationId: string) => ({ location_id: locationId });

/** The writes of the restaurant configuration screen, straight to the server. */
export function useRestaurantWrites() {
  const { api } = useBackhouse();
  return useMemo(
    () => ({
      save: (locationId: string, body: RestaurantConfigBody) =>
        callServer(api, restaurantConfigCalls.save, { query: where(locationId), body }),
      setLiveStatus: (locationId: string, isLive: boolean) =>
        callServer(api, restaurantConfigCalls.setLiveStatus, {
          query: where(locationId),
          body: { is_live: isLive },
        }),
      uploadImage: (locationId: string, type: RestaurantImageType, file: File) =>
        callUpload(
          api,
          restaurantConfigCalls.uploadImage,
          { query: { ...where(locationId), type } },
          file,
        ),
    }),
    [api],
  );
}

/** The field messages of a refused write (English, from the server), by field path, if any. */
export const refusedFields = (error: unknown): Record<string, string> | undefined =>
  error instanceof ApiError ? error.fields : undefined;
