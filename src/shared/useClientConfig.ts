import type { ClientConfig } from '@contract/clientConfig';
import { clientConfigRoute } from '@contract/clientConfigRoute';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { callServer } from '@/data/calls';
import { useBackhouse } from '@/data/react';

/** How this server was set up for the browser; fixed while it runs, so asked for once. */
export function useClientConfigQuery(): UseQueryResult<ClientConfig> {
  const { api } = useBackhouse();
  return useQuery({
    queryKey: ['client-config'],
    queryFn: async () => {
      // Development and the tests check the reply against the call's declaration, whose schema
      // brings zod. The built app checks no reply (`checkedReply`), so it asks by the route alone,
      // and no page loads zod for this read: the sign-in page loads none at all (issue 24).
      if (import.meta.env.DEV) {
        const { clientConfigCalls } = await import('@contract/clientConfig');
        return callServer(api, clientConfigCalls.read, {}, { anonymous: true });
      }
      const { method, path } = clientConfigRoute;
      return api.request<ClientConfig>(method, path, { anonymous: true });
    },
    staleTime: Infinity,
    gcTime: Infinity,
    // Offline there is nothing to load the tiles or the tag manager from anyway.
    retry: false,
  });
}

/** The server's set-up, or undefined until known (or when it cannot be asked: offline). */
export function useClientConfig(): ClientConfig | undefined {
  return useClientConfigQuery().data;
}
