import type { ClientConfig } from '@contract/clientConfig';
import { clientConfigRoute } from '@contract/clientConfigRoute';
import type { ApiClient } from './api';
import { callServer } from './calls';

/** Asks the server how it was set up for the browser (anonymous: the sign-in page asks too). */
export async function readClientConfig(api: ApiClient): Promise<ClientConfig> {
  // Development and the tests check the reply against the call's declaration, whose schema
  // brings zod. The built app checks no reply (`checkedReply`), so it asks by the route alone,
  // and no page loads zod for this read: the sign-in page loads none at all (issue 24).
  if (import.meta.env.DEV) {
    const { clientConfigCalls } = await import('@contract/clientConfig');
    return callServer(api, clientConfigCalls.read, {}, { anonymous: true });
  }
  const { method, path } = clientConfigRoute;
  return api.request<ClientConfig>(method, path, { anonymous: true });
}
