import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CountSheetArea } from '@contract/resources/inventory';
import { i18n, initI18n } from '@/app/i18n';
import type { SheetRow } from './data/useSheets';
import { SheetEditor } from './SheetEditor';
import type { SheetMaterial } from './sheetOps';

const MATERIALS = 200;
const ids = Array.from({ length: MATERIALS }, (_, i) => `m${String(i).padStart(3, '0')}`);

/** The materials, counting how often a row (or its label) looks one up: once per row drawn. */
class CountedMaterials extends Map<string, SheetMaterial> {
  looks = 0;
  override get(id: string) {
    this.looks++;
    return super.get(id);
  }
}

function materials() {
  return new CountedMaterials(
    ids.map((id) => [id, { id, name: `Material ${id}`, sku: '', storageArea: '' }]),
  );
}

function sheet(areas: CountSheetArea[]): SheetRow {
  return { id: 'sheet', location_id: 'loc', name: 'Month end', areas } as unknown as SheetRow;
}

const store: CountSheetArea = { id: 'store', name: 'Store', material_ids: ids };
const fridge: CountSheetArea = { id: 'fridge', name: 'Fridge', material_ids: [] };

/**
 * The editor as the screen holds it: each change is saved and read back as a new sheet (new
 * objects, as every read of the local store gives), which the editor is drawn with.
 */
function editor(first: CountSheetArea[], readBack: 'at once' | 'later' = 'at once') {
  const looked = materials();
  const saved: CountSheetArea[][] = [];
  const view = render(<div />);
  const draw = (areas: CountSheetArea[]) =>
    view.rerender(
      <MantineProvider>
        <SheetEditor
          sheet={sheet(structuredClone(areas))}
          materials={looked}
          editable
          onChange={(next) => {
            saved.push(next);
            // The local store answers a moment later: what a tablet does between a field left and
            // the click that left it.
            if (readBack === 'later') setTimeout(() => act(() => draw(next)), 0);
            else draw(next);
          }}
        />
      </MantineProvider>,
    );
  draw(first);
  return { looked, saved };
}

