import { IconTicket } from '@tabler/icons-react';
import { defineEntity } from '@/components/entity/types';

/** Coupons (`/dashboard/config/coupons`): codes a customer gives, each granting one discount. */
export const couponsEntity = defineEntity({
  resource: 'coupons',
  exportPrefix: 'coupons',
  icon: IconTicket,
  columns: [
    { key: 'code', minWidth: 150 },
    { key: 'discount_id', minWidth: 160 },
    { key: 'max_uses', width: 130, hideOnPhone: true },
    { key: 'starts_on', width: 130, hideOnPhone: true },
    { key: 'ends_on', width: 130, hideOnPhone: true },
    { key: 'is_active', width: 110 },
  ],
  filters: ['discount_id', 'is_active'],
  form: [
    { id: 'identity', fields: ['code', 'name', 'discount_id'] },
    { id: 'rules', fields: ['max_uses', 'max_uses_per_customer'] },
    { id: 'availability', fields: ['starts_on', 'ends_on'] },
    { id: 'status', fields: ['is_active'] },
  ],
  matchBy: ['code'],
  example: {
    code: 'WELCOME10',
    name: 'Welcome offer for new customers',
    max_uses: 500,
    max_uses_per_customer: 1,
    starts_on: '2026-01-01',
    ends_on: '2026-03-31',
    is_active: true,
  },
});
