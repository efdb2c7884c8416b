import { describe, expect, it } from 'vitest';
import { modifierProblems } from './modifierRules';

const item = (name: string, extra: Partial<{ is_default: boolean; is_active: boolean }> = {}) => ({
  name,
  is_default: false,
  is_active: true,
  ...extra,
});
const base = {
  min_select: 0,
  max_select: 1,
  free_count: 0,
  is_required: false,
  items: [item('Oat'), item('Soy')],
};

describe('modifierProblems', () => {
  it('accepts a plain optional modifier', () => {
    expect(modifierProblems(base)).toEqual([]);
  });

  it('refuses a minimum above the maximum, but not with no maximum (0)', () => {
    expect(modifierProblems({ ...base, min_select: 2, max_select: 1 })).toContainEqual({
      path: 'min_select',
      code: 'min_above_max',
    });
    expect(modifierProblems({ ...base, min_select: 2, max_select: 0 })).toEqual([]);
  });

  it('refuses more free choices than the maximum', () => {
    expect(modifierProblems({ ...base, free_count: 2 }).map((p) => p.code)).toEqual([
      'free_above_max',
    ]);
  });

  it('asks a required modifier for at least one choice', () => {
    expect(modifierProblems({ ...base, is_required: true }).map((p) => p.code)).toEqual([
      'required_needs_min',
    ]);
    expect(modifierProblems({ ...base, is_required: true, min_select: 1 })).toEqual([]);
  });

  it('refuses a minimum the active options cannot make', () => {
    const items = [item('Oat'), item('Soy', { is_active: false })];
    expect(modifierProblems({ ...base, min_select: 2, max_select: 3, items })).toContainEqual({
      path: 'min_select',
      code: 'min_above_items',
      params: { count: 1 },
    });
  });

  it('refuses more options chosen by default than may be chosen', () => {
    const items = [item('Oat', { is_default: true }), item('Soy', { is_default: true })];
    expect(modifierProblems({ ...base, items }).map((p) => p.code)).toEqual(['defaults_above_max']);
  });

  it('asks every option for a name of its own', () => {
    const items = [item('Oat'), item(' oat '), item('')];
    expect(modifierProblems({ ...base, max_select: 3, items })).toEqual([
      { path: 'items.1.name', code: 'item_name_duplicate' },
      { path: 'items.2.name', code: 'item_name_required' },
    ]);
  });
});
