import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/app/i18n';
import type { MaterialRow } from '../stock/data/materials';
import { MaterialList } from './MaterialList';
import { tally, type CountArea, type TallyEntry } from './tally';

const MATERIALS = 200;

const ids = Array.from({ length: MATERIALS }, (_, i) => `m${String(i).padStart(3, '0')}`);
const materials = new Map(
  ids.map((id) => [id, { id, unit: 'g', name: `Material ${id}` } as unknown as MaterialRow]),
);
const area: CountArea = {
  id: 'front',
  name: 'Front',
  material_ids: ids,
  sheetId: 'sheet',
  sheetName: 'Sheet',
};

function entry(materialId: string, quantity: number): TallyEntry {
  return {
    id: crypto.randomUUID(),
    material_id: materialId,
    area_id: area.id,
    counted_by: 'me',
    counted_by_name: 'Me',
    counted_at: '2026-12-07T10:00:00.000Z',
    mode: 'add',
    quantity,
    parts: [{ unit: '', factor: 1, quantity }],
    deleted_at: null,
  };
}

/** A long area's list with the screen's stable props, and how often it and its rows write words. */
function longList() {
  const words = {
    materialName: vi.fn((id: string) => materials.get(id)!.name as string),
    unitLabel: vi.fn((m: MaterialRow) => `unit ${m.unit}`),
    amount: vi.fn((quantity: number, unit: string) => `${quantity} ${unit}`),
  };
  const onSelect = vi.fn();
  const draw = (entries: TallyEntry[], selected: string | null) => (
    <MantineProvider>
      <MaterialList
        area={area}
        materials={materials}
        tally={tally(entries)}
        selected={selected}
        onSelect={onSelect}
        expected={null}
        {...words}
      />
    </MantineProvider>
  );
  const calls = () => Object.values(words).reduce((sum, word) => sum + word.mock.calls.length, 0);
  const forget = () => Object.values(words).forEach((word) => word.mockClear());
  return { draw, calls, forget, words };
}

describe('the list of a long area', () => {
  // The rows' words come from the counting namespace. Test files share a worker: when an earlier
  // file has started i18next, a namespace not loaded yet suspends the list and nothing is drawn.
  // Load it here, so the list draws at once whatever ran before.
  beforeAll(async () => {
    await initI18n(null);
    await i18n.loadNamespaces('counting');
  });

  it('writes the words of the rows an entry changes, not of every material', () => {
    const list = longList();
    const first = [entry('m000', 5), entry('m001', 2)];
    const view = render(list.draw(first, 'm001'));
    expect(screen.getByTestId('total-m000').textContent).toBe('5 g');
    // Every row wrote its name and unit once, the two counted their amounts.
    expect(list.words.materialName).toHaveBeenCalledTimes(MATERIALS);
    expect(list.words.amount).toHaveBeenCalledTimes(2);

    // The same list drawn again (a digit typed on the pad draws the screen): nothing is written.
    list.forget();
    view.rerender(list.draw(first, 'm001'));
    expect(list.calls()).toBe(0);

    // One more entry of a counted material: its own row only.
    list.forget();
    view.rerender(list.draw([...first, entry('m001', 3)], 'm001'));
    expect(screen.getByTestId('total-m001').textContent).toBe('5 g');
    expect(list.words.materialName.mock.calls).toEqual([['m001']]);
    expect(list.words.amount.mock.calls).toEqual([[5, 'g']]);

    // Another material chosen: the two rows whose choice changed.
    list.forget();
    view.rerender(list.draw([...first, entry('m001', 3)], 'm150'));
    expect(list.words.materialName.mock.calls.map(([id]) => id).sort()).toEqual(['m001', 'm150']);
    expect(screen.getByTestId('material-m150').getAttribute('aria-pressed')).toBe('true');
  });

  it('asks i18next for a translator once for the list, not once per row', () => {
    // Each row asking on its own (useTranslation) copied the i18next instance and subscribed to
    // it: a third of the time it took to open an area of a thousand materials.
    const asked = vi.spyOn(i18n, 'getFixedT');
    try {
      const list = longList();
      render(list.draw([entry('m000', 5)], null));
      expect(screen.getAllByText('Not counted')).toHaveLength(MATERIALS - 1);
      expect(asked.mock.calls.length).toBeLessThan(5);
    } finally {
      asked.mockRestore();
    }
  });

  it('writes its rows again in the language chosen', async () => {
    // A copy of the app's i18next of its own: test files share a worker, and a language chosen on
    // the app's instance (or loaded ahead with loadLanguages) would stay for the files after.
    const own = i18n.cloneInstance({ lng: 'en' });
    await own.loadNamespaces('counting');
    const list = longList();
    const inOwn = (entries: TallyEntry[]) => (
      <I18nextProvider i18n={own}>{list.draw(entries, null)}</I18nextProvider>
    );
    const view = render(inOwn([entry('m000', 5), entry('m000', 1)]));
    expect(screen.getByText('2 entries')).toBeTruthy();
    await act(async () => {
      await own.changeLanguage('de');
      await own.loadNamespaces('counting');
    });
    view.rerender(inOwn([entry('m000', 5), entry('m000', 1)]));
    expect(screen.getAllByText('Nicht gezählt')).toHaveLength(MATERIALS - 1);
    expect(screen.getByText('2 Einträge')).toBeTruthy();
    expect(screen.queryByText('Not counted')).toBeNull();
    expect(i18n.language).toBe('en');
  });

  it('keeps its rows in shelves of 25, in the order of the area', () => {
    // A shelf is what the browser skips off screen: one per row made every frame of an entry walk
    // a thousand containment layers.
    const list = longList();
    render(list.draw([], null));
    const shelves = [...screen.getByTestId('material-list').children];
    expect(shelves).toHaveLength(MATERIALS / 25);
    expect(shelves.map((shelf) => shelf.children.length)).toEqual(shelves.map(() => 25));
    const order = shelves.flatMap((shelf) =>
      [...shelf.children].map((row) => row.getAttribute('data-testid')),
    );
    expect(order).toEqual(ids.map((id) => `material-${id}`));
  });
});
