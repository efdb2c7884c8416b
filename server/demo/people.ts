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
} as const;

const staffPermissions: Permission[] = [
  'dashboard.read',
  'catalogue.read',
  'catalogue.write',
  'inventory.read',
  'inventory.write',
  'reporting.read',
];
const staffModules = [
  moduleOf.dashboard,
  moduleOf.catalogue,
  moduleOf.inventory,
  moduleOf.reporting,
];

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

  const firstRestaurant = business.restaurantIds[0]!;
  const { admin, staff } = demoCredentials;
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
}
