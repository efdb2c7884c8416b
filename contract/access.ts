/**
 * Areas, module numbers and permissions. A user reaches an area when the area's module is among the
 * user's modules, and may do an action when they are an administrator or one of their role's or their
 * own permissions allows it. The server enforces this on every call; the client only uses it to hide
 * what would be refused.
 */
export const areas = [
  'dashboard',
  'catalogue',
  'inventory',
  'suppliers',
  'config',
  'reporting',
  'people',
  'attendance',
  'sales',
  'sync',
] as const;
export type Area = (typeof areas)[number];

/** Module numbers as they travel in the sign-in token (SPEC section 3). Never renumber. */
export const moduleOf: Record<Area, number> = {
  dashboard: 1,
  catalogue: 2,
  inventory: 3,
  suppliers: 4,
  config: 5,
  reporting: 6,
  people: 7,
  attendance: 8,
  sales: 9,
  sync: 10,
};
export const allModules = Object.values(moduleOf);

export const permissionCatalogue = {
  'dashboard.read': { area: 'dashboard', description: 'See the dashboard and its KPIs' },
  'catalogue.read': {
    area: 'catalogue',
    description: 'See brands, products, menus and the rest of the catalogue',
  },
  'catalogue.write': {
    area: 'catalogue',
    description: 'Create, change and delete catalogue entries',
  },
  'catalogue.delete_all': {
    area: 'catalogue',
    description: 'Delete every product of the business at once',
  },
  'inventory.read': {
    area: 'inventory',
    description: 'See materials, stock, counts and transfers',
  },
  'inventory.write': {
    area: 'inventory',
    description: 'Change materials, stock, counts and transfers',
  },
  'inventory.costs': {
    area: 'inventory',
    description: 'See stock on hand, expected quantities and costs (without it, counts are blind)',
  },
  'inventory.count': {
    area: 'inventory',
    description: 'Count stock: create counts and enter what is on the shelves',
  },
  'inventory.approve': {
    area: 'inventory',
    description: 'Review inventory counts, send them back, and approve their adjustments',
  },
  'suppliers.read': {
    area: 'suppliers',
    description: 'See suppliers, supplier orders and invoices',
  },
  'suppliers.write': {
    area: 'suppliers',
    description: 'Change suppliers, supplier orders and invoices',
  },
  'suppliers.approve': {
    area: 'suppliers',
    description: "Approve suppliers' invoices for payment, differences from the order included",
  },
  'config.read': {
    area: 'config',
    description: 'See locations, taxes, payment methods, floors, tables and settings',
  },
  'config.write': {
    area: 'config',
    description: 'Change locations, taxes, payment methods, floors, tables and settings',
  },
  'reporting.read': { area: 'reporting', description: 'See sales, inventory and payment reports' },
  'people.read': { area: 'people', description: 'See users, roles and customers' },
  'people.write': { area: 'people', description: 'Change users, roles and customers' },
  'attendance.read': { area: 'attendance', description: 'See attendance' },
  'attendance.write': {
    area: 'attendance',
    description: 'Correct attendance: a forgotten clock-out or a wrong time, with a reason',
  },
  'sales.read': { area: 'sales', description: 'See sales items and accounts' },
  'sales.write': {
    area: 'sales',
    description: 'Record sales from a till: send invoices and move orders on',
  },
  'sync.admin': { area: 'sync', description: 'Run administrative and daily synchronisation' },
} as const satisfies Record<string, { area: Area; description: string }>;
export type Permission = keyof typeof permissionCatalogue;
export const permissionKeys = Object.keys(permissionCatalogue) as Permission[];
export const isPermission = (key: string): key is Permission => key in permissionCatalogue;

/** What a signed-in user carries for access decisions. */
export interface Grant {
  is_admin: boolean;
  modules: readonly number[];
  permissions: readonly string[];
  location_id: string | null;
  allow_locations: readonly string[];
}

export function hasModule(grant: Grant, area: Area): boolean {
  return grant.is_admin || grant.modules.includes(moduleOf[area]);
}

export function can(grant: Grant, permission: Permission): boolean {
  const area = permissionCatalogue[permission].area;
  if (!hasModule(grant, area)) return false;
  return grant.is_admin || grant.permissions.includes(permission);
}

/** Locations the user may act on: their own plus the allowed ones. Administrators may act on all. */
export function mayUseLocation(grant: Grant, locationId: string): boolean {
  return (
    grant.is_admin || grant.location_id === locationId || grant.allow_locations.includes(locationId)
  );
}

/** A user who may act on every location of the business (the given list is all of them). */
export function coversAllLocations(grant: Grant, allLocationIds: readonly string[]): boolean {
  return grant.is_admin || allLocationIds.every((id) => mayUseLocation(grant, id));
}
