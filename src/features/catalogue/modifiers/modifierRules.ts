/** What the modifier rules look at: the selection numbers and the options. */
export interface ModifierRulesInput {
  min_select: number;
  /** 0: no limit. */
  max_select: number;
  free_count: number;
  is_required: boolean;
  items: ReadonlyArray<{ name: string; is_default: boolean; is_active: boolean }>;
}

export type ModifierRuleCode =
  | 'min_above_max'
  | 'free_above_max'
  | 'required_needs_min'
  | 'min_above_items'
  | 'defaults_above_max'
  | 'item_name_required'
  | 'item_name_duplicate';

export interface ModifierProblem {
  /** Form path: `min_select`, `items.2.name`. */
  path: string;
  code: ModifierRuleCode;
  params?: Record<string, number>;
}

/**
 * The rules of a modifier with its options, beyond what each field allows on its own: the minimum is
 * not above the maximum (the contract's rule too), free choices fit in the maximum, a required
 * modifier asks for at least one choice, there are enough options to make the minimum, defaults fit
 * in the maximum, and every option has a name of its own.
 */
export function modifierProblems(input: ModifierRulesInput): ModifierProblem[] {
  const out: ModifierProblem[] = [];
  const limited = input.max_select > 0;
  if (limited && input.min_select > input.max_select)
    out.push({ path: 'min_select', code: 'min_above_max' });
  if (limited && input.free_count > input.max_select)
    out.push({ path: 'free_count', code: 'free_above_max', params: { max: input.max_select } });
  if (input.is_required && input.min_select < 1)
    out.push({ path: 'min_select', code: 'required_needs_min' });
  const active = input.items.filter((i) => i.is_active);
  if (input.items.length > 0 && input.min_select > active.length)
    out.push({ path: 'min_select', code: 'min_above_items', params: { count: active.length } });
  const defaults = input.items.filter((i) => i.is_default && i.is_active).length;
  if (limited && defaults > input.max_select)
    out.push({ path: 'items', code: 'defaults_above_max', params: { max: input.max_select } });
  const seen = new Set<string>();
  input.items.forEach((item, i) => {
    const name = item.name.trim().toLocaleLowerCase();
    if (!name) out.push({ path: `items.${i}.name`, code: 'item_name_required' });
    else if (seen.has(name)) out.push({ path: `items.${i}.name`, code: 'item_name_duplicate' });
    seen.add(name);
  });
  return out;
}

/** How many choices a customer makes, for the summary line: `{ min, max }` with max null for no limit. */
export function choiceRange(min: number, max: number): { min: number; max: number | null } {
  return { min, max: max > 0 ? max : null };
}
