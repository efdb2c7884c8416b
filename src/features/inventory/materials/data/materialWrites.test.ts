import { describe, expect, it } from 'vitest';
import type { LocalRow } from '@/data/db';
import { withAllLocations } from './materialWrites';

const row = (id: string, locations: unknown[]): LocalRow =>
  ({ id, version: 1, updated_at: '', location_id: null, deleted_at: null, locations }) as LocalRow;

describe('withAllLocations', () => {
  it('adds only the locations a material lacks and keeps what the others hold', () => {
    const kept = { location_id: 'A', par: 10, minimum: 2, storage_area: 'Fridge' };
    const changes = withAllLocations([row('m1', [kept]), row('m2', [])], ['A', 'B']);
    expect(changes).toEqual([
      {
        id: 'm1',
        fields: { locations: [kept, { location_id: 'B', par: 0, minimum: 0, storage_area: '' }] },
      },
      {
        id: 'm2',
        fields: {
          locations: [
            { location_id: 'A', par: 0, minimum: 0, storage_area: '' },
            { location_id: 'B', par: 0, minimum: 0, storage_area: '' },
          ],
        },
      },
    ]);
  });
  it('leaves a material that is everywhere out of the call', () => {
    expect(withAllLocations([row('m1', [{ location_id: 'A' }])], ['A'])).toEqual([]);
  });
});
