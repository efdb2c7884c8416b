import { IconPackages } from '@tabler/icons-react';
import { defineEntity } from '@/components/entity/types';

/** What each supplier sells: the supplier's code, the pack it comes in and its price per pack. */
export const supplierMaterialsEntity = defineEntity({
  resource: 'supplierMaterials',
  exportPrefix: 'supplier-materials',
  icon: IconPackages,
  columns: [
    { key: 'material_id', minWidth: 180 },
    { key: 'supplier_id', width: 190 },
    { key: 'item_code', width: 120, hideOnPhone: true },
    { key: 'pack_name', width: 170, hideOnPhone: true },
    { key: 'pack_size', width: 110, hideOnPhone: true },
    { key: 'price', width: 120, money: true },
    { key: 'is_preferred', width: 110, hideOnPhone: true },
  ],
  filters: ['supplier_id', 'material_id', 'is_preferred', 'is_active'],
  form: [
    { id: 'details', fields: ['supplier_id', 'material_id', 'item_code'] },
    { id: 'pricing', fields: ['pack_name', 'pack_size', 'price'] },
    { id: 'status', fields: ['is_preferred', 'is_active'] },
  ],
  matchBy: ['item_code'],
  example: {
    item_code: 'TOM-5',
    pack_name: 'Crate of 5 kg',
    pack_size: 5,
    price: 42,
    is_preferred: true,
    is_active: true,
  },
});
