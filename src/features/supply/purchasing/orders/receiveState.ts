import type { ReceiptInput, SupplierOrderLine } from '@contract/purchasing';
import { outstanding, round3 } from '../shared/orderMath';

/** What the receiving screen holds for one line while it is being filled in. */
export interface LineEntry {
  packs: number;
  units: number;
  damaged: number;
  /** The delivery note's price per pack, when it differs from the order's. */
  price: number | null;
  substitute: string | null;
}

export const emptyEntry: LineEntry = {
  packs: 0,
  units: 0,
  damaged: 0,
  price: null,
  substitute: null,
};

/** Good stock entered for the line, in base units: whole packs and loose base units. */
export const entryQuantity = (line: SupplierOrderLine, e: LineEntry): number =>
  round3(e.packs * line.pack_size + e.units);

/** "Receive all as ordered": every line's outstanding quantity, in packs where it divides. */
export function allAsOrdered(lines: readonly SupplierOrderLine[]): Record<string, LineEntry> {
  return Object.fromEntries(
    lines.map((line) => {
      const rest = outstanding(line);
      const packs = Math.floor(round3(rest / line.pack_size));
      return [line.id, { ...emptyEntry, packs, units: round3(rest - packs * line.pack_size) }];
    }),
  );
}

/** The receipt lines to send: only lines where something arrived (good or damaged). */
export function receiptLines(
  lines: readonly SupplierOrderLine[],
  entries: Record<string, LineEntry>,
): ReceiptInput['lines'] {
  return lines.flatMap((line) => {
    const e = entries[line.id];
    if (!e) return [];
    const quantity = entryQuantity(line, e);
    if (quantity <= 0 && e.damaged <= 0) return [];
    return [
      {
        line_id: line.id,
        quantity,
        damaged: round3(e.damaged),
        ...(e.price !== null && e.price !== line.price ? { price: e.price } : {}),
        ...(e.substitute && e.substitute !== line.material_id
          ? { substitute_material_id: e.substitute }
          : {}),
        note: '',
      },
    ];
  });
}
