import { moduleOf } from '@contract/access';
import { pathOf } from '@contract/call';
import { userCalls, type UserRecord } from '@contract/users';
import type { FastifyInstance } from 'fastify';
import { caller, signIn, type Caller } from '../testing/harness';

export const password = 'a-long-enough-password';

let made = 0;
/** A unique name for a user a test makes, so tests in one file never clash. */
export const uniqueName = (what: string) => `${what}-${++made}-${Date.now().toString(36)}`;

/** Creates a user as `who` (expects 201) and returns them with a caller signed in as them. */
export async function makeUser(
  app: FastifyInstance,
  who: Caller,
  fields: Record<string, unknown>,
): Promise<{ user: UserRecord; as: Caller; token: string }> {
  const username = uniqueName('user');
  const email = `${username}@example.test`;
  const response = await who('POST', pathOf(userCalls.create), {
    username,
    email,
    password,
    ...fields,
  });
  if (response.statusCode !== 201) throw new Error(`user not created: ${response.body}`);
  const token = await signIn(app, { email, password });
  return { user: response.json(), as: caller(app, token), token };
}

/** The demo's first two locations (Dubai, Soho) as the admin lists them. */
export async function demoLocations(admin: Caller): Promise<[string, string]> {
  const rows = (await admin('GET', '/locations?sort=sort_order')).json().data as { id: string }[];
  return [rows[0]!.id, rows[1]!.id];
}

/** A role a location manager has: users and the catalogue to read, nothing else. */
export async function makeManagerRole(admin: Caller): Promise<string> {
  const response = await admin('POST', '/roles', {
    name: uniqueName('Manager'),
    permissions: ['people.read', 'people.write', 'catalogue.read'],
    modules: [moduleOf.people, moduleOf.catalogue],
  });
  if (response.statusCode !== 201) throw new Error(`role not created: ${response.body}`);
  return response.json().id as string;
}
