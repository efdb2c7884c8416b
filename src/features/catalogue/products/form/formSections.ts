import type { FieldsOf } from '@contract/registry';

type ProductField = keyof FieldsOf<'products'> & string;

/** A section of the product page; its title is `products:sections.<id>`. */
export interface ProductSection {
  id: string;
  fields: readonly ProductField[];
  /** Fields that take the whole width. */
  wide?: readonly ProductField[];
}

/** The product page, top to bottom. `unavailable_location_ids` is edited in the locations table. */
export const productSections: readonly ProductSection[] = [
  {
    id: 'identity',
    fields: ['name', 'sku', 'plu', 'name_localized', 'description'],
    wide: ['name_localized', 'description'],
  },
  {
    id: 'classification',
    fields: ['brand_id', 'group_id', 'category_id', 'label_ids'],
    wide: ['label_ids'],
  },
  { id: 'pricing', fields: ['price', 'tax_group_id', 'cost'] },
  { id: 'locations', fields: ['location_prices'], wide: ['location_prices'] },
  { id: 'channels', fields: ['channel_prices'], wide: ['channel_prices'] },
  { id: 'modifiers', fields: ['modifiers'], wide: ['modifiers'] },
  { id: 'recipe', fields: ['recipe'], wide: ['recipe'] },
  { id: 'image', fields: ['image_url', 'color'], wide: ['image_url'] },
  {
    id: 'status',
    fields: [
      'is_active',
      'is_archived',
      'is_addon',
      'sold_by',
      'calories',
      'preparation_minutes',
      'sort_order',
    ],
  },
];

/** Which section a form path (`modifiers.0.min_select`) belongs to. */
export function sectionOf(path: string): string | undefined {
  const field = path.split('.')[0];
  if (field === 'unavailable_location_ids') return 'locations';
  return productSections.find((s) => (s.fields as readonly string[]).includes(field ?? ''))?.id;
}
