import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { ServerApi, type Credentials } from './support/api';
import { expect, test } from './support/fixtures';
import { screenPaths } from './support/screenPaths';
import { devices, sweepScreens } from './support/screens';

/**
 * Counts end to end: a blind counter sees no cost or expected quantity, on screen or in any reply;
 * an admin reviews a count two people counted, settles the double count, approves (once, however
 * often it is pressed), and the count's adjustments are in the stock ledger.
 */

const counter: Credentials = { email: 'counter@backhouse.demo', password: 'backhouse-demo' };

/** Figures no blind screen or reply may carry: received 413 g at 4.17 a gram. */
const RECEIVED = 413;
const UNIT_COST = 4.17;
/** Reply fields that are costs or expected quantities. */
const costKeys = new Set([
  'cost',
  'unit_cost',
  'average_cost',
  'value',
  'expected',
  'expected_value',
  'counted_value',
  'variance_value',
  'adjustment_value',
]);

interface Setup {
  locationId: string;
  countId: string;
  materialA: string;
  materialB: string;
  areaId: string;
}

async function ok<T>(api: ServerApi, method: string, path: string, body?: unknown): Promise<T> {
  const reply = await api.call<T>(method, path, body);
  expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBeLessThan(300);
  return reply.body;
}

/**
 * Two materials received at the counter's location, a sheet with one area holding both, a count of
 * it, and entries: the admin counts 300 g of A and 20 g of B, the counter 100 g of A in the same
 * area (a double count), then the count is submitted.
 */
async function countWithEntries(
  adminApi: ServerApi,
  counterApi: ServerApi,
  tag: string,
): Promise<Setup> {
  const locationId = counterApi.user.location_id!;
  const material = async (name: string) =>
    (
      await ok<{ id: string }>(adminApi, 'POST', '/materials', {
        name: `${name} ${tag}`,
        unit: 'g',
        cost: UNIT_COST,
      })
    ).id;
  const materialA = await material('Flour');
  const materialB = await material('Sugar');
  await ok(adminApi, 'POST', `/inventory?loc=${locationId}`, {
    id: randomUUID(),
    lines: [
      { material_id: materialA, quantity: RECEIVED, unit_cost: UNIT_COST },
      { material_id: materialB, quantity: 50, unit_cost: UNIT_COST },
    ],
    occurred_at: new Date(Date.now() - 3_600_000).toISOString(),
  });
  const areaId = randomUUID();
  const sheet = await ok<{ id: string }>(
    adminApi,
    'POST',
    `/inventory-count-sheets?loc=${locationId}`,
    {
      name: `Dry store ${tag}`,
      areas: [{ id: areaId, name: `Shelf ${tag}`, material_ids: [materialA, materialB] }],
    },
  );
  const countId = randomUUID();
  await ok(adminApi, 'POST', `/inventory-counts/create?loc=${locationId}`, {
    id: countId,
    name: `Month end ${tag}`,
    sheet_ids: [sheet.id],
  });
  const entry = (api: ServerApi, materialId: string, quantity: number) =>
    ok(api, 'POST', '/inventory-counts/add-item', {
      id: randomUUID(),
      count_id: countId,
      material_id: materialId,
      area_id: areaId,
      parts: [{ unit: '', factor: 1, quantity }],
      mode: 'add',
      device_id: `e2e-${tag}`,
      counted_at: new Date().toISOString(),
    });
  await entry(adminApi, materialA, 300);
  await entry(counterApi, materialA, 100);
  await entry(adminApi, materialB, 20);
  await ok(adminApi, 'POST', `/inventory-counts/${countId}/submit`, {});
  return { locationId, countId, materialA, materialB, areaId };
}

/**
 * Whether the element is uncovered: at its centre and just inside the middle of each edge (not its
 * corners, which a pill's rounding leaves to the parent), the topmost element is it or inside it.
 */
async function uncovered(element: Locator): Promise<boolean> {
  await element.scrollIntoViewIfNeeded();
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const inset = 3;
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + box.width / 2, box.top + inset],
      [box.left + box.width / 2, box.bottom - inset],
      [box.left + inset, box.top + box.height / 2],
      [box.right - inset, box.top + box.height / 2],
    ];
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit !== null && el.contains(hit);
    });
  });
}

/** Every JSON reply from the API the page receives, parsed, with its address. */
function collectReplies(page: Page): { url: string; body: unknown }[] {
  const replies: { url: string; body: unknown }[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const body: unknown = await response.json().catch(() => undefined);
    replies.push({ url: response.url(), body });
  });
  return replies;
}

/**
 * Paths of cost or expected-quantity fields anywhere in a reply. Settings are key/value rows
 * (`{ key: 'time_zone', value: 'Asia/Dubai' }`): their `value` is no stock value.
 */
