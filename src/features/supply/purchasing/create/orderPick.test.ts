import { describe, expect, it } from 'vitest';
import type { ForecastSuggestion } from '@contract/forecast';
import { lineChoice, pickAll, pickLine, typePacks } from './orderPick';

const forecast = (packs: number): ForecastSuggestion => ({
  use: 12_000,
  safety: 1_500,
  need: packs * 5_000,
  packs,
  quantity: packs * 5_000,
  line_total: packs * 100,
  error: 0.18,
});
const flour = { supplier_material_id: 'flour', packs: 2, forecast: forecast(3) };
const oil = { supplier_material_id: 'oil', packs: 1, forecast: forecast(4) };
/** A material with no sales history: the server has no forecast of it. */
const saffron = { supplier_material_id: 'saffron', packs: 5, forecast: null };

describe('picking the suggestion an order line follows', () => {
  it('opens on par for every line, and the order remembers par', () => {
    const pick = pickAll('par');
    expect(lineChoice(pick, flour)).toEqual({ packs: 2, basis: 'par' });
    expect(lineChoice(pick, oil)).toEqual({ packs: 1, basis: 'par' });
  });

  it('takes the forecast for every line when chosen for all', () => {
    const pick = pickAll('forecast');
    expect(lineChoice(pick, flour)).toEqual({ packs: 3, basis: 'forecast' });
    expect(lineChoice(pick, oil)).toEqual({ packs: 4, basis: 'forecast' });
  });

  it('keeps a line without a forecast on par under "forecast for all", and says par', () => {
    expect(lineChoice(pickAll('forecast'), saffron)).toEqual({ packs: 5, basis: 'par' });
    expect(lineChoice(pickLine(pickAll('par'), 'saffron', 'forecast'), saffron)).toEqual({
      packs: 5,
      basis: 'par',
    });
  });

  it('lets a line picked after the choice for all win over it, the other lines following all', () => {
    const pick = pickLine(pickAll('forecast'), 'flour', 'par');
    expect(lineChoice(pick, flour)).toEqual({ packs: 2, basis: 'par' });
    expect(lineChoice(pick, oil)).toEqual({ packs: 4, basis: 'forecast' });
  });

  it('makes packs typed by hand follow no suggestion, whatever was picked before', () => {
    const typed = typePacks(pickLine(pickAll('par'), 'flour', 'forecast'), 'flour', 3);
    // Typed as many packs as the forecast suggests: still typed, not taken from it.
    expect(lineChoice(typed, flour)).toEqual({ packs: 3, basis: null });
    expect(lineChoice(typed, oil)).toEqual({ packs: 1, basis: 'par' });
  });

  it('puts a typed line back on a suggestion when one is picked for it', () => {
    const pick = pickLine(typePacks(pickAll('par'), 'oil', 9), 'oil', 'forecast');
    expect(lineChoice(pick, oil)).toEqual({ packs: 4, basis: 'forecast' });
  });

  it('starts over when a suggestion is chosen for all again: picks and typed packs give way', () => {
    const before = typePacks(pickLine(pickAll('par'), 'flour', 'par'), 'oil', 9);
    const after = pickAll('forecast');
    expect(lineChoice(before, oil).basis).toBeNull();
    expect(lineChoice(after, flour)).toEqual({ packs: 3, basis: 'forecast' });
    expect(lineChoice(after, oil)).toEqual({ packs: 4, basis: 'forecast' });
  });
});
