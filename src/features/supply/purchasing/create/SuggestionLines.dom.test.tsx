import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SuggestionLine } from '@contract/purchasing';
import { initI18n, setLanguage } from '@/app/i18n';
import { moneyFormat } from '@/lib/money';
import { lineChoice, pickAll, pickLine, typePacks, type OrderPick } from './orderPick';
import { SuggestionLines } from './SuggestionLines';

beforeAll(async () => {
  await initI18n(null, ['purchasing']);
  await setLanguage('en');
});

const line = (id: string, packs: number, forecastPacks: number | null): SuggestionLine => ({
  supplier_material_id: id,
  material_id: `m-${id}`,
  name: id,
  unit: 'g',
  item_code: `IC-${id}`,
  pack_name: 'Sack',
  pack_size: 5_000,
  price: 100,
  is_preferred: true,
  par: 10_000,
  minimum: 0,
  on_hand: 2_000,
  on_order: 0,
  need: 8_000,
  packs,
  quantity: packs * 5_000,
  line_total: packs * 100,
  below_minimum: false,
  last_ordered: null,
  average_weekly_use: 3_000,
  forecast:
    forecastPacks === null
      ? null
      : {
          use: 12_000,
          safety: 1_500,
          need: 11_500,
          packs: forecastPacks,
          quantity: forecastPacks * 5_000,
          line_total: forecastPacks * 100,
          error: 0.18,
        },
});

/** The screen's state around the lines: the same pick the create-order screen keeps. */
function Harness({ lines }: { lines: SuggestionLine[] }) {
  const [pick, setPick] = useState<OrderPick>(() => pickAll('par'));
  return (
    <MantineProvider>
      <button type="button" onClick={() => setPick(pickAll('forecast'))}>
        all forecast
      </button>
      <SuggestionLines
        lines={lines}
        choiceOf={(l) => lineChoice(pick, l)}
        onPick={(id, basis) => setPick((prev) => pickLine(prev, id, basis))}
        onPacks={(id, packs) => setPick((prev) => typePacks(prev, id, packs))}
        money={moneyFormat('en', 'AED', 2)}
        nameOf={(l) => l.name}
      />
    </MantineProvider>
  );
}

const row = (name: string) =>
  screen.getAllByTestId('suggestion-line').find((r) => r.textContent?.includes(name))!;
const basisOf = (name: string) =>
  within(row(name)).getByTestId('suggestion-basis').getAttribute('data-basis');
const packsOf = (name: string) =>
  (within(row(name)).getByTestId('suggestion-packs') as HTMLInputElement).value;

describe('the suggested lines of an order', () => {
  it('show both suggestions per line; a line picked, all picked, and packs typed decide its basis', async () => {
    render(<Harness lines={[line('flour', 2, 3), line('oil', 1, 4), line('saffron', 5, null)]} />);
    expect(basisOf('flour')).toBe('par');
    expect(packsOf('flour')).toBe('2');
    expect(within(row('flour')).getByTestId('suggestion-forecast').textContent).toContain(
      'forecast error 18% (WAPE)',
    );

    await userEvent.click(within(row('flour')).getByText('Forecast 3'));
    expect(basisOf('flour')).toBe('forecast');
    expect(packsOf('flour')).toBe('3');
    expect(basisOf('oil')).toBe('par');

    await userEvent.click(screen.getByText('all forecast'));
    expect(basisOf('oil')).toBe('forecast');
    expect(packsOf('oil')).toBe('4');
    // No forecast for it: it stays on par, and says so.
    expect(basisOf('saffron')).toBe('par');

    await userEvent.click(within(row('oil')).getByText('Par 1'));
    expect(basisOf('oil')).toBe('par');

    const flourPacks = within(row('flour')).getByTestId('suggestion-packs');
    // Typed over the suggested 3, as a manager selects the figure and types another.
    await userEvent.type(flourPacks, '6', { initialSelectionStart: 0, initialSelectionEnd: 1 });
    expect(basisOf('flour')).toBe('typed');
    expect(packsOf('flour')).toBe('6');
  });
});
