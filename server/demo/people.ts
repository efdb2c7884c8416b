import { allModules, moduleOf, permissionKeys, type Permission } from '@contract/access';
import { resources } from '@contract/registry';
import { hashPassword } from '../auth/passwords';
import { insertUser } from '../auth/users';
import type { DemoBusiness } from './business';
import type { DemoWriter } from './writer';

/** The demo sign-ins that tests and docs rely on (issue 2). */
export const demoCredentials = {
  admin: { email: 'admin@backhouse.demo', username: 'admin', password: 'backhouse-demo' },
  staff: { email: 'staff@backhouse.demo', username: 'staff', password: 'backhouse-demo' },
  /** Counts stock at one location, blind: no stock on hand, expected quantities or costs (issue 9). */
  counter: { email: 'counter@backhouse.demo', username: 'counter', password: 'backhouse-demo' },
} as const;

const staffPermissions: Permission[] = [
  'dashboard.read',
  'catalogue.read',
  'catalogue.write',
  'inventory.read',
  'inventory.write',
  // Store staff run their store's stock: they see it and count it; approving a count is the
  // administrator's (a second pair of eyes on the number food cost rests on).
  'inventory.costs',
  'inventory.count',
  'reporting.read',
];
const staffModules = [
  moduleOf.dashboard,
  moduleOf.catalogue,
  moduleOf.inventory,
  moduleOf.reporting,
];

const counterPermissions: Permission[] = ['inventory.read', 'inventory.count'];
const counterModules = [moduleOf.inventory];

export async function seedPeople(w: DemoWriter, business: DemoBusiness): Promise<void> {
  await w.add(resources.roles, {
    name: 'Administrator',
    description: 'Everything, everywhere',
    permissions: permissionKeys,
    modules: allModules,
  });
  const staffRole = await w.add(resources.roles, {
    name: 'Store staff',
    description: 'Reads and edits the catalogue and inventory of their store; no configuration',
    permissions: staffPermissions,
    modules: staffModules,
  });

  const counterRole = await w.add(resources.roles, {
    name: 'Counter',
    description: 'Counts stock on count sheets, blind: sees no stock on hand, expected or cost',
    permissions: counterPermissions,
    modules: counterModules,
  });

  const firstRestaurant = business.restaurantIds[0]!;
  const { admin, staff, counter } = demoCredentials;
  await insertUser(
    w.trx,
    w.dialect,
    {
      id: w.id(),
      customerId: w.customerId,
      username: admin.username,
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      roleId: null,
      locationId: firstRestaurant,
      allowLocations: business.locationIds,
      isAdmin: true,
      modules: allModules,
      permissions: [],
      profile: { is_daily_report: true, has_void_order_permission: true, max_discount_permit: 100 },
    },
    w.now(),
  );
  await insertUser(
    w.trx,
    w.dialect,
    {
      id: w.id(),
      customerId: w.customerId,
      username: staff.username,
      email: staff.email,
      passwordHash: await hashPassword(staff.password),
      roleId: staffRole.id,
      locationId: firstRestaurant,
      allowLocations: [firstRestaurant],
      isAdmin: false,
      modules: staffModules,
      permissions: [],
      profile: { max_discount_permit: 10 },
    },
    w.now(),
  );
  await insertUser(
    w.trx,
    w.dialect,
    {
      id: w.id(),
      customerId: w.customerId,
      username: counter.username,
      email: counter.email,
      passwordHash: await hashPassword(counter.password),
      roleId: counterRole.id,
      locationId: business.locationIds[0]!,
      allowLocations: [],
      isAdmin: false,
      modules: counterModules,
      permissions: [],
      profile: {},
    },
    w.now(),
  );
}
