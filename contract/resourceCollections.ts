/**
 * The local collection of every registry resource, in the registry's order (`contract/registry.ts`,
 * whose test holds the two lists equal). Written out here so that opening the app's local store
 * does not build every resource's schemas: the registry is zod from end to end, and the app's start
 * needs only these names.
 */
export const resourceCollections = [
  'brands',
  'groups',
  'categories',
  'menus',
  'modifiers',
  'modifierItems',
  'channels',
  'deals',
  'labels',
  'suppliers',
  'supplierMaterials',
  'locations',
  'paymentMethods',
  'floors',
  'tables',
  'discounts',
  'orderTypes',
  'coupons',
  'taxes',
  'taxGroups',
  'locationHours',
  'products',
  'materials',
  'countSheets',
  'materialCategories',
  'roles',
  'crmCustomers',
] as const;
