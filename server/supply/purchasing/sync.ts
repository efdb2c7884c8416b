import { can } from '@contract/access';
import { SUPPLIER_INVOICES_COLLECTION, SUPPLIER_ORDERS_COLLECTION } from '@contract/purchasing';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { Auth } from '../../plugins/auth';
import { invoicesByIds, ordersByIds } from './store';

/** The sync pull's purchasing collections (server/resources/pull.ts), readable with suppliers.read. */
export const purchasingCollections: ReadonlyArray<{
  collection: string;
  mayRead: (auth: Auth) => boolean;
  byIds: (db: Kysely<Database>, auth: Auth, ids: string[]) => Promise<Record<string, unknown>[]>;
}> = [
  {
    collection: SUPPLIER_ORDERS_COLLECTION,
    mayRead: (auth) => can(auth.grant, 'suppliers.read'),
    byIds: ordersByIds,
  },
  {
    collection: SUPPLIER_INVOICES_COLLECTION,
    mayRead: (auth) => can(auth.grant, 'suppliers.read'),
    byIds: invoicesByIds,
  },
];
