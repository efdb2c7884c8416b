import type {
  MovementRow,
  PhysicalBody,
  PostedReply,
  PreparationBody,
  ReceiptBody,
  WastageBody,
} from '@contract/stock';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { invalidFields } from '../../plugins/errors';
import { toMilli } from '../../sales/figures';
import { derivedId, postMovements, stockAt, type NewMovement } from '../ledger';
import { materialIndex } from '../recipes/costing';
import {
  postProduction,
  productionMovements,
  producibleMaterial,
  recipeInputs,
  type Production,
} from './preparations';
import {
  foundQuantity,
  lineText,
  refuseTakenIds,
  resentDocument,
  type DocumentFacts,
} from './resend';

/**
 * The documents that move stock by hand (issue 9): receipts, wastage, quick adjustments and
 * preparations. Each is idempotent on its body id: its movements' ids derive from it, a resend of
 * the same content answers the movements the first call stored (status 200), and other content
 * under that id is refused (409 ID_REUSED, see resend.ts).
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

/** Posts a document once: a resend of the same content answers what was stored (200). */
async function postDocument(
  trx: Kysely<Database>,
  auth: Poster,
  id: string,
  facts: DocumentFacts,
  post: () => Promise<MovementRow[]>,
): Promise<Posted> {
  const earlier = await resentDocument(trx, auth.customerId, id, facts);
  if (earlier) return { status: 200, body: earlier };
  return { status: 201, body: { id, movements: await post() } };
}

/** Appends a document's movements; their ids derive from its id, which must be its own. */
async function append(trx: Kysely<Database>, auth: Poster, movements: NewMovement[]) {
  await refuseTakenIds(trx, movements);
  return postMovements(trx, auth.customerId, movements);
}

/** A costed line: its cost is what was paid, unless nothing (under a thousandth) came in. */
const costedLine = (material: string, milli: number, unitCost: number) =>
  lineText(material, milli, milli > 0 ? unitCost : null);

/** `POST /inventory?loc=`: stock received without a supplier order, at its cost. */
export function postReceipt(trx: Kysely<Database>, auth: Poster, loc: string, body: ReceiptBody) {
  const movements = body.lines.map((line, i) => ({
    ...common(auth, loc, body.id, body.occurred_at),
    id: derivedId(`${body.id}:${i}`),
    material_id: line.material_id,
    kind: 'receipt' as const,
    quantity: line.quantity,
    unit_cost: line.unit_cost,
    note: body.note ?? '',
    document_kind: 'receipt' as const,
  }));
  const facts: DocumentFacts = {
    kind: 'receipt',
    locationId: loc,
    occurredAt: body.occurred_at,
    lines: body.lines.map((l) => costedLine(l.material_id, toMilli(l.quantity), l.unit_cost)),
    storedLines: (rows) =>
      rows.map((r) => costedLine(r.material_id, Number(r.quantity), Number(r.unit_cost))),
  };
  return postDocument(trx, auth, body.id, facts, async () => {
    const { unknown } = await liveMaterials(
      trx,
      auth.customerId,
      body.lines.map((l) => l.material_id),
    );
    if (unknown >= 0)
      throw invalidFields({ [`lines.${unknown}.material_id`]: 'unknown_reference' });
    return append(trx, auth, movements);
  });
}

/** `POST /wastage?loc=`: stock thrown away, valued at the average cost. */
export function postWastage(trx: Kysely<Database>, auth: Poster, loc: string, body: WastageBody) {
  const movements = body.lines.map((line, i) => ({
    ...common(auth, loc, body.id, body.occurred_at),
    id: derivedId(`${body.id}:${i}`),
    material_id: line.material_id,
    kind: 'wastage' as const,
    quantity: -line.quantity,
    reason: line.reason,
    note: body.note ?? '',
    document_kind: 'wastage' as const,
  }));
  const facts: DocumentFacts = {
    kind: 'wastage',
    locationId: loc,
    occurredAt: body.occurred_at,
    lines: movements.map((m) => lineText(m.material_id, toMilli(m.quantity), m.reason)),
    storedLines: (rows) => rows.map((r) => lineText(r.material_id, Number(r.quantity), r.reason)),
  };
  return postDocument(trx, auth, body.id, facts, async () => {
    const { unknown } = await liveMaterials(
      trx,
      auth.customerId,
      body.lines.map((l) => l.material_id),
    );
    if (unknown >= 0)
      throw invalidFields({ [`lines.${unknown}.material_id`]: 'unknown_reference' });
    return append(trx, auth, movements);
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
  const facts: DocumentFacts = {
    kind: 'adjustment',
    locationId: loc,
    lines: [lineText(materialId, toMilli(body.quantity))],
    storedLines: (rows) =>
      Promise.all(
        rows.map(async (r) =>
          lineText(r.material_id, await foundQuantity(trx, auth.customerId, r)),
        ),
      ),
  };
  return postDocument(trx, auth, body.id, facts, async () => {
    const { unknown } = await liveMaterials(trx, auth.customerId, [materialId]);
    if (unknown >= 0) throw invalidFields({ material_id: 'unknown_reference' });
    const current = (await stockAt(trx, auth.customerId, loc, { materialIds: [materialId] })).get(
      materialId,
    );
    // Recorded even when nothing differs: the check itself is worth keeping.
    return append(trx, auth, [
      {
        ...common(auth, loc, body.id),
        id: derivedId(`${body.id}:adjustment`),
        material_id: materialId,
        kind: 'adjustment' as const,
        quantity: body.quantity - (current?.quantity ?? 0),
        note: body.note ?? '',
        document_kind: 'adjustment' as const,
      },
    ]);
  });
}

/**
 * `POST /inventory?is_prepared=1&loc=`: a batch of a prepared material. Each recipe line goes out
 * (line quantity x made / yield, in the line material's unit) and the prepared material comes in at
 * the value of what went out.
 */
export function postPreparation(
  trx: Kysely<Database>,
  auth: Poster,
  loc: string,
  body: PreparationBody,
  /** When it was made, if not now (the demo's past weeks). */
  occurredAt?: string,
): Promise<Posted> {
  // What went out follows the recipe of the day; what was made is what a resend must repeat.
  const facts: DocumentFacts = {
    kind: 'preparation',
    locationId: loc,
    occurredAt,
    lines: [lineText(body.material_id, toMilli(body.quantity))],
    storedLines: (rows) =>
      rows
        .filter((r) => r.kind === 'preparation_in')
        .map((r) => lineText(r.material_id, Number(r.quantity))),
  };
  return postDocument(trx, auth, body.id, facts, () => prepare(trx, auth, loc, body, occurredAt));
}

async function prepare(
  trx: Kysely<Database>,
  auth: Poster,
  loc: string,
  body: PreparationBody,
  occurredAt: string | undefined,
): Promise<MovementRow[]> {
  const index = await materialIndex(trx, auth.customerId);
  const material = producibleMaterial(index, body.material_id);
  const batch: Production = {
    base: {
      ...common(auth, loc, body.id, occurredAt),
      note: body.note ?? '',
      document_kind: 'preparation',
    },
    key: body.id,
    inputs: recipeInputs(index, material, body.quantity),
    output: { material_id: body.material_id, quantity: body.quantity },
  };
  await refuseTakenIds(trx, productionMovements(batch));
  return (await postProduction(trx, auth.customerId, batch)).movements;
}
