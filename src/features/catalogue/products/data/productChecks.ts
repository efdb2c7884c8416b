import type { FieldMessage } from '@contract/validation';
import type { ApiClient } from '@/data/api';
import type { LocalDb } from '@/data/db';
import { modifierProblems, type ModifierOption, type ProductModifier } from '../modifierRules';
import { checkPlu, findLocalClash, uniqueKey } from './uniqueness';

/**
 * How long a save waits for the server's PLU check. The save must not hang on a weak connection: on
 * timeout the device's answer stands, and the server checks again when the change syncs (a PLU taken
 * meanwhile parks the change as failed, saying so).
 */
export const SAVE_PLU_CHECK_TIMEOUT_MS = 4_000;

/** A problem the contract's schema cannot see, at a form path, in the words of a validation code. */
export interface SaveProblem {
  path: string;
  message: FieldMessage;
  /** The product already using the value, for a duplicate. */
  clash?: string | null;
}

/**
 * What the product page checks before it saves, beyond the contract's schema: the modifier rules,
 * and that a changed PLU (asked of the server too when online) and SKU are not another product's.
 * Unchanged values are not checked again: they are the product's own.
 */
export async function checkBeforeSave(input: {
  fields: Record<string, unknown>;
  initial: Record<string, unknown>;
  productId: string | null;
  options: readonly ModifierOption[];
  db: LocalDb;
  api: ApiClient;
  online: boolean;
}): Promise<SaveProblem[]> {
  const { fields, initial } = input;
  const problems: SaveProblem[] = modifierProblems(
    (fields.modifiers as ProductModifier[] | undefined) ?? [],
    input.options,
  );
  const changed = (key: string) =>
    uniqueKey(fields[key]) !== '' && uniqueKey(fields[key]) !== uniqueKey(initial[key]);
  if (changed('plu')) {
    const verdict = await checkPlu({
      plu: String(fields.plu),
      excludeId: input.productId,
      db: input.db,
      api: input.api,
      online: input.online,
      timeoutMs: SAVE_PLU_CHECK_TIMEOUT_MS,
    });
    if (verdict.status === 'duplicate')
      problems.push({
        path: 'plu',
        message: { code: 'duplicate', params: {} },
        clash: verdict.name,
      });
  }
  if (changed('sku')) {
    const clash = await findLocalClash(input.db, 'sku', String(fields.sku), input.productId);
    if (clash)
      problems.push({ path: 'sku', message: { code: 'duplicate', params: {} }, clash: clash.name });
  }
  return problems;
}
