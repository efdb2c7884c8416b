import { describe, expect, it } from 'vitest';
import { resourceKeys, resourceList } from './registry';
import { resourceCollections } from './resourceCollections';

describe('the collections of the registry resources', () => {
  it('name every resource of the registry, in its order, as its collection and its key', () => {
    expect(resourceList.map((r) => r.collection)).toEqual(resourceCollections);
    expect(resourceKeys).toEqual(resourceCollections);
  });
});
