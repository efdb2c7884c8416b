import {
  expectPending,
  goOffline,
  goOnline,
  syncIndicator,
  waitForServiceWorker,
} from './support/app';
import { BrandsScreen } from './support/brands';
import { expect, test } from './support/fixtures';

// The offline reload is answered by the service worker.
test.use({ appServiceWorker: true });

test('brands created, edited and deleted offline survive an offline reload and reach the server exactly once', async ({
  app,
  network,
  adminApi,
  tag,
}) => {
  const { page, context } = app;
  const brands = new BrandsScreen(page, app);
  // Two brands the server already has: one to edit, one to delete.
  const kept = await adminApi.createBrand(`${tag} Kept`);
  const doomed = await adminApi.createBrand(`${tag} Doomed`);
  const before = await adminApi.brands();

  await brands.goto();
  await waitForServiceWorker(page);
  await brands.search(tag);
  await expect(brands.rows()).toHaveCount(2);
  await expect(syncIndicator(page)).toHaveAttribute('data-online', 'true');
  await expectPending(page, 0);

  await goOffline(context, network);
  await expect(syncIndicator(page)).toHaveAttribute('data-online', 'false');

  await brands.create(`${tag} North`);
  await brands.create(`${tag} South`);
  await brands.rename(kept.name, `${tag} Renamed`);
  await brands.delete(doomed.name);

  await expectPending(page, 4);
  await expect(page.getByTestId('sync-count')).toHaveText('4');
  await expect(brands.rows()).toHaveCount(3);
  for (const name of ['North', 'South', 'Renamed']) {
    await brands.expectPendingBadge(`${tag} ${name}`);
  }

  // Offline reload: only the service worker can answer; the session and the queue are local.
  const seenBeforeReload = network.seen.length;
  // When the reloaded list's first row shows, for the order of the files below.
  await page.addInitScript(() => {
    // Every file of the start is an entry: more than the 250 the browser keeps by default.
    performance.setResourceTimingBufferSize(2000);
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="entity-row"]')) return;
      (window as Window & { firstRowAt?: number }).firstRowAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/products\/brands/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await brands.expectLoaded();
  // The built files came straight from the precache by the worker's static route, without waking
  // its fetch handler (sw/sw.ts).
  const assetSources = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
      .map(
        (entry) =>
          (entry as PerformanceEntry & { workerFinalSourceType?: string }).workerFinalSourceType,
      ),
  );
  expect(assetSources.length).toBeGreaterThan(10);
  expect(new Set(assetSources)).toEqual(new Set(['cache']));
  // The worker opened the app with shell.html, which names the app's start files for preload, so the
  // start asks for them all at once (vite.config.ts, `shellPage`); each is a file the page loaded.
  const preloads = await page.evaluate(() => {
    const loaded = new Set(
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => ({
        path: new URL(link.href).pathname,
        loaded: loaded.has(new URL(link.href).pathname),
      }),
    );
  });
  expect(preloads.length).toBeGreaterThan(10);
  expect(preloads.filter((preload) => !preload.loaded)).toEqual([]);
  // Those files begin with V8's compile hint, and only those (vite.config.ts, `COMPILE_HINT`): the
  // brands screen's own files, loaded after the start, do not.
  const scripts = await page.evaluate(async () => {
    // The entry, and what the start imports.
    const preloaded = new Set(
      [
        ...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
          'link[rel="modulepreload"], script[type="module"][src]',
        ),
      ].map(
        (element) =>
          new URL(element instanceof HTMLLinkElement ? element.href : element.src).pathname,
      ),
    );
    const paths = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/') && path.endsWith('.js'));
    return Promise.all(
      paths.map(async (path) => ({
        path,
        start: preloaded.has(path),
        hinted: (await (await fetch(path)).text()).startsWith('//# allFunctionsCalledOnLoad\n'),
      })),
    );
  });
  const start = scripts.filter((script) => script.start);
  const later = scripts.filter((script) => !script.start);
  expect(start.length).toBeGreaterThan(10);
  expect(later.length).toBeGreaterThan(0);
  expect(start.filter((script) => !script.hinted).map((script) => script.path)).toEqual([]);
  expect(later.filter((script) => script.hinted).map((script) => script.path)).toEqual([]);
  await brands.search(tag);
  await expect(brands.rows()).toHaveCount(3);
  await expect(brands.row(`${tag} Renamed`)).toBeVisible();
  await expect(brands.row(kept.name)).toHaveCount(0);
  await expect(brands.row(doomed.name)).toHaveCount(0);
  for (const name of ['North', 'South', 'Renamed']) {
    await brands.expectPendingBadge(`${tag} ${name}`);
  }
  await expectPending(page, 4);
  await expect(syncIndicator(page)).toHaveAttribute('data-online', 'false');
  // The start runs neither the form's code nor the sync panel's (EntityScreen, SyncIndicator):
  // each file is asked for once the page is idle after the first row has shown.
  const askedFor = (file: string) =>
    page.evaluate((file) => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => new RegExp(`/assets/${file}-[\\w-]+\\.js$`).test(e.name));
      const { firstRowAt } = window as Window & { firstRowAt?: number };
      return entry && firstRowAt !== undefined ? entry.startTime > firstRowAt : null;
    }, file);
  await expect.poll(() => askedFor('EntityForm'), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => askedFor('SyncPanel'), { timeout: 30_000 }).toBe(true);
  // The form and the sync panel run after the start (EntityScreen, SyncIndicator): offline after
  // the reload, the worker's cache has their code, so both still open.
  await brands.row(`${tag} Renamed`).getByText(`${tag} Renamed`, { exact: true }).click();
  await expect(brands.form().getByTestId('field-name')).toHaveValue(`${tag} Renamed`);
  await page.keyboard.press('Escape');
  await expect(brands.form()).toBeHidden();
  await syncIndicator(page).click();
  await expect(page.getByTestId('sync-panel')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sync-panel')).toBeHidden();
  // Nothing reached the server while offline: whatever the browser tried, the proxy refused.
  expect(network.seen.slice(seenBeforeReload).every((r) => r.action === 'refuse')).toBe(true);
  expect(await adminApi.brands()).toEqual(before);

  await goOnline(context, network);
  await expectPending(page, 0, 30_000);
  await expect(syncIndicator(page)).toHaveAttribute('data-online', 'true');
  for (const name of ['North', 'South', 'Renamed']) {
    await brands.expectPendingBadge(`${tag} ${name}`, false);
  }

  const after = await adminApi.brandsTagged(tag);
  const live = after.filter((row) => row.deleted_at === null);
  expect(live.map((row) => row.name).sort()).toEqual(
    [`${tag} North`, `${tag} Renamed`, `${tag} South`].sort(),
  );
  for (const name of ['North', 'South']) {
    const created = after.filter((row) => row.name === `${tag} ${name}`);
    expect(created, `${name} exists once`).toHaveLength(1);
    expect(created[0]!.version).toBe(1);
  }
  const edited = after.find((row) => row.id === kept.id)!;
  expect(edited.name).toBe(`${tag} Renamed`);
  expect(edited.version).toBe(kept.version + 1);
  const deleted = after.find((row) => row.id === doomed.id)!;
  expect(deleted.deleted_at).not.toBeNull();
  const list = await adminApi.call<{ data: { id: string }[] }>('GET', '/brands?limit=1000');
  expect(list.body.data.map((row) => row.id)).not.toContain(doomed.id);
});

// A fresh browser that blocks the service worker (`page`): a device that has not kept the app yet,
// as in the first seconds after a first sign-in.
test('a screen whose code cannot be downloaded says so, leads back, and opens once back online', async ({
  page,
  network,
}) => {
  const context = page.context();
  await page.goto('/dashboard');
  await expect(page.getByTestId('kpi-transactions-value')).toBeVisible();
  await goOffline(context, network);
  const brands = page.getByTestId('nav-/dashboard/products/brands');
  const notDownloaded = page.getByTestId('page-not-downloaded');
  await brands.click();
  // What happened and what to do, not "something went wrong" and a reload that would leave the app.
  await expect(notDownloaded).toContainText('This screen is not on this device yet');
  await expect(notDownloaded.getByRole('button', { name: 'Reload the app' })).toHaveCount(0);
  // The way back leads to the screens this device already has.
  await notDownloaded.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);
  await expect(page.getByTestId('kpi-transactions-value')).toBeVisible();

  await brands.click();
  await expect(notDownloaded).toBeVisible();
  // Back online, the screen opens by itself: no click, no reload.
  await goOnline(context, network);
  await expect(page.getByTestId('entity-screen-brands')).toBeVisible();
  await expect(notDownloaded).toHaveCount(0);
});
