import type { ClientConfig } from '@contract/clientConfig';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { callServer } from '@/data/calls';
import { useBackhouse } from '@/data/react';

/** How this server was set up for the browser; fixed while it runs, so asked for once. */
export function useClientConfigQuery(): UseQueryResult<ClientConfig> {
  const { api } = useBackhouse();
  return useQuery({
    queryKey: ['client-config'],
    // The call's declaration is loaded when asked: its schema brings zod, which the sign-in page
    // then does not wait for before it is shown (issue 24).
    queryFn: async () => {
      const { clientConfigCalls } = await import('@contract/clientConfig');
      return callServer(api, clientConfigCalls.read, {}, { anonymous: true });
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
