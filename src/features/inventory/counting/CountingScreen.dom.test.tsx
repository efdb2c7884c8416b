import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countCalls } from '@contract/counts';
import { callServer } from '@/data/calls';
import { recordCountEntry } from '@/data/countEntries';
import { device, openScreen, testTag } from '@/testing/screen';

/**
 * A count of a sheet with two areas: the front with flour and sugar, the back with salt. Counted by
 * the demo admin at its first location.
 */
async function countOfTwoAreas() {
  const tag = testTag();
  const { backhouse } = await device();
  const admin = backhouse.api;
  const [location] = (await backhouse.getLocal()!.db.rows('locations').toArray())
    .filter((row) => !row.deleted_at)
    .sort((a, b) => a.id.localeCompare(b.id));
  const material = (name: string) =>
    admin.post<{ id: string }>('/materials', { name: `${name} ${tag}`, unit: 'g', cost: 1 });
  const [flour, sugar, salt] = await Promise.all([
    material('Flour'),
    material('Sugar'),
    material('Salt'),
  ]);
  const front = crypto.randomUUID();
  const back = crypto.randomUUID();
  const sheet = await admin.post<{ id: string }>(`/inventory-count-sheets?loc=${location!.id}`, {
    name: `Store ${tag}`,
    areas: [
      { id: front, name: `Front ${tag}`, material_ids: [flour!.id, sugar!.id] },
      { id: back, name: `Back ${tag}`, material_ids: [salt!.id] },
    ],
  });
  const count = await callServer(admin, countCalls.create, {
    query: { loc: location!.id },
    body: { id: crypto.randomUUID(), name: `Week end ${tag}`, sheet_ids: [sheet.id] },
  });
  const opened = await openScreen(
    `/dashboard/inventory/inventory-count-details?id=${count.id}&loc=${location!.id}`,
  );
  await opened.screen.findByTestId(`material-${flour!.id}`);
  return {
    ...opened,
    tag,
    count: { id: count.id, location_id: location!.id },
    flour: flour!.id,
    sugar: sugar!.id,
    salt: salt!.id,
    front,
    back,
  };
}

