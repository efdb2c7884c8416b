import { IconTruckDelivery } from '@tabler/icons-react';
import { defineEntity } from '@/components/entity/types';
import { WeekdaysInput } from '@/components/entity/WeekdaysInput';

/** Suppliers (`/dashboard/supplier`): who the business buys from and how they take orders. */
export const suppliersEntity = defineEntity({
  resource: 'suppliers',
  exportPrefix: 'suppliers',
  icon: IconTruckDelivery,
  columns: [
    'name',
    { key: 'contact_name', width: 170, hideOnPhone: true },
    { key: 'order_email', width: 220, hideOnPhone: true },
    { key: 'lead_time_days', width: 120, hideOnPhone: true },
    { key: 'minimum_order', width: 140, money: true, hideOnPhone: true },
    { key: 'is_active', width: 100 },
  ],
  filters: ['is_active'],
  form: [
    { id: 'identity', fields: ['name', 'reference', 'tax_number'] },
    { id: 'addressContact', fields: ['contact_name', 'email', 'phone', 'address'] },
    { id: 'schedule', fields: ['order_email', 'lead_time_days', 'order_days', 'delivery_days'] },
    { id: 'pricing', fields: ['minimum_order', 'currency', 'payment_terms_days'] },
    { id: 'status', fields: ['is_active', 'notes'] },
  ],
  fields: {
    order_days: { input: WeekdaysInput, wide: true },
    delivery_days: { input: WeekdaysInput, wide: true },
  },
  matchBy: ['reference', 'name'],
  example: {
    name: 'Gulf Fresh Produce',
    reference: 'GFP',
    contact_name: 'Sara Haddad',
    email: 'sara@gulffresh.example',
    order_email: 'orders@gulffresh.example',
    phone: '+971 4 000 0000',
    currency: 'AED',
    payment_terms_days: 30,
    minimum_order: 500,
    order_days: [0, 2, 4],
    delivery_days: [1, 3, 5],
    lead_time_days: 1,
    is_active: true,
  },
});
