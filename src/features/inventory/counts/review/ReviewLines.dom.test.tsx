import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CountResolution, ReviewLine } from '@contract/counts';
import { i18n, initI18n } from '@/app/i18n';
import { ReviewLines } from './ReviewLineCard';

const LINES = 200;

type Counter = ReviewLine['counters'][number];

function counter(userId: string, quantity: number): Counter {
  return {
    user_id: userId,
    name: userId === 'u1' ? 'Sam' : 'Ana',
    area_id: 'fridge',
    quantity,
    entries: [
      {
        id: crypto.randomUUID(),
        quantity,
        mode: 'add',
        counted_at: '2026-12-07T09:00:00Z',
        device_id: 'd',
      },
    ],
  };
}

/** A counted line; `contested` ones were counted by two counters in the same area. */
function line(i: number, contested: boolean): ReviewLine {
  return {
    material_id: `m${String(i).padStart(3, '0')}`,
    name: `Material ${i}`,
    unit: 'g',
    category_id: null,
    counted: 100 + i,
    counted_raw: 100 + i,
    after_cutoff: 0,
    expected: 100,
    variance: i,
    variance_percent: i,
    average_cost: 1,
    variance_value: i,
    needs_resolution: contested,
    uncounted: false,
    on_sheet: true,
    counters: contested ? [counter('u1', 60), counter('u2', 40 + i)] : [counter('u1', 100 + i)],
  };
}

/** Kept, as the screen keeps it while the sheets stay the same. */
const areaNames = new Map([['fridge', 'Fridge']]);

/** 200 lines, two of them double counts needing a choice. */
const lines = Array.from({ length: LINES }, (_, i) => line(i, i === 3 || i === 150));

function draw(props: {
  onResolve: ((r: CountResolution) => void) | null;
  money: (n: number) => string;
}) {
  return (
    <MantineProvider>
      <ReviewLines
        lines={lines}
        resolutions={[]}
        areaNames={areaNames}
        money={props.money}
        onResolve={props.onResolve}
      />
    </MantineProvider>
  );
}

describe('the lines of a long count review', () => {
  // Test files share a worker: load the namespace here so the cards draw at once.
  beforeAll(async () => {
    await initI18n(null);
    await i18n.loadNamespaces('counts');
  });

  it('draws each card once, in shelves of 25 in the order given', async () => {
    // Each card writes its variance value once per drawing. The first shelf is drawn with the
    // screen and the rest after it: a first shelf drawn twice would write 225.
    const money = vi.fn((n: number) => `AED ${n}`);
    render(draw({ onResolve: vi.fn(), money }));
    const cards = await screen.findAllByTestId('review-line');
    expect(cards).toHaveLength(LINES);
    expect(money).toHaveBeenCalledTimes(LINES);
    const shelves = [...new Set(cards.map((card) => card.parentElement!))];
    expect(shelves.map((shelf) => shelf.children.length)).toEqual(shelves.map(() => 25));
    expect(cards.map((card) => card.dataset.materialId)).toEqual(lines.map((l) => l.material_id));
  });

  it('draws only the cards that offer a choice when the choices are locked and unlocked', async () => {
    // An action (approve, send back, a choice) locks every choice while it runs. Drawing the other
    // 198 cards for it took a noticeable moment on a count of a thousand lines.
    const money = vi.fn((n: number) => `AED ${n}`);
    const onResolve = vi.fn();
    const view = render(draw({ onResolve, money }));
    await screen.findAllByTestId('review-line');
    await act(async () => {});
    money.mockClear();
    view.rerender(draw({ onResolve: null, money }));
    expect(money).toHaveBeenCalledTimes(2);
    const choices = screen.getAllByTestId('review-resolution');
    expect(choices).toHaveLength(2);
    expect(within(choices[0]!).getByRole('radio', { name: 'Add both' })).toHaveProperty(
      'disabled',
      true,
    );
    money.mockClear();
    view.rerender(draw({ onResolve: vi.fn(), money }));
    expect(money).toHaveBeenCalledTimes(2);
    // The choice reaches the newest handler, with the line and area it was made on.
    const latest = vi.fn();
    view.rerender(draw({ onResolve: latest, money }));
    await userEvent.click(
      within(screen.getAllByTestId('review-resolution')[0]!).getByText('Add both'),
    );
    expect(latest).toHaveBeenCalledWith({ material_id: 'm003', area_id: 'fridge', keep: 'sum' });
    expect(onResolve).not.toHaveBeenCalled();
  });

  it("holds a closed card's counters out of the page until it is opened", async () => {
    render(draw({ onResolve: null, money: (n) => `AED ${n}` }));
    const cards = await screen.findAllByTestId('review-line');
    // The two double counts open by themselves; the other 198 hold nothing behind them.
    expect(screen.getAllByTestId('review-line-detail')).toHaveLength(2);
    const quiet = cards[10]!;
    expect(within(quiet).queryByTestId('review-line-detail')).toBeNull();
    await userEvent.click(within(quiet).getByTestId('review-line-toggle'));
    expect(
      within(await within(quiet).findByTestId('review-line-detail')).getByText('Sam'),
    ).toBeTruthy();
  });
});
