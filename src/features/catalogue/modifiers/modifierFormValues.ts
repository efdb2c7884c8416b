import type { UseFormReturnType } from '@mantine/form';
import type { FormValues } from '@/components/entity/form-values';
import type { ItemRow } from './ModifierItemsEditor';
import type { ItemDraft } from './data/modifierSave';
import { modifierProblems, type ModifierProblem } from './modifierRules';

/** The modifier form: the modifier's fields as the generic inputs hold them, plus `items`. */
export type ModifierFormApi = Omit<UseFormReturnType<FormValues>, 'getValues'> & {
  getValues: () => FormValues & { items: ItemRow[] };
};

const amount = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number(String(v ?? '').trim());
  return Number.isFinite(n) ? n : 0;
};

/** The options as the save takes them: inputs may hold '' for an empty number. */
export function draftsOf(rows: readonly ItemRow[]): ItemDraft[] {
  return rows.map(({ key: _key, ...d }) => ({
    ...d,
    name: d.name ?? '',
    sku: d.sku ?? '',
    price: amount(d.price),
    cost: amount(d.cost),
    calories:
      d.calories === null || (d.calories as unknown) === '' ? null : Math.round(amount(d.calories)),
  }));
}

/** The cross-field rules of the modifier and its options, as form errors at their paths. */
export function ruleErrors(
  values: FormValues & { items: ItemRow[] },
  message: (p: ModifierProblem) => string,
): Record<string, string> {
  const problems = modifierProblems({
    min_select: amount(values.min_select),
    max_select: amount(values.max_select),
    free_count: amount(values.free_count),
    is_required: values.is_required === true,
    items: draftsOf(values.items),
  });
  const errors: Record<string, string> = {};
  for (const p of problems) errors[p.path] ??= message(p);
  return errors;
}
