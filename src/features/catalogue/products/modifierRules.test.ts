import { describe, expect, it } from 'vitest';
import { modifierProblems, newProductModifier, type ModifierOption } from './modifierRules';

const MILK = 'milk';
const SIZE = 'size';
const options: ModifierOption[] = [
  { id: 'oat', modifier_id: MILK, is_default: true },
  { id: 'soy', modifier_id: MILK, is_default: true },
  { id: 'whole', modifier_id: MILK, is_default: false },
  { id: 'large', modifier_id: SIZE, is_default: true, is_active: false },
];

describe('a modifier group added to a product', () => {
  it('starts with the group rules and its active default options, no more than may be chosen', () => {
    expect(
      newProductModifier({ id: MILK, min_select: 1, max_select: 1, free_count: 1 }, options),
    ).toEqual({
      modifier_id: MILK,
      min_select: 1,
      max_select: 1,
      free_count: 1,
      default_item_ids: ['oat'],
    });
    expect(
      newProductModifier({ id: SIZE, min_select: 0, max_select: 0, free_count: 0 }, options)
        .default_item_ids,
    ).toEqual([]);
  });
});

describe('modifier rules of a product', () => {
  const rule = (over: Partial<Parameters<typeof modifierProblems>[0][number]>) => ({
    modifier_id: MILK,
    min_select: 0,
    max_select: 2,
    free_count: 0,
    default_item_ids: [],
    ...over,
  });

  it('accept a minimum up to the maximum, and any minimum when there is no maximum', () => {
    expect(modifierProblems([rule({ min_select: 2 })], options)).toEqual([]);
    expect(modifierProblems([rule({ min_select: 5, max_select: 0 })], options)).toEqual([]);
  });

  it('refuse a minimum above the maximum, at the minimum', () => {
    expect(modifierProblems([rule({ min_select: 3 })], options)).toEqual([
      { path: 'modifiers.0.min_select', message: { code: 'min_above_max', params: {} } },
    ]);
  });

  it('refuse more free choices or default options than may be chosen', () => {
    const problems = modifierProblems(
      [rule({ max_select: 1, free_count: 2, default_item_ids: ['oat', 'soy'] })],
      options,
    );
    expect(problems.map((p) => [p.path, p.message.code])).toEqual([
      ['modifiers.0.free_count', 'too_big'],
      ['modifiers.0.default_item_ids', 'too_many'],
    ]);
  });

  it('refuse default options of another group', () => {
    expect(modifierProblems([rule({}), rule({ default_item_ids: ['large'] })], options)).toEqual([
      { path: 'modifiers.1.default_item_ids', message: { code: 'unknown_reference', params: {} } },
    ]);
  });
});