describe('the count sheet editor with a long area', () => {
  beforeAll(async () => {
    await initI18n(null);
    await i18n.loadNamespaces(['counts', 'catalogue']);
  });

  it('draws no material row for a key typed in a new area or in an area name, nor the list for its saving', async () => {
    const { looked, saved } = editor([store, fridge]);
    expect(await screen.findAllByTestId('area-material')).toHaveLength(MATERIALS);
    const user = userEvent.setup();
    looked.looks = 0;
    await user.type(screen.getByTestId('new-area'), 'Bar');
    await user.type(screen.getAllByTestId('area-name')[1]!, ' top');
    // Each row drawn looks its material up twice (its name and its label): 200 rows a key drew
    // 400 look-ups per key.
    expect(looked.looks).toBe(0);
    // Saved when the field is left: the sheet read back is new, the store's materials are not, and
    // its list is not drawn again (that looks each material up twice). dnd-kit still draws each
    // sortable row once when any list of the page changes: one look-up per row.
    await user.tab();
    expect(saved.at(-1)!.map((a) => a.name)).toEqual(['Store', 'Fridge top']);
    expect(looked.looks).toBeLessThanOrEqual(MATERIALS);
  });

  it('keeps the rows in shelves of 25, in shelf order', () => {
    editor([store, fridge]);
    const rows = within(screen.getAllByTestId('area-materials')[0]!).getAllByTestId(
      'area-material',
    );
    const shelves = [...new Set(rows.map((row) => row.closest('[data-shelf]')))];
    expect(shelves).toHaveLength(MATERIALS / 25);
    expect(rows.map((row) => row.textContent)).toEqual(
      ids.map((id, i) => `${i + 1}Material ${id}`),
    );
  });

  it('draws again only the places of the rows after a removed material, not their names and buttons', async () => {
    editor([store, fridge]);
    await screen.findAllByTestId('area-material');
    // A row's buttons are named for its material, in words: each row drawn asks for its names.
    const named = vi.spyOn(i18n, 't');
    const rowsDrawn = () =>
      new Set(
        named.mock.calls
          .filter(([key]) => String(key) === 'sheets.removeMaterial')
          .map(([, options]) => (options as { name: string }).name),
      );
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Remove Material m000 from this area' }));
    await waitFor(() => expect(screen.getAllByTestId('area-material')).toHaveLength(MATERIALS - 1));
    const rows = screen.getAllByTestId('area-material');
    expect(rows.map((row) => row.textContent)).toEqual(
      ids.slice(1).map((id, i) => `${i + 1}Material ${id}`),
    );
    // The new first row can no longer move up; the rest only moved up a place. Drawn whole were the
    // new first row and the first of each later shelf, which moved into the shelf before; before,
    // all 199 rows after the removed one.
    const up = (row: HTMLElement, id: string) =>
      within(row).getByRole<HTMLButtonElement>('button', { name: `Move Material ${id} up` });
    expect(up(rows[0]!, 'm001').disabled).toBe(true);
    expect(up(rows[1]!, 'm002').disabled).toBe(false);
    // Each handle is named for its row's material, in the list's language.
    expect(within(rows[0]!).getByRole('button', { name: 'Move “Material m001”' })).toBeTruthy();
    expect(within(rows[198]!).getByRole('button', { name: 'Move “Material m199”' })).toBeTruthy();
    expect([...rowsDrawn()].sort()).toEqual(
      ['m001', 'm025', 'm050', 'm075', 'm100', 'm125', 'm150', 'm175'].map(
        (id) => `Material ${id}`,
      ),
    );
  });

  it('changes the newest sheet: a row acts on what the last change left', async () => {
    const { saved } = editor([store, fridge]);
    await screen.findAllByTestId('area-material');
    const user = userEvent.setup();
    // A change elsewhere on the sheet first: its rows are not drawn again for it, and what they do
    // next must build on it, not on the sheet they were drawn with.
    const fridgeName = screen.getAllByTestId('area-name')[1]!;
    await user.clear(fridgeName);
    await user.type(fridgeName, 'Cold room');
    await user.tab();
    expect(saved.at(-1)!.map((a) => a.name)).toEqual(['Store', 'Cold room']);
    await user.click(screen.getByRole('button', { name: 'Remove Material m001 from this area' }));
    await user.click(screen.getByRole('button', { name: 'Move Material m003 down' }));
    const last = saved.at(-1)!;
    expect(last.map((a) => a.name)).toEqual(['Store', 'Cold room']);
    expect(last[0]!.material_ids.slice(0, 4)).toEqual(['m000', 'm002', 'm004', 'm003']);
    expect(last[0]!.material_ids).toHaveLength(MATERIALS - 1);
    expect(screen.getAllByTestId('area-material')).toHaveLength(MATERIALS - 1);
  });

  it('keeps a name saved as its field is left when a row is removed before the sheet is read back', async () => {
    const { saved } = editor([store, fridge], 'later');
    await screen.findAllByTestId('area-material');
    const user = userEvent.setup();
    const fridgeName = screen.getAllByTestId('area-name')[1]!;
    await user.clear(fridgeName);
    await user.type(fridgeName, 'Cold room');
    // The click leaves the field (the name is saved) and removes the row, both before the sheet
    // with the new name is read back.
    await user.click(screen.getByRole('button', { name: 'Remove Material m001 from this area' }));
    await waitFor(() => expect(screen.getAllByTestId('area-material')).toHaveLength(MATERIALS - 1));
    const last = saved.at(-1)!;
    expect(last.map((a) => a.name)).toEqual(['Store', 'Cold room']);
    expect(last[0]!.material_ids).not.toContain('m001');
    expect(screen.getAllByTestId('area-name').map((f) => (f as HTMLInputElement).value)).toEqual([
      'Store',
      'Cold room',
    ]);
  });
});
