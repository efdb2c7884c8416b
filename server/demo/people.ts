import { allModules, moduleOf, permissionKeys, type Permission } from '@contract/access';
import { resources } from '@contract/registry';
import { hashPassword } from '../auth/passwords';
import { insertUser, type NewUserInput } from '../auth/users';
import { markBuiltIn } from '../people/roles/rules';
import type { DemoBusiness } from './business';
import type { DemoWriter } from './writer';

/** The demo sign-ins that tests and docs rely on (issue 2). */
export const demoCredentials = {
  admin: { email: 'admin@backhouse.demo', username: 'admin', password: 'backhouse-demo' },
  staff: { email: 'staff@backhouse.demo', username: 'staff', password: 'backhouse-demo' },
  /** Counts stock at one location, blind: no stock on hand, expected quantities or costs (issue 9). */
  counter: { email: 'counter@backhouse.demo', username: 'counter', password: 'backhouse-demo' },
  /** Issue 13: one user per role across the locations (the owner is an administrator). */
  owner: { email: 'owner@backhouse.demo', username: 'owner', password: 'backhouse-demo' },
  /** Manages the two restaurants only. */
  manager: { email: 'manager@backhouse.demo', username: 'manager', password: 'backhouse-demo' },
  /** Works the till of the second restaurant. */
  cashier: { email: 'cashier@backhouse.demo', username: 'cashier', password: 'backhouse-demo' },
  cafeCashier: {
    email: 'cafe.cashier@backhouse.demo',
    username: 'cafe.cashier',
    password: 'backhouse-demo',
  },
  /** Store staff of the warehouse. */
  warehouseStaff: {
    email: 'warehouse@backhouse.demo',
    username: 'warehouse',
    password: 'backhouse-demo',
  },
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

/** A manager runs the day-to-day of their locations: everything but configuration and sync. */
const managerPermissions: Permission[] = [
  'dashboard.read',
  'catalogue.read',
  'catalogue.write',
  'inventory.read',
  'inventory.write',
  'inventory.costs',
  'inventory.count',
  'inventory.approve',
  'suppliers.read',
  'suppliers.write',
  'reporting.read',
  'people.read',
  'people.write',
  'attendance.read',
  'attendance.write',
  'sales.read',
];
const managerModules = [
  moduleOf.dashboard,
  moduleOf.catalogue,
  moduleOf.inventory,
  moduleOf.suppliers,
  moduleOf.reporting,
  moduleOf.people,
  moduleOf.attendance,
  moduleOf.sales,
];

/** A cashier works the till: records sales and reads the catalogue it sells from. */
const cashierPermissions: Permission[] = ['catalogue.read', 'sales.read', 'sales.write'];
const cashierModules = [moduleOf.catalogue, moduleOf.sales];

interface DemoPerson {
  login: { email: string; username: string; password: string };
  roleId: string | null;
  locationId: string;
  allowLocations: string[];
  isAdmin?: boolean;
  modules: number[];
  profile?: NewUserInput['profile'];
}

async function addPerson(
  w: DemoWriter,
  person: DemoPerson,
  hashes: Map<string, Promise<string>>,
): Promise<void> {
  // Every demo user shares one password: hash it once (hashing is slow by design).
  const { password } = person.login;
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  await insertUser(
    w.trx,
    w.dialect,
    {
      id: w.id(),
      customerId: w.customerId,
      username: person.login.username,
      email: person.login.email,
      passwordHash: await hashes.get(password)!,
      roleId: person.roleId,
      locationId: person.locationId,
      allowLocations: person.allowLocations,
      isAdmin: person.isAdmin ?? false,
      modules: person.modules,
      permissions: [],
      profile: person.profile ?? {},
    },
    w.now(),
  );
}

export async function seedPeople(w: DemoWriter, business: DemoBusiness): Promise<void> {
  const administratorRole = await w.add(resources.roles, {
    name: 'Administrator',
    description: 'Everything, everywhere',
    permissions: permissionKeys,
    modules: allModules,
  });
  await markBuiltIn(w.trx, w.customerId, administratorRole.id);
  const ownerRole = await w.add(resources.roles, {
    name: 'Owner',
    description: 'Owns the business: every permission at every location',
    permissions: permissionKeys,
    modules: allModules,
  });
  const managerRole = await w.add(resources.roles, {
    name: 'Manager',
    description: 'Runs their locations day to day: catalogue, stock, suppliers, people and reports',
    permissions: managerPermissions,
    modules: managerModules,
  });
  const cashierRole = await w.add(resources.roles, {
    name: 'Cashier',
    description: 'Works the till: records sales from the catalogue',
    permissions: cashierPermissions,
    modules: cashierModules,
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

  const [firstRestaurant, secondRestaurant] = business.restaurantIds as [string, string];
  const cafe = business.locationIds[2]!;
  const warehouse = business.locationIds[3]!;
  const { admin, staff, counter, owner, manager, cashier, cafeCashier, warehouseStaff } =
    demoCredentials;
  const people: DemoPerson[] = [
    {
      login: admin,
      roleId: null,
      locationId: firstRestaurant,
      allowLocations: business.locationIds,
      isAdmin: true,
      modules: allModules,
      profile: { is_daily_report: true, has_void_order_permission: true, max_discount_permit: 100 },
    },
    {
      login: staff,
      roleId: staffRole.id,
      locationId: firstRestaurant,
      allowLocations: [firstRestaurant],
      modules: staffModules,
      profile: { max_discount_permit: 10 },
    },
    {
      login: counter,
      roleId: counterRole.id,
      locationId: business.locationIds[0]!,
      allowLocations: [],
      modules: counterModules,
    },
    {
      login: owner,
      roleId: ownerRole.id,
      locationId: firstRestaurant,
      allowLocations: business.locationIds,
      isAdmin: true,
      modules: allModules,
      profile: { max_discount_permit: 100 },
    },
    {
      login: manager,
      roleId: managerRole.id,
      locationId: firstRestaurant,
      allowLocations: [firstRestaurant, secondRestaurant],
      modules: managerModules,
      profile: { has_void_order_permission: true, max_discount_permit: 30 },
    },
    {
      login: cashier,
      roleId: cashierRole.id,
      locationId: secondRestaurant,
      allowLocations: [],
      modules: cashierModules,
      profile: { max_discount_permit: 5, tip_amount: 0 },
    },
    {
      login: cafeCashier,
      roleId: cashierRole.id,
      locationId: cafe,
      allowLocations: [],
      modules: cashierModules,
      profile: { max_discount_permit: 5 },
    },
    {
      login: warehouseStaff,
      roleId: staffRole.id,
      locationId: warehouse,
      allowLocations: [],
      modules: staffModules,
    },
  ];
  const hashes = new Map<string, Promise<string>>();
  for (const person of people) await addPerson(w, person, hashes);
}
