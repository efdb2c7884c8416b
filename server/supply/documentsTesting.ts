import { moduleOf, type Permission } from '@contract/access';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { insertUser } from '../auth/users';
import type { DatabaseHandle } from '../db/database';
import { caller, signIn, type Caller, type TestRow } from '../testing/harness';

/** What the supply tests' fixtures share: users of their own, rows made by the admin, set-up once. */

type Server = { app: FastifyInstance; database: DatabaseHandle };

const PASSWORD = 'supply-test-password';

/**
 * Signs in a user made straight in the database (the API makes no users with a chosen grant): one
 * location, the given permissions, inventory's module unless others are named.
 */
export async function supplyUser(
  server: Server,
  user: {
    customerId: string;
    username: string;
    email?: string;
    locationId: string;
    allowLocations?: string[];
    modules?: number[];
    permissions: readonly Permission[];
  },
): Promise<Caller> {
  const email = user.email ?? `${user.username}@backhouse.test`;
  await insertUser(server.database.db, server.database.dialect, {
    customerId: user.customerId,
    username: user.username,
    email,
    passwordHash: await hashPassword(PASSWORD),
    roleId: null,
    locationId: user.locationId,
    allowLocations: user.allowLocations ?? [],
    isAdmin: false,
    modules: user.modules ?? [moduleOf.inventory],
    permissions: [...user.permissions],
  });
  return caller(server.app, await signIn(server.app, { email, password: PASSWORD }));
}

/** Makes a row through the API as `admin` and answers its id; anything but 201 fails the set-up. */
export const creator =
  (admin: Caller) =>
  async (path: string, body: Record<string, unknown>): Promise<string> => {
    const reply = await admin('POST', path, body);
    if (reply.statusCode !== 201) throw new Error(`${path}: ${reply.body}`);
    return (reply.json() as TestRow).id;
  };

/** The demo's locations in their order, and the business they belong to. */
export async function demoLocations(
  admin: Caller,
): Promise<{ customerId: string; locations: TestRow[] }> {
  const locations = (await admin('GET', '/locations?sort=sort_order')).json().data as TestRow[];
  return { customerId: locations[0]!.customer_id as string, locations };
}

/** A fixture made once in `beforeAll`, read by the tests after it. */
export function fixtureOnce<T>(what: string, make: () => Promise<T>): () => T {
  let made: T | null = null;
  beforeAll(async () => {
    made = await make();
  });
  return () => {
    if (made === null) throw new Error(`the ${what} fixture is used before beforeAll made it`);
    return made;
  };
}
