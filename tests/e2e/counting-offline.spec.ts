import { expectPending, goOffline, goOnline } from './support/app';
import { ServerApi, type Credentials } from './support/api';
import { enter, makeCount } from './support/counting';
import { ok } from './support/purchasing';
import { expect, test } from './support/fixtures';

/**
 * Two counters count one count on two tablets with the network gone; one reloads half way (the
 * service worker opens the app, the entries are still there). Back online, every entry is on the
 * server exactly once, the undone one as a tombstone, and the review adds their counts up. An entry
 * made offline after the count was approved is refused: not added up, marked, named in words.
 */

const counter: Credentials = { email: 'counter@backhouse.demo', password: 'backhouse-demo' };

test.use({ appServiceWorker: true });

test('two counters count offline, one reloads half way; every entry reaches the server once and the review adds them up', async ({
  app,
  devices,
  network,
  adminApi,
  server,
  tag,
}) => {
  const counterApi = await ServerApi.signIn(server.url, counter);
  const locationId = counterApi.user.location_id!;
  const count = await makeCount(adminApi, locationId, tag);
  const path = `/dashboard/inventory/inventory-count-details?id=${count.id}&loc=${locationId}`;

  // The admin's tablet and the counter's, each with the app installed (its service worker).
  const { page, context } = app;
  const counterDevice = await devices.open({ user: counter, serviceWorker: true });
  const tablet = counterDevice.page;
  const counterContext = counterDevice.context;
  for (const device of [app, counterDevice]) {
    await device.page.setViewportSize({ width: 820, height: 1180 });
    await device.open(path);
    await expect(device.page.getByTestId(`material-${count.beef}`)).toBeVisible({
      timeout: 60_000,
    });
  }

  await goOffline(context, network);
  await counterContext.setOffline(true);

  // The admin: 3 kg of beef in the fridge, then 2 cases + 1 l of milk, then 7 kg by mistake, undone.
  await page.getByTestId(`material-${count.beef}`).click();
  await enter(page, [{ digits: '3' }]);
  await enter(page, [{ digits: '7' }]);
  await page.getByTestId('entry-undo').first().click();
  await expect(page.getByTestId(`total-${count.beef}`)).toHaveText(/^3 /);
  await page.getByTestId(`material-${count.milk}`).click();
  await enter(page, [
    { unit: 'case', digits: '2' },
    { unit: 'base', digits: '1' },
  ]);
  await expect(page.getByTestId(`total-${count.milk}`)).toHaveText(/^25 /);

  // The counter: 2 kg of beef in the dry store, a reload with no network, then 0.5 kg more.
  await tablet.getByTestId(`area-${count.dry}`).click();
  await tablet.getByTestId(`material-${count.beef}`).click();
  await enter(tablet, [{ digits: '2' }]);
  await tablet.reload();
  await tablet.getByTestId(`area-${count.dry}`).click();
  await expect(tablet.getByTestId(`total-${count.beef}`)).toHaveText(/^2 /);
  await tablet.getByTestId(`material-${count.beef}`).click();
  await enter(tablet, [{ digits: '0.5' }]);
  await expect(tablet.getByTestId(`total-${count.beef}`)).toHaveText(/^2\.5 /);
  await expectPending(tablet, 2);
  expect(
    (await ok<{ data: unknown[] }>(adminApi, 'GET', `/inventory-counts/activity?id=${count.id}`))
      .data,
  ).toEqual([]);

  await goOnline(context, network);
  await counterContext.setOffline(false);
  await expectPending(page, 0, 30_000);
  await expectPending(tablet, 0, 30_000);

  const activity = await ok<{
    data: Array<{
      id: string;
      material_id: string;
      area_id: string;
      quantity: number;
      deleted_at: string | null;
    }>;
  }>(adminApi, 'GET', `/inventory-counts/activity?id=${count.id}`);
  const ids = activity.data.map((e) => e.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(
    activity.data
      .map(
        (e) =>
          `${e.material_id === count.beef ? 'beef' : 'milk'} ${e.quantity} ${e.deleted_at ? 'undone' : 'kept'}`,
      )
      .sort(),
  ).toEqual(
    ['beef 0.5 kept', 'beef 2 kept', 'beef 3 kept', 'beef 7 undone', 'milk 25 kept'].sort(),
  );

  const review = await ok<{ lines: Array<{ material_id: string; counted: number | null }> }>(
    adminApi,
    'GET',
    `/inventory-counts/review?id=${count.id}`,
  );
  const counted = Object.fromEntries(review.lines.map((l) => [l.material_id, l.counted]));
  expect(counted[count.beef]).toBe(5.5);
  expect(counted[count.milk]).toBe(25);

  // The admin's tablet shows the counter's entries once it pulls (opening the screen pulls).
  await page.reload();
  await page.getByTestId(`area-${count.dry}`).click();
  await expect(page.getByTestId(`total-${count.beef}`)).toHaveText(/^2\.5 /, { timeout: 60_000 });
  await expect(page.getByTestId('others-counting')).toBeVisible();

  // Approved meanwhile: an entry the counter's tablet made offline, before it knew, is refused by
  // the server. The tablet does not add it up, marks it, and names it in words with a way out.
  await counterContext.setOffline(true);
  await enter(tablet, [{ digits: '1' }]);
  await expect(tablet.getByTestId(`total-${count.beef}`)).toHaveText(/^3\.5 /);
  await ok(adminApi, 'POST', `/inventory-counts/${count.id}/approve`, {});
  await counterContext.setOffline(false);
  await expect(tablet.getByTestId(`refused-${count.beef}`)).toHaveText('1 refused', {
    timeout: 60_000,
  });
  await expect(tablet.getByTestId(`total-${count.beef}`)).toHaveText(/^2\.5 /);
  await expect(tablet.getByTestId('entry-refused')).toContainText('The count is approved');
  await tablet.getByTestId('sync-indicator').click();
  const refused = tablet.getByTestId('sync-entry-failed');
  await expect(refused.getByTestId('sync-entry-name')).toHaveText(
    `Count entry: Beef ${tag} + 1 kg · Night count ${tag}`,
  );
  await expect(refused.getByTestId('sync-entry-remedy')).toContainText('in a new count');
  await refused.getByTestId('sync-discard').click();
  await tablet.getByTestId('discard-confirm').click();
  await expect(tablet.getByTestId(`refused-${count.beef}`)).toHaveCount(0);
  await expect(tablet.getByTestId(`total-${count.beef}`)).toHaveText(/^2\.5 /);
  await expectPending(tablet, 0);
});
