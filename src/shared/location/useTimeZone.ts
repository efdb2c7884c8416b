import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '@/data/api';
import { callServer } from '@/data/calls';
import { PERSISTED_QUERY_MAX_AGE_MS } from '@/data/queryPersistence';
import { useBackhouse } from '@/data/react';
import { settingCalls } from '@contract/settingsCalls';
import { DEFAULT_TIME_ZONE } from '@contract/timezone';
import { useActiveLocation } from './useActiveLocation';

/** A blank setting means UTC (SPEC section 5). */
export function timeZoneOf(value: unknown): string {
  return typeof value === 'string' && value.trim() ? value.trim() : DEFAULT_TIME_ZONE;
}

/**
 * The `time_zone` setting of a location: `GET /api/config/time_zone?loc=`. The location is part of the
 * key, so switching location reads it again; a missing setting (404) or a blank one is UTC. Marked
 * for persistence and kept as long as persisted replies, so it is there offline.
 */
export function timeZoneQueryOptions(api: ApiClient, locationId: string | null) {
  return queryOptions({
    queryKey: ['config', 'time_zone', { loc: locationId }] as const,
    queryFn: async ({ signal }) => {
      try {
        const reply = await callServer(
          api,
          settingCalls.one,
          { params: { name: 'time_zone' }, query: { loc: locationId ?? undefined } },
          { signal },
        );
        return timeZoneOf(reply.value);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return DEFAULT_TIME_ZONE;
        throw error;
      }
    },
    enabled: locationId !== null,
    meta: { persist: true },
    gcTime: PERSISTED_QUERY_MAX_AGE_MS,
    staleTime: 5 * 60_000,
  });
}

/**
 * The active location's time zone setting as written (`Asia/Dubai`, `UTC+4`, ...), for the helpers of
 * `src/lib/timezone.ts` and `src/lib/dates.ts`. 'UTC' until it is known or when no location is.
 */
export function useTimeZone(): string {
  const { api } = useBackhouse();
  const { locationId } = useActiveLocation();
  const { data } = useQuery(timeZoneQueryOptions(api, locationId));
  return data ?? DEFAULT_TIME_ZONE;
}
