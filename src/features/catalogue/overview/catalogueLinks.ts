import {
  IconAdjustmentsHorizontal,
  IconCategory2,
  IconDiscount2,
  IconLayoutGrid,
  IconListDetails,
  IconPackage,
  IconPuzzle,
  IconRoute,
  IconTag,
  IconTags,
  IconToolsKitchen2,
  type Icon,
} from '@tabler/icons-react';

/** A catalogue screen the overview links to. */
export interface CatalogueLink {
  /** Key of the count: a resource, or `addons` for products sold on top of others. */
  key: string;
  /** i18n key of its name. */
  label: string;
  to: string;
  icon: Icon;
  color: string;
}

/** The screens of the catalogue, in the order the overview shows their counts. */
export const catalogueLinks: readonly CatalogueLink[] = [
  {
    key: 'products',
    label: 'resources:products.other',
    to: '/dashboard/products/products',
    icon: IconPackage,
    color: 'blue',
  },
  {
    key: 'categories',
    label: 'resources:categories.other',
    to: '/dashboard/products/categories',
    icon: IconLayoutGrid,
    color: 'grape',
  },
  {
    key: 'modifiers',
    label: 'resources:modifiers.other',
    to: '/dashboard/products/modifiers',
    icon: IconAdjustmentsHorizontal,
    color: 'teal',
  },
  {
    key: 'deals',
    label: 'resources:deals.other',
    to: '/dashboard/products/deals',
    icon: IconDiscount2,
    color: 'red',
  },
  {
    key: 'menus',
    label: 'resources:menus.other',
    to: '/dashboard/products/menus',
    icon: IconToolsKitchen2,
    color: 'orange',
  },
  {
    key: 'addons',
    label: 'catalogue:overview.addons',
    to: '/dashboard/products/addon',
    icon: IconPuzzle,
    color: 'cyan',
  },
  {
    key: 'brands',
    label: 'resources:brands.other',
    to: '/dashboard/products/brands',
    icon: IconTags,
    color: 'indigo',
  },
  {
    key: 'groups',
    label: 'resources:groups.other',
    to: '/dashboard/products/groups',
    icon: IconCategory2,
    color: 'violet',
  },
  {
    key: 'labels',
    label: 'resources:labels.other',
    to: '/dashboard/products/label',
    icon: IconTag,
    color: 'pink',
  },
  {
    key: 'modifierItems',
    label: 'resources:modifierItems.other',
    to: '/dashboard/products/modifier-item',
    icon: IconListDetails,
    color: 'lime',
  },
  {
    key: 'channels',
    label: 'resources:channels.other',
    to: '/dashboard/products/channels',
    icon: IconRoute,
    color: 'yellow',
  },
];

/** The screen of a resource. */
export const screenOf = (resource: string): string =>
  catalogueLinks.find((l) => l.key === resource)?.to ?? '/dashboard/products';
