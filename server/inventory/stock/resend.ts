import type { PostedReply } from '@contract/stock';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { ApiError } from '../../plugins/errors';
import {
  derivedId,
  inChunks,
  toMovementRow,
  type NewMovement,
  type StoredMovement,
} from '../ledger';

/**
 * A stock document's id sent again (issue 9). The same content is a resend after a reply that never
 * arrived and gets what the first call stored; other content under that id is refused (409
 * ID_REUSED), never answered with the first document as if it had been recorded.
 */

export type DocumentKind = NewMovement['document_kind'];

/**
 * What a resend must say again, taken from the body: the kind, the place, the time when the body
 * gives one, and one text per line that moves stock (material, quantity in milli, the line's cost or
 * reason). Lines compare as a sorted list, so neither key order nor line order matters; notes do not
 * move stock and are not compared.
 */
export interface DocumentFacts {
  kind: DocumentKind;
  locationId: string;
  occurredAt?: string | undefined;
  lines: string[];
  /** The same texts read back from the document's stored movements. */
  storedLines(rows: StoredMovement[]): string[] | Promise<string[]>;
}

/** How a message names a document: its kind in words. */
const nounOf = (kind: string) =>
  ({ wastage: 'wastage note', adjustment: 'quick adjustment' })[kind] ?? kind.replace('_', ' ');

const reused = (message: string) => new ApiError(409, 'ID_REUSED', message);

/** One line's text: the same function reads the body and the stored movement. */
export const lineText = (...parts: Array<string | number | null>) => parts.join('|');

/**
 * The movements stored for a document id, or null when it is new. A different kind under that id,
 * or other content, is refused.
 */
export async function resentDocument(
  trx: Kysely<Database>,
  customerId: string,
  id: string,
  facts: DocumentFacts,
): Promise<PostedReply | null> {
  const rows = await trx
    .selectFrom('stock_movements')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('document_id', '=', id)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return null;
  const noun = nounOf(facts.kind);
  const other = rows.find((r) => r.document_kind !== facts.kind);
  if (other) {
    throw reused(
      `This id is already the id of a ${nounOf(other.document_kind)}: a new ${noun} needs an id of its own`,
    );
  }
  const at = facts.occurredAt === undefined ? null : Date.parse(facts.occurredAt);
  const placed = rows.every(
    (r) => r.location_id === facts.locationId && (at === null || Date.parse(r.occurred_at) === at),
  );
  const stored = (await facts.storedLines(rows)).sort();
  const sent = [...facts.lines].sort();
  if (!placed || stored.length !== sent.length || stored.some((line, i) => line !== sent[i])) {
    throw reused(
      `A ${noun} with this id was already recorded with other content; it stands as first recorded`,
    );
  }
  return { id, movements: rows.map((r) => toMovementRow(r, true)) };
}

/**
 * Movement ids derive from the document id and are unique across businesses: another business's
 * document with the same id would make the insert fail, so it is refused first.
 */
export async function refuseTakenIds(
  trx: Kysely<Database>,
  movements: readonly NewMovement[],
): Promise<void> {
  const taken = await inChunks(
    movements.map((m) => m.id),
    (chunk) => trx.selectFrom('stock_movements').select('id').where('id', 'in', chunk).execute(),
  );
  if (taken.length > 0)
    throw reused('This id is already in use: the document needs an id of its own');
}

/**
 * A quick adjustment stores the difference, not what was found: what was found is the stock right
 * after it, the sum of every movement of the material at the location posted up to its call
 * (created_at only grows per balance) but its own count compensation.
 */
export async function foundQuantity(
  trx: Kysely<Database>,
  customerId: string,
  row: StoredMovement,
): Promise<number> {
  const sum = await trx
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.sum<number | string>('quantity').as('quantity'))
    .where('customer_id', '=', customerId)
    .where('location_id', '=', row.location_id)
    .where('material_id', '=', row.material_id)
    .where('created_at', '<=', row.created_at)
    .where('id', '!=', derivedId(`${row.id}:offset`))
    .executeTakeFirst();
  return Number(sum?.quantity ?? 0);
}
