import type { FieldsOf } from '@contract/registry';
import type { FieldMessage } from '@contract/validation';

export type ProductModifier = FieldsOf<'products'>['modifiers'][number];

/** A modifier group as the rules need it. */
export interface ModifierGroup {
  id: string;
  min_select: number;
  max_select: number;
  free_count: number;
}

/** A modifier item as the rules need it. */
export interface ModifierOption {
  id: string;
  modifier_id: string;
  is_default?: boolean;
  is_active?: boolean;
}

export interface ModifierProblem {
  /** Form path, e.g. `modifiers.0.min_select`. */
  path: string;
  message: FieldMessage;
}

/**
 * The product's rules for a group it starts offering: the group's own selection rules, with the
 * group's default options preselected (no more than may be chosen).
 */
export function newProductModifier(
  group: ModifierGroup,
  options: readonly ModifierOption[],
): ProductModifier {
  const defaults = options
    .filter((o) => o.modifier_id === group.id && o.is_default && o.is_active !== false)
    .map((o) => o.id);
  return {
    modifier_id: group.id,
    min_select: group.min_select,
    max_select: group.max_select,
    free_count: group.free_count,
    default_item_ids: group.max_select > 0 ? defaults.slice(0, group.max_select) : defaults,
  };
}

/**
 * What is wrong with a product's modifier rules. A maximum of 0 means "no limit". Beyond the contract's
 * own rule (minimum not above the maximum), free choices and default options may not exceed the
 * maximum, and default options must belong to their group: the till could not honour them otherwise.
 */
export function modifierProblems(
  modifiers: readonly ProductModifier[],
  options: readonly ModifierOption[],
): ModifierProblem[] {
  const groupOf = new Map(options.map((o) => [o.id, o.modifier_id]));
  const problems: ModifierProblem[] = [];
  modifiers.forEach((m, i) => {
    const at = (field: string) => `modifiers.${i}.${field}`;
    const limited = m.max_select > 0;
    if (limited && m.min_select > m.max_select)
      problems.push({ path: at('min_select'), message: { code: 'min_above_max', params: {} } });
    if (limited && m.free_count > m.max_select)
      problems.push({
        path: at('free_count'),
        message: { code: 'too_big', params: { max: m.max_select } },
      });
    if (limited && m.default_item_ids.length > m.max_select)
      problems.push({
        path: at('default_item_ids'),
        message: { code: 'too_many', params: { max: m.max_select } },
      });
    if (m.default_item_ids.some((id) => groupOf.get(id) !== m.modifier_id))
      problems.push({
        path: at('default_item_ids'),
        message: { code: 'unknown_reference', params: {} },
      });
  });
  return problems;
}
