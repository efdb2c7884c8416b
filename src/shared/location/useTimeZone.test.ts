import { describe, expect, it } from 'vitest';
import { ApiError, type ApiClient } from '@/data/api';
import { timeZoneOf, timeZoneQueryOptions } from './useTimeZone';

const apiAnswering = (answer: () => Promise<unknown>) =>
  ({ request: () => answer() }) as unknown as ApiClient;
/** The `time_zone` setting row as the server answers it. */
const timeZoneRow = (value: string) => ({
  id: '01a1ff98-31ff-703a-93b3-f1da6b53d101',
  customer_id: '01a1ff98-31ff-703a-93b3-f1da6b53d102',
  location_id: '01a1ff98-31ff-703a-93b3-f1da6b53d103',
  name: 'time_zone',
  value,
  version: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  deleted_at: null,
});
const run = (api: ApiClient, loc: string | null) => {
  const options = timeZoneQueryOptions(api, loc);
  return (options.queryFn as (context: { signal: AbortSignal }) => Promise<string>)({
    signal: new AbortController().signal,
  });
};

describe('the time zone of the active location', () => {
  it('is UTC when the setting is blank', () => {
    expect(timeZoneOf('')).toBe('UTC');
    expect(timeZoneOf('   ')).toBe('UTC');
    expect(timeZoneOf(undefined)).toBe('UTC');
    expect(timeZoneOf(' Asia/Dubai ')).toBe('Asia/Dubai');
  });

  it('is read per location and kept for offline use', () => {
    const a = timeZoneQueryOptions(
      apiAnswering(async () => null),
      'a',
    );
    const b = timeZoneQueryOptions(
      apiAnswering(async () => null),
      'b',
    );
    expect(a.queryKey).not.toEqual(b.queryKey);
    expect(a.meta).toEqual({ persist: true });
  });

  it('is not read while no location is known', () => {
    expect(
      timeZoneQueryOptions(
        apiAnswering(async () => null),
        null,
      ).enabled,
    ).toBe(false);
  });

  it('is UTC when the location has no setting (404)', async () => {
    const missing = apiAnswering(async () => {
      throw new ApiError('http', 404, 'Not found', { error: { code: 'NOT_FOUND', message: 'x' } });
    });
    await expect(run(missing, 'a')).resolves.toBe('UTC');
    await expect(
      run(
        apiAnswering(async () => timeZoneRow('UTC+4')),
        'a',
      ),
    ).resolves.toBe('UTC+4');
  });

  it('passes other failures on, so the last known value stays', async () => {
    const offline = apiAnswering(async () => {
      throw new ApiError('network', 0, 'Failed to fetch');
    });
    await expect(run(offline, 'a')).rejects.toBeInstanceOf(ApiError);
  });
});
