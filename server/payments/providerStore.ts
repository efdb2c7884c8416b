import {
  MASK,
  maskSecret,
  providerCredentialFields,
  type PaymentProvider,
  type PaymentProviderBody,
  type PaymentProviderUpdate,
} from '@contract/paymentProviders';
import { resources } from '@contract/registry';
import type { ValidationCode } from '@contract/validation';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { invalidFields } from '../plugins/errors';
import { duplicate, existingIds } from '../resources/checks';
import { noCredentialsKey, openCredentials, sealCredentials } from './credentials';
import type { PaymentProvidersTable } from './paymentTables';

/** A stored provider as replies show it: credentials masked, never opened. */
export function providerOf(row: PaymentProvidersTable): PaymentProvider {
  return {
    id: row.id,
    location_id: row.location_id,
    provider: row.provider as PaymentProvider['provider'],
    name: row.name,
    mode: row.mode as PaymentProvider['mode'],
    enabled: row.enabled === 1,
    payment_method_ids: JSON.parse(row.payment_method_ids) as string[],
    credentials: JSON.parse(row.credentials_masked) as Record<string, string>,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

type Sealed = Pick<PaymentProvidersTable, 'credentials' | 'credentials_masked'>;

/**
 * The credentials a write leaves stored. A field left out, or sent back exactly as its mask, keeps
 * the stored value; an empty string removes it; anything else replaces it. Only a write that
 * changes something needs the key (to open the stored values and seal the new set).
 */
export function sealWrite(options: {
  key: Buffer | null;
  customerId: string;
  rowId: string;
  provider: PaymentProvider['provider'];
  given: Record<string, string>;
  before: Sealed | null;
  enabled: boolean;
}): Sealed {
  const { key, customerId, rowId, provider, given, before } = options;
  const fields = providerCredentialFields[provider];
  const masked = before ? (JSON.parse(before.credentials_masked) as Record<string, string>) : {};
  const unknown = Object.keys(given).filter((k) => !fields.some((f) => f.key === k));
  if (unknown.length > 0) {
    throw invalidFields(
      Object.fromEntries(unknown.map((k) => [`credentials.${k}`, 'unknown_field'])),
    );
  }
  const changes = Object.entries(given).filter(([field, value]) => value !== (masked[field] ?? ''));
  const removals = changes.filter(([, value]) => value === '');
  const updates = changes.filter(([, value]) => value !== '');
  // A masked value that is not this field's mask is a typo or a mask of another row: never stored.
  const badMasks = updates.filter(([, value]) => value.startsWith(MASK));
  if (badMasks.length > 0) {
    throw invalidFields(
      Object.fromEntries(badMasks.map(([k]) => [`credentials.${k}`, 'format' as ValidationCode])),
    );
  }
  const kept = new Set(Object.keys(masked).filter((k) => !removals.some(([r]) => r === k)));
  const present = new Set([...kept, ...updates.map(([k]) => k)]);
  if (options.enabled) {
    const missing = fields.filter((f) => f.required && !present.has(f.key));
    if (missing.length > 0) {
      throw invalidFields(
        Object.fromEntries(
          missing.map((f) => [`credentials.${f.key}`, 'required' as ValidationCode]),
        ),
        'An enabled provider needs its required credentials',
      );
    }
  }
  if (updates.length === 0 && removals.length === 0) {
    return before
      ? { credentials: before.credentials, credentials_masked: before.credentials_masked }
      : { credentials: '', credentials_masked: '{}' };
  }
  if (!key) throw noCredentialsKey();
  const opened = before ? openCredentials(key, customerId, rowId, before.credentials) : {};
  const removed = new Set(removals.map(([field]) => field));
  const stored = {
    ...Object.fromEntries(Object.entries(opened).filter(([field]) => !removed.has(field))),
    ...Object.fromEntries(updates),
  };
  const empty = Object.keys(stored).length === 0;
  return {
    credentials: empty ? '' : sealCredentials(key, customerId, rowId, stored),
    credentials_masked: JSON.stringify(
      Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, maskSecret(v)])),
    ),
  };
}

/**
 * Payment methods must be the business's, and at one location a method goes through one enabled
 * provider at most: otherwise the takings by provider would count its payments twice.
 */
export async function checkMethods(
  db: Kysely<Database>,
  customerId: string,
  row: { id: string; location_id: string; enabled: boolean },
  body: Pick<PaymentProviderBody | PaymentProviderUpdate, 'payment_method_ids'>,
): Promise<void> {
  const ids = body.payment_method_ids;
  if (new Set(ids).size !== ids.length) throw invalidFields({ payment_method_ids: 'duplicate' });
  const found = await existingIds(db, resources.paymentMethods, customerId, ids);
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw invalidFields({ [`payment_method_ids.${missing}`]: 'unknown_reference' });
  if (!row.enabled) return;
  const others = await db
    .selectFrom('payment_providers')
    .select(['name', 'payment_method_ids'])
    .where('customer_id', '=', customerId)
    .where('location_id', '=', row.location_id)
    .where('enabled', '=', 1)
    .where('id', '!=', row.id)
    .execute();
  for (const other of others) {
    const theirs = new Set(JSON.parse(other.payment_method_ids) as string[]);
    if (ids.some((id) => theirs.has(id))) {
      throw duplicate(
        { payment_method_ids: 'duplicate' },
        `A payment method here already goes through “${other.name}”`,
      );
    }
  }
}
