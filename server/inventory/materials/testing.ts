import { moduleOf } from '@contract/access';
import { beforeAll } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { hashPassword } from '../../auth/passwords';
import { insertUser } from '../../auth/users';
import { nowIso } from '../../db/rows';
import { caller, signIn, type Caller, type TestServer } from '../../testing/harness';

/** Callers the inventory tests need besides the demo admin and staff. */
export interface InventoryCallers {
  /** The demo counter: inventory.read and inventory.count at the first location, blind. */
  counter: Caller;
  /** A user of the first location with the catalogue but not the inventory module. */
  outsider: Caller;
  /** A user of every location who may change materials but not see costs. */
  blindWriter: Caller;
  /** The business's id. */
  customerId: () => string;
  /** The demo locations, in the order the locations list gives them. */
  locations: () => string[];
}

/** Signs in the counter and makes an outsider in `beforeAll` (after the server and admin exist). */
export function inventoryCallers(server: TestServer, admin: Caller): InventoryCallers {
  const made: {
    counter?: string;
    outsider?: string;
    blindWriter?: string;
    customer?: string;
    locations?: string[];
  } = {};
  const makeUser = async (
    modules: number[],
    permissions: string[],
    allowLocations: string[] = [],
  ) => {
    const email = `user-${uuidv7()}@backhouse.test`;
    await insertUser(
      server.database.db,
      server.database.dialect,
      {
        customerId: made.customer!,
        username: email,
        email,
        passwordHash: await hashPassword('test-pass'),
        roleId: null,
        locationId: made.locations![0]!,
        allowLocations,
        isAdmin: false,
        modules,
        permissions,
      },
      nowIso(),
    );
    return signIn(server.app, { email, password: 'test-pass' });
  };
  beforeAll(async () => {
    const me = (await admin('GET', '/user-find/current')).json();
    made.customer = me.customer_id as string;
    made.locations = (await admin('GET', '/locations/v2'))
      .json()
      .data.map((l: { id: string }) => l.id);
    made.outsider = await makeUser(
      [moduleOf.catalogue],
      ['catalogue.read', 'inventory.read', 'inventory.costs', 'inventory.write'],
    );
    made.blindWriter = await makeUser(
      [moduleOf.inventory, moduleOf.catalogue],
      ['inventory.read', 'inventory.write', 'catalogue.read', 'catalogue.write'],
      // Shared rows (materials) are created by users of every location.
      made.locations,
    );
    made.counter = await signIn(server.app, 'counter');
  });
  const as =
    (who: 'counter' | 'outsider' | 'blindWriter'): Caller =>
    (...call) =>
      caller(server.app, made[who]!)(...call);
  return {
    counter: as('counter'),
    outsider: as('outsider'),
    blindWriter: as('blindWriter'),
    customerId: () => made.customer!,
    locations: () => made.locations!,
  };
}
