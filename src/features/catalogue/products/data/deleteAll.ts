import { DELETE_ALL_PRODUCTS_CONFIRMATION, productCalls } from '@contract/catalogueCalls';
import type { ApiClient } from '@/data/api';
import { callServer } from '@/data/calls';

/**
 * Delete-all and its undo, made online only. On their own (nothing of the screens imported), so
 * tests/integration proves them from the app against a real server.
 */

/** Deletes every product of the business, confirmed by the phrase the server asks for. */
export const deleteAllProducts = (api: ApiClient) =>
  callServer(api, productCalls.deleteAll, {
    body: { confirm: DELETE_ALL_PRODUCTS_CONFIRMATION },
  });

/** Brings back every product deleted at that moment (the undo of delete-all). */
export const restoreAllProducts = (api: ApiClient, deletedAt: string) =>
  callServer(api, productCalls.restoreAll, { body: { deleted_at: deletedAt } });
