import type { ReceiptBody } from '@contract/stock';
import { roundQuantity, type PackLike } from '@/lib/quantity';
import { factorOf } from '../stock/shared/packs';

/** What a receipt line's form holds: a quantity and a cost in the base unit or in one pack. */
export interface ReceiptLineInput {
  key: string;
  material_id: string | null;
  quantity: number | '';
  /** '' for the base unit, else the name of one of the material's packs. */
  pack: string;
  /** Cost of one of the chosen unit (one kg, one case). */
  cost: number | '';
}

export const emptyLine = (key: string): ReceiptLineInput => ({
  key,
  material_id: null,
  quantity: '',
  pack: '',
  cost: '',
});

/**
 * A line as the ledger takes it: quantity in the base unit and the cost of one base unit. 2 cases
 * of 12,000 ml at 30 a case are 24,000 ml at 0.0025 a ml. Null when the line is not filled in.
 */
export function toReceiptLine(
  line: ReceiptLineInput,
  packs: readonly PackLike[],
): ReceiptBody['lines'][number] | null {
  if (!line.material_id || line.quantity === '' || line.quantity <= 0) return null;
  const factor = factorOf(line.pack, packs);
  const quantity = roundQuantity(line.quantity * factor);
  if (quantity <= 0) return null;
  const cost = line.cost === '' ? 0 : line.cost;
  // A cost per base unit keeps more decimals than money does: a ml of wine costs fractions of a cent.
  const unitCost = Math.round((cost / factor) * 1e6) / 1e6;
  return { material_id: line.material_id, quantity, unit_cost: unitCost };
}

/** What the lines come to: the value received (quantity x cost per chosen unit). */
export function receiptTotal(lines: readonly ReceiptLineInput[]): number {
  return lines.reduce(
    (sum, l) => sum + (l.quantity === '' || l.cost === '' ? 0 : l.quantity * l.cost),
    0,
  );
}
