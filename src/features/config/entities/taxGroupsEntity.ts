import { IconReceiptTax } from '@tabler/icons-react';
import { defineEntity } from '@/components/entity/types';
import { TaxesInput } from './TaxesInput';

/** Tax groups (`/dashboard/config/tax-group`): the taxes charged together on a product. */
export const taxGroupsEntity = defineEntity({
  resource: 'taxGroups',
  exportPrefix: 'tax-groups',
  icon: IconReceiptTax,
  columns: [
    'name',
    { key: 'tax_ids', minWidth: 200 },
    { key: 'reference', width: 130, hideOnPhone: true },
    { key: 'is_active', width: 110 },
  ],
  filters: ['is_active', 'tax_ids'],
  form: [
    { id: 'identity', fields: ['name', 'reference', 'name_localized'] },
    { id: 'rules', fields: ['tax_ids'] },
    { id: 'status', fields: ['is_active'] },
  ],
  fields: { tax_ids: { input: TaxesInput, wide: true } },
  matchBy: ['reference', 'name'],
  example: {
    name: 'Food (VAT and municipality)',
    name_localized: { ar: 'الطعام' },
    reference: 'FOOD',
    tax_ids: [],
    is_active: true,
  },
});
