import { moduleOf } from '@contract/access';
import type { FloorRow, PlanTable } from '@contract/tables';
import { beforeAll, expect } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { insertUser } from '../auth/users';
import { caller, demoServer, signIn, type Caller } from '../testing/harness';

/**
 * The demo with what table tests need: its two restaurants, a floor manager (config rights at Dubai
 * Marina only), and the administrator of another business with a table of its own.
 */
export function tablesFixture(options: Parameters<typeof demoServer>[0] = {}) {
  const demo = demoServer(options);
  const { server, admin, list } = demo;
  const made: {
    dubai?: string;
    soho?: string;
    manager?: Caller;
    stranger?: Caller;
    strangerTable?: string;
  } = {};

  beforeAll(async () => {
    const locations = await list('/locations');
    made.dubai = locations.find((l) => l.name.includes('Dubai Marina'))!.id;
    made.soho = locations.find((l) => l.name.includes('Soho'))!.id;
    const role = await admin('POST', '/roles', {
      name: 'Floor manager',
      permissions: ['config.read', 'config.write'],
      modules: [moduleOf.config],
    });
    expect(role.statusCode).toBe(201);
    const credentials = { email: 'floor@backhouse.demo', password: 'floor-password-123' };
    await insertUser(server.database.db, server.database.dialect, {
      customerId: locations[0]!.customer_id as string,
      username: 'floor',
      email: credentials.email,
      passwordHash: await hashPassword(credentials.password),
      roleId: role.json().id,
      locationId: made.dubai,
      allowLocations: [made.dubai],
      isAdmin: false,
      modules: [],
      permissions: [],
    });
    made.manager = caller(server.app, await signIn(server.app, credentials));

    const registered = await admin('POST', '/auth/register', {
      business_name: 'Other bistro',
      location_name: 'Elsewhere',
      username: 'other-bistro',
      email: 'owner@other-bistro.test',
      password: 'other-password-123',
    });
    expect(registered.statusCode).toBe(201);
    made.stranger = caller(server.app, registered.json().token);
    const table = await made.stranger('POST', '/tables', { name: 'Their T1' });
    expect(table.statusCode).toBe(201);
    made.strangerTable = table.json().id;
  });

  const need = <K extends keyof typeof made>(key: K): NonNullable<(typeof made)[K]> => {
    const value = made[key];
    if (value === undefined) throw new Error(`${key} is used before beforeAll made it`);
    return value as NonNullable<(typeof made)[K]>;
  };
  return {
    ...demo,
    dubai: () => need('dubai'),
    soho: () => need('soho'),
    /** config.read and config.write at Dubai Marina only. */
    manager: ((...call) => need('manager')(...call)) as Caller,
    /** The administrator of another business. */
    stranger: ((...call) => need('stranger')(...call)) as Caller,
    strangerTable: () => need('strangerTable'),
    floorsAt: async (loc: string): Promise<(FloorRow & Record<string, number>)[]> =>
      (await admin('GET', `/floors-location/${loc}`)).json().data,
    tablesAt: async (loc: string): Promise<PlanTable[]> =>
      (await admin('GET', `/tables-location/${loc}`)).json().data,
  };
}
