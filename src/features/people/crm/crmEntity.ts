import { IconAddressBook } from '@tabler/icons-react';
import { defineEntity, type AnyEntityConfig } from '@/components/entity/types';
import { ConsentInput } from './ConsentInput';

/** CRM customers (`/dashboard/customers/crm`): the generic list and form, and how imports match. */
const base = defineEntity({
  resource: 'crmCustomers',
  exportPrefix: 'crm-customers',
  icon: IconAddressBook,
  columns: ['name'],
  filters: ['marketing_consent', 'home_location_id'],
  form: [
    { id: 'identity', fields: ['name', 'phone', 'email', 'birthday'] },
    { id: 'details', fields: ['tags', 'marketing_consent', 'home_location_id', 'notes'] },
  ],
  fields: { marketing_consent: { input: ConsentInput, wide: true }, notes: { wide: true } },
  matchBy: ['phone', 'email', 'name'],
  example: {
    name: 'Layla Haddad',
    phone: '+971501234567',
    email: 'layla@example.com',
    birthday: '1990-04-12',
    tags: ['vip', 'regular'],
    marketing_consent: true,
    consent_changed_at: '2026-11-01T10:00:00Z',
    notes: 'Prefers the terrace',
  },
});

/**
 * The list adds what the invoices and the loyalty ledger say (`useCrmRows` puts them on the rows):
 * they are not fields, so they are declared here rather than through `defineEntity`'s field keys.
 */
export const crmEntity: AnyEntityConfig = {
  ...base,
  columns: [
    'name',
    { key: 'phone', width: 150 },
    { key: 'visits', width: 90, kind: 'number' },
    { key: 'spend', width: 130, money: true, currencyKey: 'currency' },
    { key: 'last_visit', width: 170, kind: 'datetime', hideOnPhone: true },
    { key: 'loyalty_points', width: 100, kind: 'number', hideOnPhone: true },
    { key: 'marketing_consent', width: 110, hideOnPhone: true },
  ],
};
