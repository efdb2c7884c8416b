import { IconLayoutGrid } from '@tabler/icons-react';
import { imageFieldInput } from '@/components/entity/ImageInput';
import { defineEntity } from '@/components/entity/types';
import { defOf } from '../shared/defs';
import { categoryImageCalls } from './data/categoryCalls';
import { ParentCategoryInput } from './ParentCategoryInput';

/**
 * Categories (`/dashboard/products/categories`): how products are sorted on the till, with a colour
 * or an image each, inside a parent category when they are a subcategory.
 */
export const categoriesEntity = defineEntity({
  resource: 'categories',
  exportPrefix: 'categories',
  icon: IconLayoutGrid,
  columns: [
    'name',
    { key: 'parent_id', width: 170, hideOnPhone: true },
    { key: 'brand_id', width: 150, hideOnPhone: true },
    { key: 'group_id', width: 150, hideOnPhone: true },
    { key: 'color', width: 130, hideOnPhone: true },
    { key: 'sort_order', width: 100, hideOnPhone: true },
    { key: 'is_active', width: 110 },
    { key: 'updated_at', width: 180, hideOnPhone: true },
  ],
  filters: ['is_active', 'brand_id', 'group_id', 'parent_id'],
  form: [
    { id: 'identity', fields: ['name', 'reference', 'name_localized'] },
    { id: 'details', fields: ['brand_id', 'group_id', 'parent_id'] },
    { id: 'appearance', fields: ['color', 'image_url'] },
    { id: 'status', fields: ['is_active', 'sort_order'] },
  ],
  fields: {
    parent_id: { input: ParentCategoryInput },
    image_url: { input: imageFieldInput(defOf('categories'), categoryImageCalls), wide: true },
  },
  matchBy: ['reference', 'name'],
  example: {
    name: 'Burgers',
    name_localized: { de: 'Burger', ar: 'برجر' },
    reference: 'BRG',
    color: '#8d6e63',
    is_active: true,
    sort_order: 3,
  },
});
