import { call } from './call';
import { locationsV2Reply } from './replies';

/**
 * The locations' own call beside the registry's generic `/locations` resource (not declared here):
 * the locations the caller may use, unpaged, each with its time zone and currency. Every signed-in
 * user needs it (the location picker, dates in the local time zone), so it asks for no permission
 * beyond the locations themselves.
 */
export const locationCalls = {
  usable: call({
    method: 'GET',
    path: '/locations/v2',
    tag: 'locations',
    summary: 'The locations the caller may use, with time zone and currency',
    reply: locationsV2Reply,
    access: 'signed-in',
  }),
};
