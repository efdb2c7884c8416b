import type { EntryPart } from '@contract/counts';
import { formatQuantity } from '@/lib/quantity';

/**
 * An entry's parts as the counter typed them: "2 case + 3 bottle"; a part in the base unit shows the
 * material's unit (`baseUnit`, already translated), a pack its name as `packName` shows it.
 */
export function formatParts(
  parts: readonly EntryPart[],
  lang: string,
  baseUnit: string,
  packName: (name: string) => string,
): string {
  return parts
    .map((p) =>
      `${formatQuantity(lang, p.quantity)} ${p.unit ? packName(p.unit) : baseUnit}`.trim(),
    )
    .join(' + ');
}
