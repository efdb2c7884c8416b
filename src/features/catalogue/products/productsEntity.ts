import { IconPackage, IconPuzzle } from '@tabler/icons-react';
import { productCalls } from '@contract/catalogueCalls';
import { resources, type FieldsOf } from '@contract/registry';
import type { FormSection } from '@/components/entity/types';
import { defineEntity, type FieldOverride } from '@/components/entity/types';
import { lazyInput } from '@/components/entity/lazyInput';

/**
 * The product inputs the generic form lacks, loaded on first use: the list's quick form and the
 * product page use the same ones.
 */
export const productInputs = {
  plu: lazyInput(() => import('./form/PluInput').then((m) => m.PluInput)),
  price: lazyInput(() => import('./form/PriceInput').then((m) => m.PriceInput)),
  cost: lazyInput(() => import('./form/CostInput').then((m) => m.CostInput), 60),
  location_prices: lazyInput(
    () => import('./form/LocationPricesInput').then((m) => m.LocationPricesInput),
    160,
  ),
  channel_prices: lazyInput(
    () => import('./form/ChannelPricesInput').then((m) => m.ChannelPricesInput),
    120,
  ),
  modifiers: lazyInput(() => import('./form/ModifiersInput').then((m) => m.ModifiersInput), 80),
  recipe: lazyInput(
    () => import('./form/ProductRecipeInput').then((m) => m.ProductRecipeInput),
    80,
  ),
  image_url: lazyInput(
    () => import('./form/ProductImageInput').then((m) => m.ProductImageInput),
    144,
  ),
} as const;

type ProductField = keyof FieldsOf<'products'> & string;

/** The quick form cannot say which row it edits, so it shows the image; the page changes it. */
const quickImage = lazyInput(
  () =>
    Promise.all([import('@/components/entity/ImageInput'), import('./data/calls')]).then(
      ([image, calls]) => image.imageFieldInput(resources.products, calls.productImageCalls),
    ),
  144,
);

const fields: { [K in ProductField]?: FieldOverride } = {
  plu: { input: productInputs.plu },
  price: { input: productInputs.price },
  cost: { input: productInputs.cost },
  location_prices: { input: productInputs.location_prices, wide: true },
  channel_prices: { input: productInputs.channel_prices, wide: true },
  modifiers: { input: productInputs.modifiers, wide: true },
  recipe: { input: productInputs.recipe, wide: true },
  image_url: { input: quickImage, wide: true },
  description: { kind: 'textarea', wide: true },
};

/**
 * The list's quick form (the generic drawer), laid out like the product page as far as the generic
 * section titles allow. `unavailable_location_ids` is edited by the prices-per-location table.
 */
const quickForm: FormSection<ProductField>[] = [
  { id: 'identity', fields: ['name', 'sku', 'plu', 'name_localized', 'description'] },
  { id: 'details', fields: ['brand_id', 'group_id', 'category_id', 'label_ids'] },
  { id: 'pricing', fields: ['price', 'tax_group_id', 'cost', 'channel_prices'] },
  { id: 'availability', fields: ['location_prices'] },
  { id: 'rules', fields: ['modifiers'], collapsed: true },
  { id: 'other', fields: ['recipe'], collapsed: true },
  { id: 'appearance', fields: ['image_url', 'color'] },
  {
    id: 'status',
    fields: [
      'is_active',
      'is_archived',
      'sold_by',
      'calories',
      'preparation_minutes',
      'sort_order',
    ],
  },
];

const example = {
  name: 'Flat white',
  name_localized: { de: 'Flat White', ar: 'فلات وايت' },
  description: 'Double ristretto with steamed milk',
  sku: 'COF-FW-12',
  plu: '2001',
  price: 4.5,
  cost: 0.9,
  sold_by: 'unit' as const,
  calories: 120,
  preparation_minutes: 3,
  is_active: true,
  is_archived: false,
  sort_order: 10,
};

/** Products (`/dashboard/products/products`): everything sold that is not an add-on. */
export const productsEntity = defineEntity({
  resource: 'products',
  exportPrefix: 'products',
  icon: IconPackage,
  columns: [
    'name',
    { key: 'sku', width: 140, hideOnPhone: true },
    { key: 'category_id', width: 170, hideOnPhone: true },
    { key: 'price', width: 110, money: true },
    { key: 'tax_group_id', width: 160, hideOnPhone: true },
    { key: 'is_active', width: 110 },
  ],
  filters: ['category_id', 'brand_id', 'label_ids', 'is_active', 'is_archived', 'tax_group_id'],
  form: quickForm,
  fields,
  // Import matches an existing product by SKU, then PLU, then name (ignoring case).
  matchBy: ['sku', 'plu', 'name'],
  example,
  importCall: productCalls.import.path,
  visible: (row) => row.is_addon !== true,
});

/** Add-ons (`/dashboard/products/addon`): products sold only on top of others (`is_addon`). */
export const addonsEntity = defineEntity({
  resource: 'products',
  names: 'addons',
  exportPrefix: 'addons',
  icon: IconPuzzle,
  columns: [
    'name',
    { key: 'sku', width: 140, hideOnPhone: true },
    { key: 'price', width: 110, money: true },
    { key: 'tax_group_id', width: 160, hideOnPhone: true },
    { key: 'is_active', width: 110 },
    { key: 'updated_at', width: 180, hideOnPhone: true },
  ],
  filters: ['is_active', 'is_archived', 'tax_group_id', 'label_ids'],
  form: [
    { id: 'identity', fields: ['name', 'sku', 'plu', 'name_localized', 'description'] },
    { id: 'pricing', fields: ['price', 'tax_group_id', 'cost'] },
    { id: 'availability', fields: ['location_prices'] },
    { id: 'other', fields: ['recipe'], collapsed: true },
    { id: 'appearance', fields: ['image_url', 'color'] },
    { id: 'status', fields: ['is_active', 'is_addon', 'is_archived', 'calories', 'sort_order'] },
  ],
  fields: {
    ...fields,
    is_addon: {
      input: lazyInput(() => import('./form/AddonSwitch').then((m) => m.AddonSwitch)),
    },
  },
  matchBy: ['sku', 'plu', 'name'],
  example: {
    ...example,
    name: 'Extra shot',
    name_localized: { de: 'Extra Shot', ar: 'جرعة إضافية' },
    description: 'One more shot of espresso',
    sku: 'ADD-SHOT',
    plu: '9001',
    price: 0.8,
    cost: 0.2,
    is_addon: true,
  },
  importCall: productCalls.import.path,
  visible: (row) => row.is_addon === true,
});
