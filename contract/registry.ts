import type { z } from 'zod';
import type { rowMeta } from './common';
import {
  brandFields,
  categoryFields,
  channelFields,
  dealFields,
  groupFields,
  labelFields,
  menuFields,
  modifierFields,
  modifierItemFields,
} from './resources/catalogue';
import {
  couponFields,
  discountFields,
  floorFields,
  locationFields,
  orderTypeFields,
  paymentMethodFields,
  roleFields,
  supplierFields,
  tableFields,
  taxFields,
  taxGroupFields,
} from './resources/config';
import { crmCustomerFields } from './crm';
import { hoursRowProblems, locationHoursFields } from './openingHours';
import { supplierMaterialFields } from './purchasing';
import { countSheetFields, materialCategoryFields, materialFields } from './resources/inventory';
import { productFields } from './resources/products';
import { scheduleProblems, type ScheduleSlot } from './schedule';
import type { Fields, ResourceDef, RuleViolation } from './resourceDef';

export {
  createSchema,
  replyRowSchema,
  resourceCreateQuery,
  rowSchema,
  updateSchema,
  type ResourceDef,
  type RuleViolation,
} from './resourceDef';

function defineResource<F extends Fields>(def: ResourceDef<F>): ResourceDef<F> {
  return def;
}

const minNotAboveMax = (row: { min_select: number; max_select: number }): RuleViolation[] =>
  row.max_select > 0 && row.min_select > row.max_select
    ? [{ path: 'min_select', code: 'min_above_max' }]
    : [];

const datesInOrder = (row: {
  starts_on: string | null;
  ends_on: string | null;
}): RuleViolation[] =>
  row.starts_on && row.ends_on && row.ends_on < row.starts_on
    ? [{ path: 'ends_on', code: 'end_before_start' }]
    : [];

/**
 * A menu's hours: a range that ends where or before it starts (Fri 22:00–02:00 is two ranges, one on
 * each day) is refused at its `to`, a range overlapping another of its day at its `from`. Times are
 * valid HH:mm by then (the fields' schema), so no time is missing.
 */
const hoursInOrder = (row: { schedule: readonly ScheduleSlot[] }): RuleViolation[] => {
  const violations = new Map<string, RuleViolation>();
  for (const problem of scheduleProblems(row.schedule)) {
    const path = `schedule.${problem.index}.${problem.field}`;
    if (problem.code === 'slot_inverted') violations.set(path, { path, code: 'end_before_start' });
    if (problem.code === 'slot_overlap') violations.set(path, { path, code: 'overlap' });
  }
  return [...violations.values()];
};

/** Every value after its first appearance is a duplicate, reported at the list's path. */
const duplicatesIn = (values: readonly string[], path: string): RuleViolation[] => {
  const seen = new Set<string>();
  const out: RuleViolation[] = [];
  values.forEach((value, i) => {
    if (seen.has(value)) out.push({ path: `${path}.${i}`, code: 'duplicate' });
    seen.add(value);
  });
  return out;
};

/**
 * The standard resources of SPEC section 7 plus locations. One generic implementation on the server
 * and one generic list and form in the app serve every entry.
 */
