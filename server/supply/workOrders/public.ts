import { resources } from '@contract/registry';
import {
  batchPagePath,
  frontendOrigin,
  type PublicBatchReply,
  type WorkOrderStatus,
} from '@contract/workOrders';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { notFound } from '../../plugins/errors';
import { resourceDb } from '../../resources/store';

/**
 * What a batch label shows to whoever scans it: the public page's data (no sign-in) and the QR image
 * that links to it. Nothing here may reveal more of the business than the label itself.
 */

/** A user name's first word, without an email's domain: "Amira Haddad" → "Amira". */
export function firstName(username: string): string {
  return (
    username
      .split('@')[0]!
      .trim()
      .split(/[\s._]+/)[0] ?? ''
  );
}

/**
 * `GET /work-orders/public/{id}`: a confirmed batch by its id (the id is the secret the QR code
 * carries). Planned, cancelled, deleted and unknown ones are all simply not found.
 */
export async function publicBatch(db: Kysely<Database>, id: string): Promise<PublicBatchReply> {
  const row = await db
    .selectFrom('work_orders')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.confirmed_at === null) throw notFound('Batch');
  const material = await resourceDb(db)
    .selectFrom(resources.materials.table)
    .select(['name', 'name_localized', 'unit'])
    .where('customer_id', '=', row.customer_id)
    .where('id', '=', row.material_id)
    .executeTakeFirst();
  const location = await resourceDb(db)
    .selectFrom(resources.locations.table)
    .select(['name'])
    .where('customer_id', '=', row.customer_id)
    .where('id', '=', row.location_id)
    .executeTakeFirst();
  const producer = row.confirmed_by
    ? await db
        .selectFrom('users')
        .select('username')
        .where('id', '=', row.confirmed_by)
        .executeTakeFirst()
    : undefined;
  return {
    number: row.number,
    material_name: String(material?.name ?? ''),
    material_name_localized: material?.name_localized
      ? (JSON.parse(String(material.name_localized)) as PublicBatchReply['material_name_localized'])
      : {},
    quantity: Number(row.actual_quantity ?? row.planned_quantity),
    unit: String(material?.unit ?? ''),
    produced_at: row.confirmed_at,
    produced_by: producer ? firstName(producer.username) : '',
    use_by: row.use_by,
    batch_code: row.batch_code,
    location_name: String(location?.name ?? ''),
    status: row.status as WorkOrderStatus,
  };
}

/** The QR code of a batch's public page under the PWA's origin, as a PNG. */
export async function batchQrPng(frontendBase: string, workOrderId: string): Promise<Buffer> {
  const origin = frontendOrigin(frontendBase);
  if (origin === null) throw new Error('frontendBase is checked by the query schema');
  // Loaded on first use rather than at every start (issue 24).
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(`${origin}${batchPagePath(workOrderId)}`, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 480,
  });
}
