import type { ClientConfig } from '@contract/clientConfig';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { readClientConfig } from '@/data/clientConfig';
import { useBackhouse } from '@/data/react';

/** How this server was set up for the browser; fixed while it runs, so asked for once. */
export function useClientConfigQuery(): UseQueryResult<ClientConfig> {
  const { api } = useBackhouse();
  return useQuery({
    queryKey: ['client-config'],
    queryFn: () => readClientConfig(api),
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