export const resources = {
  brands: defineResource({
    path: 'brands',
    collection: 'brands',
    table: 'brands',
    fields: brandFields,
    scope: 'business',
    area: 'catalogue',
    search: ['name', 'reference'],
    sort: 'name',
  }),
  groups: defineResource({
    path: 'groups',
    collection: 'groups',
    table: 'product_groups',
    fields: groupFields,
    scope: 'business',
    area: 'catalogue',
    search: ['name', 'reference'],
    sort: 'sort_order',
  }),
  categories: defineResource({
    path: 'categories',
    collection: 'categories',
    table: 'categories',
    fields: categoryFields,
    scope: 'business',
    area: 'catalogue',
    search: ['name', 'reference'],
    sort: 'sort_order',
  }),
  menus: defineResource({
    path: 'menus',
    collection: 'menus',
    table: 'menus',
    fields: menuFields,
    scope: 'business',
    area: 'catalogue',
    search: ['name'],
    sort: 'sort_order',
    rules: hoursInOrder,
  }),
  modifiers: defineResource({
    path: 'modifiers',
    collection: 'modifiers',
    table: 'modifiers',
    fields: modifierFields,
    scope: 'business',
    area: 'catalogue',
    search: ['name', 'reference'],
    sort: 'sort_order',
    rules: minNotAboveMax,
  }),
  modifierItems: defineResource({
    path: 'modifierItems',
    collection: 'modifierItems',
    table: 'modifier_items',
    fields: modifierItemFields,
    scope: 'business',
    area: 'catalogue',
    search: ['name', 'sku'],
    sort: 'sort_order',
  }),
  channels: defineResource({
    path: 'channels',
    collection: 'channels',
    table: 'channels',
    fields: channelFields,
    scope: 'business',
    area: 'catalogue',
    search: ['name', 'reference', 'aggregator'],
    sort: 'sort_order',
    createPassesLoc: true,
  }),
  deals: defineResource({
    path: 'deals',
    collection: 'deals',
    table: 'deals',
    fields: dealFields,
    scope: 'business',
    area: 'catalogue',
    search: ['name', 'reference'],
    sort: 'sort_order',
    rules: (row) => [
      ...datesInOrder(row),
      ...(row.kind === 'discount_percent' && row.discount_value > 100
        ? [{ path: 'discount_value', code: 'percent_over_100' as const }]
        : []),
      ...row.groups.flatMap((g, i) =>
        g.min > g.max ? [{ path: `groups.${i}.min`, code: 'min_above_max' as const }] : [],
      ),
    ],
  }),
  labels: defineResource({
    path: 'label',
    collection: 'labels',
    table: 'labels',
    fields: labelFields,
    scope: 'business',
    area: 'catalogue',
    search: ['name'],
    sort: 'sort_order',
  }),
  suppliers: defineResource({
    path: 'suppliers',
    collection: 'suppliers',
    table: 'suppliers',
    fields: supplierFields,
    scope: 'business',
    area: 'suppliers',
    search: ['name', 'reference', 'contact_name', 'email'],
    sort: 'name',
  }),
  supplierMaterials: defineResource({
    path: 'supplier-materials',
    collection: 'supplierMaterials',
    table: 'supplier_materials',
    fields: supplierMaterialFields,
    scope: 'business',
    area: 'suppliers',
    search: ['item_code', 'pack_name'],
    sort: 'item_code',
  }),
  locations: defineResource({
    path: 'locations',
    collection: 'locations',
    table: 'locations',
    fields: locationFields,
    scope: 'business',
    area: 'config',
    search: ['name', 'reference', 'city'],
    sort: 'sort_order',
  }),
  paymentMethods: defineResource({
    path: 'payment-methods',
    collection: 'paymentMethods',
    table: 'payment_methods',
    fields: paymentMethodFields,
    scope: 'business',
    area: 'config',
    search: ['name', 'reference'],
    sort: 'sort_order',
  }),
  floors: defineResource({
    path: 'floors',
    collection: 'floors',
    table: 'floors',
    fields: floorFields,
    scope: 'location',
    area: 'config',
    search: ['name'],
    sort: 'sort_order',
  }),
  tables: defineResource({
    path: 'tables',
    collection: 'tables',
    table: 'dining_tables',
    fields: tableFields,
    scope: 'location',
    area: 'config',
    search: ['name'],
    sort: 'sort_order',
  }),
  discounts: defineResource({
    path: 'discounts',
    collection: 'discounts',
    table: 'discounts',
    fields: discountFields,
    scope: 'business',
    area: 'config',
    search: ['name', 'reference'],
    sort: 'name',
    rules: (row) => [
      ...datesInOrder(row),
      ...(row.kind === 'percent' && row.value > 100
        ? [{ path: 'value', code: 'percent_over_100' as const }]
        : []),
    ],
  }),
  orderTypes: defineResource({
    path: 'order-type',
    collection: 'orderTypes',
    table: 'order_types',
    fields: orderTypeFields,
    scope: 'business',
    area: 'config',
    search: ['name'],
    sort: 'sort_order',
  }),
  coupons: defineResource({
    path: 'coupons',
    collection: 'coupons',
    table: 'coupons',
    fields: couponFields,
    scope: 'business',
    area: 'config',
    search: ['code', 'name'],
    sort: 'code',
    unique: ['code'],
    rules: datesInOrder,
  }),
  taxes: defineResource({
    path: 'tax',
    collection: 'taxes',
    table: 'taxes',
    fields: taxFields,
    scope: 'business',
    area: 'config',
    search: ['name', 'reference'],
    sort: 'name',
  }),
  taxGroups: defineResource({
    path: 'tax-group',
    collection: 'taxGroups',
    table: 'tax_groups',
    fields: taxGroupFields,
    scope: 'business',
    area: 'config',
    search: ['name', 'reference'],
    sort: 'name',
  }),
  // Opening days and hours (issue 12): a row per weekday and per holiday of a location. One weekday
  // or date per location and ranges running past midnight are checked on the server
  // (server/hours/store.ts), which sees the location's other rows.
  locationHours: defineResource({
    path: 'location-days-hours-config',
    collection: 'locationHours',
    table: 'location_hours',
    fields: locationHoursFields,
    scope: 'location',
    area: 'config',
    search: ['name'],
    sort: 'day_of_week',
    rules: hoursRowProblems,
  }),
  products: defineResource({
    path: 'products',
    collection: 'products',
    table: 'products',
    fields: productFields,
    scope: 'business',
    area: 'catalogue',
    search: ['name', 'sku', 'plu'],
    sort: 'sort_order',
    unique: ['plu', 'sku'],
    perLocation: [
      { field: 'location_prices', key: 'location_id' },
      { field: 'unavailable_location_ids' },
    ],
    rules: (row) => [
      ...duplicatesIn(
        row.location_prices.map((p) => p.location_id),
        'location_prices',
      ),
      ...duplicatesIn(
        row.channel_prices.map((p) => p.channel_id),
        'channel_prices',
      ),
      ...duplicatesIn(
        row.modifiers.map((m) => m.modifier_id),
        'modifiers',
      ),
      ...row.modifiers.flatMap((m, i) =>
        m.max_select > 0 && m.min_select > m.max_select
          ? [{ path: `modifiers.${i}.min_select`, code: 'min_above_max' as const }]
          : [],
      ),
    ],
  }),
  materials: defineResource({
    path: 'materials',
    collection: 'materials',
    table: 'materials',
    fields: materialFields,
    scope: 'business',
    area: 'inventory',
    search: ['name', 'sku'],
    sort: 'name',
    unique: ['sku'],
    perLocation: [{ field: 'locations', key: 'location_id' }],
    hiddenWithout: { permission: 'inventory.costs', fields: ['cost'] },
    rules: (row) => [
      ...duplicatesIn(
        row.locations.map((l) => l.location_id),
        'locations',
      ),
      ...duplicatesIn(
        row.pack_units.map((p) => p.name.toLowerCase()),
        'pack_units',
      ),
    ],
  }),
  countSheets: defineResource({
    path: 'inventory-count-sheets',
    collection: 'countSheets',
    table: 'count_sheets',
    fields: countSheetFields,
    scope: 'location',
    area: 'inventory',
    search: ['name'],
    sort: 'sort_order',
    rules: (row) => [
      ...duplicatesIn(
        row.areas.map((a) => a.id),
        'areas',
      ),
    ],
  }),
  materialCategories: defineResource({
    path: 'materials-categories',
    collection: 'materialCategories',
    table: 'material_categories',
    fields: materialCategoryFields,
    scope: 'business',
    area: 'inventory',
    search: ['name'],
    sort: 'sort_order',
  }),
  roles: defineResource({
    path: 'roles',
    collection: 'roles',
    table: 'roles',
    fields: roleFields,
    scope: 'business',
    area: 'people',
    search: ['name'],
    sort: 'name',
    unique: ['name'],
  }),
  /** The diners a business knows (issue 13, `contract/crm.ts`): shared by all its locations. */
  crmCustomers: defineResource({
    path: 'crm-users',
    collection: 'crmCustomers',
    table: 'crm_customers',
    fields: crmCustomerFields,
    scope: 'business',
    area: 'people',
    search: ['name', 'phone', 'email'],
    sort: 'name',
    // A second customer with a known phone or email is refused (409): the till finds guests by
    // phone, so two rows of one phone would split their visits. Merge joins those already split.
    unique: ['phone', 'email'],
  }),
} as const;

export type Resources = typeof resources;
export type ResourceKey = keyof Resources;
export const resourceKeys = Object.keys(resources) as ResourceKey[];
export const resourceList: readonly ResourceDef[] = Object.values(
  resources,
) as readonly ResourceDef[];

export const resourceByPath = (path: string): ResourceDef | undefined =>
  resourceList.find((r) => r.path === path);
export const resourceByCollection = (collection: string): ResourceDef | undefined =>
  resourceList.find((r) => r.collection === collection);

/** The fields of a resource as written by clients. */
export type FieldsOf<K extends ResourceKey> = z.infer<Resources[K]['fields']>;
/** A stored row as the API returns it. */
export type RowOf<K extends ResourceKey> = FieldsOf<K> & z.infer<typeof rowMeta>;
