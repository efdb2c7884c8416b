import type {
  PhysicalBody,
  PostedReply,
  PreparationBody,
  ReceiptBody,
  WastageBody,
} from '@contract/stock';
import { convert } from '@contract/units';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { invalidFields } from '../plugins/errors';
import { derivedId, postMovements, stockAt, toMovementRow, type NewMovement } from './ledger';
import { isPreparedMaterial, materialIndex } from './recipes';

/**
 * The documents that move stock by hand (issue 9): receipts, wastage, quick adjustments and
 * preparations. Each is idempotent on its body id: its movements' ids derive from it, and a resend
 * answers the movements the first call stored (status 200).
 */

/** Who posts: the business and the user (a signed-in caller, or the demo's seed). */
export interface Poster {
  customerId: string;
  userId: string | null;
}

export interface Posted {
  status: 200 | 201;
  body: PostedReply;
}

/** The movements already stored for a document, or null when it is new. */
async function storedDocument(
  trx: Kysely<Database>,
  customerId: string,
  documentId: string,
  documentKind: NewMovement['document_kind'],
): Promise<PostedReply | null> {
  const rows = await trx
    .selectFrom('stock_movements')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('document_id', '=', documentId)
    .where('document_kind', '=', documentKind)
    .orderBy('id')
    .execute();
  return rows.length === 0
    ? null
    : { id: documentId, movements: rows.map((r) => toMovementRow(r, true)) };
}

/** Refuses lines naming materials the business does not have (or has deleted or deactivated). */
async function liveMaterials(trx: Kysely<Database>, customerId: string, ids: readonly string[]) {
  const index = await materialIndex(trx, customerId);
  const unknown = ids.findIndex((id) => !index.has(id));
  return { index, unknown };
}

const common = (auth: Poster, loc: string, documentId: string, occurredAt?: string) => ({
  location_id: loc,
  occurred_at: occurredAt ?? new Date().toISOString(),
  user_id: auth.userId,
  document_id: documentId,
});

async function postDocument(
  trx: Kysely<Database>,
  auth: Poster,
  id: string,
  kind: NewMovement['document_kind'],
  make: () => Promise<NewMovement[]>,
): Promise<Posted> {
  const earlier = await storedDocument(trx, auth.customerId, id, kind);
  if (earlier) return { status: 200, body: earlier };
  const movements = await postMovements(trx, auth.customerId, await make());
  return { status: 201, body: { id, movements } };
}

/** `POST /inventory?loc=`: stock received without a supplier order, at its cost. */
export function postReceipt(trx: Kysely<Database>, auth: Poster, loc: string, body: ReceiptBody) {
  return postDocument(trx, auth, body.id, 'receipt', async () => {
    const { unknown } = await liveMaterials(
      trx,
      auth.customerId,
      body.lines.map((l) => l.material_id),
    );
    if (unknown >= 0)
      throw invalidFields({ [`lines.${unknown}.material_id`]: 'unknown_reference' });
    return body.lines.map((line, i) => ({
      ...common(auth, loc, body.id, body.occurred_at),
      id: derivedId(`${body.id}:${i}`),
      material_id: line.material_id,
      kind: 'receipt' as const,
      quantity: line.quantity,
      unit_cost: line.unit_cost,
      note: body.note ?? '',
      document_kind: 'receipt' as const,
    }));
  });
}

/** `POST /wastage?loc=`: stock thrown away, valued at the average cost. */
export function postWastage(trx: Kysely<Database>, auth: Poster, loc: string, body: WastageBody) {
  return postDocument(trx, auth, body.id, 'wastage', async () => {
    const { unknown } = await liveMaterials(
      trx,
      auth.customerId,
      body.lines.map((l) => l.material_id),
    );
    if (unknown >= 0)
      throw invalidFields({ [`lines.${unknown}.material_id`]: 'unknown_reference' });
    return body.lines.map((line, i) => ({
      ...common(auth, loc, body.id, body.occurred_at),
      id: derivedId(`${body.id}:${i}`),
      material_id: line.material_id,
      kind: 'wastage' as const,
      quantity: -line.quantity,
      reason: line.reason,
      note: body.note ?? '',
      document_kind: 'wastage' as const,
    }));
  });
}

/** `POST /inventory/physical/{id}?loc=`: what is really there; the difference is the adjustment. */
export function postPhysical(
  trx: Kysely<Database>,
  auth: Poster,
  loc: string,
  materialId: string,
  body: PhysicalBody,
) {
  return postDocument(trx, auth, body.id, 'adjustment', async () => {
    const { unknown } = await liveMaterials(trx, auth.customerId, [materialId]);
    if (unknown >= 0) throw invalidFields({ material_id: 'unknown_reference' });
    const current = (await stockAt(trx, auth.customerId, loc, { materialIds: [materialId] })).get(
      materialId,
    );
    // Recorded even when nothing differs: the check itself is worth keeping.
    return [
      {
        ...common(auth, loc, body.id),
        id: derivedId(`${body.id}:adjustment`),
        material_id: materialId,
        kind: 'adjustment' as const,
        quantity: body.quantity - (current?.quantity ?? 0),
        note: body.note ?? '',
        document_kind: 'adjustment' as const,
      },
    ];
  });
}

/**
 * `POST /inventory?is_prepared=1&loc=`: a batch of a prepared material. Each recipe line goes out
 * (line quantity x made / yield, in the line material's unit) and the prepared material comes in at
 * the value of what went out.
 */
export async function postPreparation(
  trx: Kysely<Database>,
  auth: Poster,
  loc: string,
  body: PreparationBody,
  /** When it was made, if not now (the demo's past weeks). */
  occurredAt?: string,
): Promise<Posted> {
  const earlier = await storedDocument(trx, auth.customerId, body.id, 'preparation');
  if (earlier) return { status: 200, body: earlier };
  const index = await materialIndex(trx, auth.customerId);
  const material = index.get(body.material_id);
  if (!material) throw invalidFields({ material_id: 'unknown_reference' });
  if (!isPreparedMaterial(material) || material.recipe.length === 0) {
    throw invalidFields(
      { material_id: 'one_of' },
      'Only a prepared material with a recipe can be prepared',
    );
  }
  const base = common(auth, loc, body.id, occurredAt);
  const used = new Map<string, number>();
  for (const line of material.recipe) {
    const ingredient = index.get(line.material_id);
    const amount = ingredient ? convert(line.quantity, line.unit, ingredient.unit) : null;
    if (amount === null) continue;
    used.set(
      line.material_id,
      (used.get(line.material_id) ?? 0) + (amount * body.quantity) / material.yield_quantity,
    );
  }
  const outs = await postMovements(
    trx,
    auth.customerId,
    [...used].map(([materialId, amount]) => ({
      ...base,
      id: derivedId(`${body.id}:out:${materialId}`),
      material_id: materialId,
      kind: 'preparation_out' as const,
      quantity: -amount,
      note: body.note ?? '',
      document_kind: 'preparation' as const,
    })),
  );
  const spent = -outs.reduce((sum, m) => sum + (m.value ?? 0), 0);
  const made = await postMovements(trx, auth.customerId, [
    {
      ...base,
      id: derivedId(`${body.id}:in`),
      material_id: body.material_id,
      kind: 'preparation_in',
      quantity: body.quantity,
      unit_cost: spent / body.quantity,
      note: body.note ?? '',
      document_kind: 'preparation',
    },
  ]);
  return { status: 201, body: { id: body.id, movements: [...outs, ...made] } };
}
