import { IconReceiptTax } from '@tabler/icons-react';
import { defineEntity } from '@/components/entity/types';

/** Taxes (`/dashboard/config/tax`): a rate, included in prices or added on top, VAT or not. */
export const taxesEntity = defineEntity({
  resource: 'taxes',
  exportPrefix: 'taxes',
  icon: IconReceiptTax,
  columns: [
    'name',
    { key: 'rate', width: 120 },
    { key: 'is_inclusive', width: 160, hideOnPhone: true },
    { key: 'is_vat', width: 100, hideOnPhone: true },
    { key: 'reference', width: 130, hideOnPhone: true },
    { key: 'is_active', width: 110 },
  ],
  filters: ['is_active', 'is_inclusive', 'is_vat'],
  form: [
    { id: 'identity', fields: ['name', 'reference', 'name_localized'] },
    { id: 'rules', fields: ['rate', 'is_inclusive', 'is_vat'] },
    { id: 'status', fields: ['is_active'] },
  ],
  matchBy: ['reference', 'name'],
  example: {
    name: 'VAT 5%',
    name_localized: { ar: 'ضريبة القيمة المضافة ٥٪' },
    reference: 'VAT5',
    rate: 5,
    is_inclusive: true,
    is_vat: true,
    is_active: true,
  },
});