describe('the counting screen', () => {
  it('shows each entry on its material, its list and the progress, and clears the pad', async () => {
    const { screen, user, tag, flour, sugar, front } = await countOfTwoAreas();
    const text = (id: string) => screen.getByTestId(id).textContent;
    const enter = async (material: string, digits: string) => {
      await user.click(screen.getByTestId(`material-${material}`));
      for (const digit of digits) await user.click(screen.getByTestId(`pad-${digit}`));
      await user.click(screen.getByTestId('pad-save'));
    };
    expect(text('count-progress')).toBe('0 of 3 counted');

    await enter(flour, '12');
    await waitFor(() => expect(text(`total-${flour}`)).toBe('12 g'));
    expect(text('pad-display')).toBe('0 g');
    expect(text('count-progress')).toBe('1 of 3 counted');
    expect(text(`area-${front}`)).toBe(`Front ${tag} · 1/2`);

    // A second entry of a counted material adds to it; the progress stays.
    await enter(flour, '5');
    await waitFor(() => expect(text(`total-${flour}`)).toBe('17 g'));
    expect(
      within(screen.getByTestId('entry-list'))
        .getAllByTestId('entry-amount')
        .map((e) => e.textContent),
    ).toEqual(['+ 5 g', '+ 12 g']);
    expect(text('count-progress')).toBe('1 of 3 counted');

    // The next material counted moves the progress and its area's on.
    await enter(sugar, '3');
    await waitFor(() => expect(text(`total-${sugar}`)).toBe('3 g'));
    expect(text('count-progress')).toBe('2 of 3 counted');
    expect(text(`area-${front}`)).toBe(`Front ${tag} · 2/2`);
  });

  it('replaces the total when "Replace" is chosen, then goes back to adding', async () => {
    const { screen, user, flour } = await countOfTwoAreas();
    await user.click(screen.getByTestId(`material-${flour}`));
    await user.click(screen.getByTestId('pad-8'));
    await user.click(screen.getByTestId('pad-save'));
    await waitFor(() => expect(screen.getByTestId(`total-${flour}`).textContent).toBe('8 g'));

    const mode = within(screen.getByTestId('entry-mode'));
    await user.click(mode.getByRole('radio', { name: 'Replace' }));
    expect(mode.getByRole('radio', { name: 'Replace' })).toHaveProperty('checked', true);
    expect(screen.getByTestId('pad-save').textContent).toBe('Replace');
    expect(screen.getByText('Replaces 8 g')).toBeTruthy();
    await user.click(screen.getByTestId('pad-3'));
    await user.click(screen.getByTestId('pad-save'));

    await waitFor(() => expect(screen.getByTestId(`total-${flour}`).textContent).toBe('3 g'));
    expect(
      within(screen.getByTestId('entry-list'))
        .getAllByTestId('entry-amount')
        .map((e) => e.textContent),
    ).toEqual(['Set to 3 g', '+ 8 g']);
    expect(mode.getByRole('radio', { name: 'Add' })).toHaveProperty('checked', true);
    expect(screen.getByTestId('pad-save').textContent).toBe('Add');
  });

  it('lists, each time the submit dialog opens, what is not counted by then', async () => {
    const { screen, user, tag, flour, sugar } = await countOfTwoAreas();
    const uncounted = async () => {
      await user.click(screen.getByTestId('count-submit'));
      const list = await screen.findByTestId('uncounted-list');
      // Each line is a material's name, then its area's.
      const names = within(list)
        .getAllByText(new RegExp(`^(Flour|Sugar|Salt) ${tag}$`))
        .map((e) => e.textContent);
      await user.click(screen.getByRole('button', { name: 'Keep counting' }));
      await waitFor(() => expect(screen.queryByTestId('uncounted-list')).toBeNull());
      return names;
    };
    const enter = async (material: string) => {
      await user.click(screen.getByTestId(`material-${material}`));
      await user.click(screen.getByTestId('pad-1'));
      await user.click(screen.getByTestId('pad-save'));
      await waitFor(() => expect(screen.getByTestId(`total-${material}`).textContent).toBe('1 g'));
    };

    await enter(flour);
    expect(await uncounted()).toEqual([`Sugar ${tag} · Front ${tag}`, `Salt ${tag} · Back ${tag}`]);
    await enter(sugar);
    expect(await uncounted()).toEqual([`Salt ${tag} · Back ${tag}`]);
  });

  it('marks an entry still waiting and one the server refused, and adds up only what counts', async () => {
    const {
      screen,
      user,
      backhouse,
      device: signedIn,
      count,
      flour,
      front,
    } = await countOfTwoAreas();
    const db = backhouse.getLocal()!.db;
    await user.click(screen.getByTestId(`material-${flour}`));
    await user.click(screen.getByTestId('pad-5'));
    await user.click(screen.getByTestId('pad-save'));
    // Another session's entries on this device: the engine never sends them, so they wait.
    const other = {
      userId: 'another-session',
      customerId: signedIn!.user.customer_id,
      userName: 'Sam',
    };
    const entry = (quantity: number) =>
      recordCountEntry(db, other, {
        count,
        materialId: flour,
        areaId: front,
        parts: [{ unit: '', factor: 1, quantity }],
        mode: 'add',
      });
    const waiting = await entry(2);
    const refused = await entry(7);
    try {
      await db.outbox
        .where('[collection+rowId]')
        .equals(['countEntries', refused.id])
        .modify({
          status: 'failed',
          error: { status: 409, code: 'COUNT_CLOSED', message: 'The count is approved' },
        });
      const list = () =>
        within(screen.getByTestId('entry-list'))
          .getAllByTestId('entry-row')
          .map((row) => [within(row).getByTestId('entry-amount').textContent, row.dataset.sync]);
      await waitFor(() =>
        expect(list()).toEqual([
          ['+ 7 g', 'refused'],
          ['+ 2 g', 'pending'],
          ['+ 5 g', 'sent'],
        ]),
      );
      expect(screen.getByTestId(`total-${flour}`).textContent).toBe('7 g');
      expect(screen.getByTestId('entry-refused').textContent).toBe(
        'Refused, not counted: The count is approved: nothing in it can change any more. Discard it in the sync panel.',
      );
    } finally {
      const ids = [waiting.id, refused.id];
      await db.outbox
        .where('[collection+rowId]')
        .anyOf(ids.map((id) => ['countEntries', id]))
        .delete();
      await db.rows('countEntries').bulkDelete(ids);
    }
  });
});
