import { IconCreditCard } from '@tabler/icons-react';
import { defineEntity } from '@/components/entity/types';

/**
 * Payment methods (`/dashboard/config/payment`): what the tills take, each of a kind (cash, card,
 * a wallet such as Apple Pay, an aggregator such as Deliveroo, a house account) that reports group by.
 */
export const paymentMethodsEntity = defineEntity({
  resource: 'paymentMethods',
  exportPrefix: 'payment-methods',
  icon: IconCreditCard,
  columns: [
    'name',
    { key: 'kind', width: 160 },
    { key: 'opens_cash_drawer', width: 180, hideOnPhone: true },
    { key: 'reference', width: 130, hideOnPhone: true },
    { key: 'is_active', width: 110 },
  ],
  filters: ['kind', 'is_active'],
  form: [
    { id: 'identity', fields: ['name', 'kind', 'reference', 'name_localized'] },
    { id: 'rules', fields: ['opens_cash_drawer'] },
    { id: 'status', fields: ['is_active', 'sort_order'] },
  ],
  matchBy: ['reference', 'name'],
  example: {
    name: 'Apple Pay',
    name_localized: { ar: 'آبل باي' },
    reference: 'APPLE',
    kind: 'apple_pay',
    opens_cash_drawer: false,
    is_active: true,
    sort_order: 3,
  },
});
