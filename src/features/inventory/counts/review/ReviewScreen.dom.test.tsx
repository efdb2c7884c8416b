import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { countCalls } from '@contract/counts';
import { callServer } from '@/data/calls';
import { device, fill, holdLive, openScreen, testTag, type Credentials } from '@/testing/screen';

const counter: Credentials = { email: 'counter@backhouse.demo', password: 'backhouse-demo' };

/**
 * Flour received at the counter's location, a sheet with one area holding it, and a count of it
 * where the admin counted 300 g and the counter 100 g in the same area (a double count), submitted.
 */
async function submittedDoubleCount(tag: string) {
  const admin = (await device()).backhouse.api;
  const counting = await device(counter);
  const locationId = counting.user.location_id!;
  const flour = await admin.post<{ id: string }>('/materials', {
    name: `Flour ${tag}`,
    unit: 'g',
    cost: 4,
  });
  await admin.post(`/inventory?loc=${locationId}`, {
    id: crypto.randomUUID(),
    lines: [{ material_id: flour.id, quantity: 413, unit_cost: 4 }],
    occurred_at: new Date(Date.now() - 3_600_000).toISOString(),
  });
  const areaId = crypto.randomUUID();
  const sheet = await admin.post<{ id: string }>(`/inventory-count-sheets?loc=${locationId}`, {
    name: `Dry store ${tag}`,
    areas: [{ id: areaId, name: `Shelf ${tag}`, material_ids: [flour.id] }],
  });
  const count = await callServer(admin, countCalls.create, {
    query: { loc: locationId },
    body: { id: crypto.randomUUID(), name: `Month end ${tag}`, sheet_ids: [sheet.id] },
  });
  for (const [api, quantity] of [
    [admin, 300],
    [counting.backhouse.api, 100],
  ] as const) {
    await callServer(api, countCalls.addEntry, {
      body: {
        id: crypto.randomUUID(),
        count_id: count.id,
        material_id: flour.id,
        area_id: areaId,
        parts: [{ unit: '', factor: 1, quantity }],
        device_id: `dom-${tag}`,
        counted_at: new Date().toISOString(),
      },
    });
  }
  await callServer(admin, countCalls.submit, { params: { id: count.id }, body: {} });
  return { admin, count, locationId, materialId: flour.id, areaId };
}

describe('the review of a count', () => {
  it('sends a count back with the note written, and says so on the page', async () => {
    const tag = testTag();
    const { admin, count, locationId } = await submittedDoubleCount(tag);
    const { screen, user } = await openScreen(
      `/dashboard/inventory/review?id=${count.id}&loc=${locationId}`,
    );
    expect(await screen.findByTestId('review-needs-resolution')).toBeTruthy();
    await fill(user, screen.getByTestId('review-note'), 'Shelf 2 was missed');
    await user.click(screen.getByTestId('review-send-back'));
    await waitFor(() =>
      expect(screen.getByTestId('count-status').dataset.status).toBe('sent_back'),
    );
    const held = await callServer(admin, countCalls.byId, { query: { id: count.id } });
    expect([held.status, held.review_note]).toEqual(['sent_back', 'Shelf 2 was missed']);
  });

  it('a resolution the server refuses (approved on another device meanwhile) is said beside the buttons', async () => {
    const tag = testTag();
    const { admin, count, locationId, materialId, areaId } = await submittedDoubleCount(tag);
    const {
      screen,
      user,
      device: page,
    } = await openScreen(`/dashboard/inventory/review?id=${count.id}&loc=${locationId}`);
    const line = await screen.findByTestId('review-line');
    // Another reviewer settles the double count and approves while this page still shows it: the
    // page's live channel is held, or the page could hear of it and disable the choice first.
    const release = holdLive(page!);
    try {
      const now = await callServer(admin, countCalls.byId, { query: { id: count.id } });
      await callServer(admin, countCalls.update, {
        params: { id: count.id },
        body: {
          version: now.version,
          resolutions: [{ material_id: materialId, area_id: areaId, keep: 'sum' }],
        },
      });
      await callServer(admin, countCalls.approve, { params: { id: count.id }, body: {} });

      await user.click(within(line).getByText('Add both'));
      expect((await screen.findByTestId('review-refused')).textContent).toBe(
        'That did not work. Try again.',
      );
      // The page reads the review again after the refusal: it now shows the count approved.
      expect(await screen.findByTestId('review-approved')).toBeTruthy();
    } finally {
      release();
    }
  });

  it('typing a note draws the note, not the totals and the lines of the count again', async () => {
    const tag = testTag();
    const { count, locationId } = await submittedDoubleCount(tag);
    const { screen, user } = await openScreen(
      `/dashboard/inventory/review?id=${count.id}&loc=${locationId}`,
    );
    await screen.findByTestId('review-line');
    const note = (await screen.findByTestId('review-note')) as HTMLTextAreaElement;
    // The totals and every line card write their amounts through Intl's number formats each time
    // they are drawn. A keystroke that drew the screen again took most of a second on a count of
    // a thousand lines.
    // `format` is a getter on the prototype (it hands out a bound function); the DOM types call it a
    // method, which spyOn's getter form does not take.
    const formats = vi.spyOn(
      Intl.NumberFormat.prototype as unknown as { format: object },
      'format',
      'get',
    );
    try {
      // Key by key, as a reviewer types.
      await user.type(note, 'Shelf two');
      expect(note.value).toBe('Shelf two');
      expect(formats.mock.calls.length).toBeLessThan(5);
    } finally {
      formats.mockRestore();
    }
  });
});
