import type { UploadReply } from '@contract/catalogueCalls';
import {
  RESTAURANT_CONFIG_PATH,
  type RestaurantConfig,
  type RestaurantConfigBody,
  type RestaurantImageType,
} from '@contract/restaurantConfig';
import type { ApiClient } from '@/data/api';

/**
 * The till configuration is written straight to the server, not queued. A logo is a file, which the
 * outbox does not carry; and the live switch decides whether guests can order online right now: a
 * switch that waited offline and reached the server hours later would open (or close) online orders
 * at a moment nobody chose. Reading works offline (a kept server read, with its "as of" time).
 */

export { RESTAURANT_CONFIG_PATH };

const where = (locationId: string) => ({ query: { location_id: locationId } });

export const saveRestaurantConfig = (
  api: ApiClient,
  locationId: string,
  body: RestaurantConfigBody,
) => api.post<RestaurantConfig>(RESTAURANT_CONFIG_PATH, body, where(locationId));

export const setLiveStatus = (api: ApiClient, locationId: string, isLive: boolean) =>
  api.post<RestaurantConfig>(
    `${RESTAURANT_CONFIG_PATH}/live-status`,
    { is_live: isLive },
    where(locationId),
  );

export function uploadRestaurantImage(
  api: ApiClient,
  locationId: string,
  type: RestaurantImageType,
  file: File,
) {
  const form = new FormData();
  form.append('attachment', file);
  return api.post<{ file: UploadReply; config: RestaurantConfig }>(
    `${RESTAURANT_CONFIG_PATH}/upload`,
    form,
    { query: { location_id: locationId, type } },
  );
}