function costFields(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => costFields(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const setting = 'key' in value || ('collection' in value && value.collection === 'settings');
  if (setting) return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(costKeys.has(k) ? [`${path}.${k}`] : []),
    ...costFields(v, `${path}.${k}`),
  ]);
}

test.describe('a blind counter', () => {
  test.use({ signedInAs: counter });

  test('sees no cost or expected quantity on the count screens, nor in any reply', async ({
    page,
    server,
    adminApi,
    tag,
  }) => {
    const counterApi = await ServerApi.signIn(server.url, counter);
    const setup = await countWithEntries(adminApi, counterApi, tag);
    const replies = collectReplies(page);
    const loc = `loc=${setup.locationId}`;

    await page.goto(`/dashboard/inventory/inventory-count?${loc}`);
    const row = page.getByTestId('count-row').filter({ hasText: `Month end ${tag}` });
    await expect(row.getByTestId('count-progress')).toHaveText('2 of 2 counted');
    await expect(row.getByTestId('count-review')).toHaveCount(0);
    await expect(row.getByTestId('count-adjustment')).toHaveCount(0);

    // Whether "Nothing has been counted yet" ever showed while the entries were being read.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="activities-empty"]'))
          document.documentElement.dataset.emptyShown = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/dashboard/inventory/activities?id=${setup.countId}&${loc}`);
    await expect(page.getByTestId('activity-row')).toHaveCount(3);
    await expect(page.locator('html')).not.toHaveAttribute('data-empty-shown', 'yes');
    // Only their own entry can be undone by them (the count is submitted, not approved).
    await expect(page.getByTestId('activity-undo')).toHaveCount(1);

    await page.goto(`/dashboard/inventory/inventory-count-sheet?${loc}`);
    await expect(page.getByTestId('area-material')).toHaveCount(2);

    await page.goto(`/dashboard/inventory/review?id=${setup.countId}&${loc}`);
    await expect(page.getByTestId('review-forbidden')).toBeVisible();

    for (const path of ['inventory-count', 'inventory-count-sheet', 'activities', 'review']) {
      await page.goto(`/dashboard/inventory/${path}?id=${setup.countId}&${loc}`);
      await expect(page.getByTestId('page-title')).toBeVisible();
      const text = await page.locator('main').innerText();
      expect(text, path).not.toMatch(/\b413\b/);
      expect(text, path).not.toContain('4.17');
    }

    // Sent back with a note: the counter opening the count reads that it came back and why, under
    // a status that says so.
    await ok(adminApi, 'POST', `/inventory-counts/${setup.countId}/send-back`, {
      note: `Recount the flour on the top shelf ${tag}`,
    });
    await page.goto(`/dashboard/inventory/inventory-count-details?id=${setup.countId}&${loc}`);
    await expect(page.getByTestId('count-sent-back')).toBeVisible();
    await expect(page.getByTestId('count-review-note')).toHaveText(
      `Recount the flour on the top shelf ${tag}`,
    );
    await expect(page.getByTestId('count-status')).toHaveAttribute('data-status', 'sent_back');
    await expect(page.getByTestId('count-status')).toHaveText('Sent back');

    // The review itself answers 403 to a blind caller, whatever the screen does.
    expect(
      (await counterApi.call('GET', `/inventory-counts/review?id=${setup.countId}`)).status,
    ).toBe(403);
    // The page did read counts, entries and materials: the check below looked at real replies.
    expect(replies.some((r) => r.url.includes('/sync/pull'))).toBe(true);
    const settingsReply = (url: string) => new URL(url).pathname.startsWith('/api/config/');
    expect(
      replies
        .filter((r) => !settingsReply(r.url))
        .flatMap((r) => costFields(r.body).map((f) => `${r.url} ${f}`)),
    ).toEqual([]);
  });
});

test('an admin resolves a double count, approves once, and the adjustments reach the ledger', async ({
  app,
  server,
  adminApi,
  tag,
}) => {
  const { page } = app;
  const counterApi = await ServerApi.signIn(server.url, counter);
  const setup = await countWithEntries(adminApi, counterApi, tag);
  // The count's own screens in English, with entries of two counters (the English sweep of
  // screens-accessibility.spec.ts has no count to show): axe at a desktop and a phone.
  const count = `id=${setup.countId}&loc=${setup.locationId}`;
  await sweepScreens(
    app,
    screenPaths.counting.map((path) => `${path}?${count}`),
    { only: 'accessibility', colour: false },
  );
  await app.open(`/dashboard/inventory/review?${count}`);

  await expect(page.getByTestId('review-needs-resolution')).toBeVisible();
  const approve = page.getByTestId('review-approve');
  await expect(approve).toBeDisabled();
  const flour = page.getByTestId('review-line').filter({ hasText: `Flour ${tag}` });
  await expect(flour).toHaveAttribute('data-needs-resolution', 'true');
  // Both counters' entries are behind the total.
  await expect(flour.getByTestId('review-counter')).toHaveCount(2);
  await flour.getByTestId('review-resolution').getByText('Add both').click();

  await expect(page.getByTestId('review-needs-resolution')).toHaveCount(0);
  await expect(approve).toBeEnabled();
  await approve.click();
  await expect(page.getByTestId('review-approved')).toBeVisible();
  await expect(page.getByTestId('count-status')).toHaveAttribute('data-status', 'approved');
  await expect(page.getByTestId('review-approve')).toHaveCount(0);
  // The confirmation is on the page: the status reads and Export takes a click at once, on a
  // desktop and on a phone (a toast over the header covered both).
  for (const [size, viewport] of devices.filter(([name]) => name !== 'tablet')) {
    await page.setViewportSize(viewport);
    for (const id of ['count-status', 'review-export']) {
      expect(await uncovered(page.getByTestId(id)), `${id} on a ${size}`).toBe(true);
    }
  }

  // Flour: 300 + 100 counted against 413 received; sugar: 20 against 50.
  type Movements = { data: { material_id: string; quantity: number; kind: string }[] };
  const movements = async () =>
    (
      await ok<Movements>(
        adminApi,
        'GET',
        `/movement/v2?loc=${setup.locationId}&document_id=${setup.countId}&limit=100`,
      )
    ).data;
  const posted = await movements();
  expect(posted.map((m) => [m.material_id, m.kind, m.quantity]).sort()).toEqual(
    [
      [setup.materialA, 'count', -13],
      [setup.materialB, 'count', -30],
    ].sort(),
  );

  // A second approve (another device, a double press) changes nothing.
  expect(
    (await adminApi.call('POST', `/inventory-counts/${setup.countId}/approve`, {})).status,
  ).toBe(200);
  expect(await movements()).toHaveLength(2);
  await page.reload();
  await expect(page.getByTestId('review-approved')).toBeVisible();

  // The movement list, filtered by the count, shows them (helper C3's screen).
  await app.open(`/dashboard/inventory/movement?loc=${setup.locationId}&doc=${setup.countId}`);
  await expect(page.getByText(`Flour ${tag}`).first()).toBeVisible();
  await expect(page.getByText(`Sugar ${tag}`).first()).toBeVisible();
});

test('a count created on the list is queued with its own id, reaches the server once and opens for counting', async ({
  app,
  server,
  adminApi,
  tag,
}) => {
  const { page } = app;
  const counterApi = await ServerApi.signIn(server.url, counter);
  const { locationId } = await countWithEntries(adminApi, counterApi, tag);
  await app.open(`/dashboard/inventory/inventory-count?loc=${locationId}`);
  // The first pull has brought the location's sheets and counts (this test's count is listed).
  await expect(page.getByTestId('count-row').filter({ hasText: `Month end ${tag}` })).toBeVisible();
  await page.getByTestId('count-create').click();
  await page.getByTestId('count-name-input').fill(`Spot check ${tag}`);
  // Every active sheet of the location is offered and none is chosen for the user: the button
  // says what is missing until one is. "All sheets" takes them all, and all back out again.
  const sheet = page.getByRole('checkbox', { name: `Dry store ${tag}` });
  const submit = page.getByTestId('count-create-submit');
  await expect(sheet).not.toBeChecked();
  for (const option of await page.getByTestId('count-sheet-option').all()) {
    await expect(option).not.toBeChecked();
  }
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveText('Choose at least one sheet');
  const all = page.getByTestId('count-sheets-all');
  await all.check();
  await expect(sheet).toBeChecked();
  await all.uncheck();
  await expect(sheet).not.toBeChecked();
  await sheet.check();
  await expect(all).toHaveJSProperty('indeterminate', true);
  await page.getByTestId('count-note-input').fill(`Walk-in first ${tag}`);
  await expect(submit).toHaveText('Create and start counting');
  await submit.click();
  // The counters read the note the count was made with, and its status in the counts' colours.
  await expect(page.getByTestId('count-note')).toHaveText(`Walk-in first ${tag}`);
  await expect(page.getByTestId('count-status')).toHaveAttribute('data-status', 'counting');

  await expect(page).toHaveURL(/\/dashboard\/inventory\/inventory-count-details\?.*id=/);
  const id = new URL(page.url()).searchParams.get('id');
  type Counts = { data: { id: string; name: string; status: string }[] };
  await expect
    .poll(async () =>
      (await ok<Counts>(adminApi, 'GET', `/inventory-counts/list?loc=${locationId}`)).data
        .filter((c) => c.name === `Spot check ${tag}`)
        .map((c) => [c.id, c.status]),
    )
    .toEqual([[id, 'counting']]);
});
