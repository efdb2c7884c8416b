import { tableCalls } from '@contract/tables';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@/data/api';
import { callReadOptions } from '@/data/serverRead';
import { LOCATION } from '@/data/testing/harness';

describe('the floor plan’s pay-and-order links', () => {
  it('keep the key their last reply is persisted under (printing offline reads it)', () => {
    const read = callReadOptions({} as ApiClient, tableCalls.ofLocation, {
      params: { loc: LOCATION },
      query: {},
    });
    expect(read.queryKey).toEqual(['server-read', `/tables-location/${LOCATION}`, {}, null]);
  });
});
