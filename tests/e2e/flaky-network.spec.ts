import { expectPending, queuedEverywhere, syncIndicator } from './support/app';
import { BatchLog } from './support/batches';
import { expect, test } from './support/fixtures';

test.describe('a flaky network never loses or doubles a change', () => {
  test('changes whose batch reply was lost land exactly once when the reply finally arrives', async ({
    page,
    network,
    adminApi,
    brands,
    tag,
  }) => {
    const original = await adminApi.createBrand(`${tag} Lost reply`);
    const batches = new BatchLog(page);
    await brands.goto();
    await brands.search(tag);
    await expect(brands.rows()).toHaveCount(1);

    // The server applies each batch, but the browser never gets the reply.
    network.only('POST', '/api/batch', { kind: 'cut-response' });
    await brands.rename(original.name, `${tag} Edited once`);
    await brands.create(`${tag} Created once`);
    await expect
      .poll(() => network.count('POST', '/api/batch'), { timeout: 40_000 })
      .toBeGreaterThan(0);
    // The first cut batch already wrote the edit: the app does not know it yet.
    await expect
      .poll(async () => (await adminApi.brand(original.id))?.name, { timeout: 40_000 })
      .toBe(`${tag} Edited once`);
    await expect.poll(() => batches.requests.length, { timeout: 40_000 }).toBeGreaterThan(1);
    expect(await queuedEverywhere(page), 'changes still queued on the device').toBeGreaterThan(0);
    // The browser is online: the indicator says the changes are being sent again, not "Offline".
    await expect(syncIndicator(page)).toHaveAttribute('data-no-reply', 'true');
    await expect(syncIndicator(page)).toContainText('Sending again');

    network.pass();
    await expectPending(page, 0, 30_000);

    // The edit went out at least twice under the same key, and the server still applied it once.
    const sends = batches.sendsPerKey();
    expect(Math.max(...sends.values())).toBeGreaterThan(1);
    const after = await adminApi.brandsTagged(tag);
    expect(after.filter((row) => row.name === `${tag} Created once`)).toHaveLength(1);
    const edited = after.find((row) => row.id === original.id)!;
    expect(edited.name).toBe(`${tag} Edited once`);
    expect(edited.version).toBe(original.version + 1);
    expect(after).toHaveLength(2);
  });

  test('a change made while the server is down lands once after the server restarts', async ({
    page,
    server,
    network,
    adminApi,
    brands,
    tag,
  }) => {
    const original = await adminApi.createBrand(`${tag} Before crash`);
    await brands.goto();
    await brands.search(tag);
    await expect(brands.rows()).toHaveCount(1);

    await server.kill();
    await brands.rename(original.name, `${tag} After crash`);
    await brands.create(`${tag} During outage`);
    // The proxy answers 502 while nothing listens behind it: the change waits.
    await expect
      .poll(() => network.count('POST', '/api/batch'), { timeout: 40_000 })
      .toBeGreaterThan(0);
    await expectPending(page, 2);

    await server.start();
    network.retarget(server.url);
    await syncIndicator(page).click();
    await page.getByTestId('sync-now').click();
    await expectPending(page, 0, 30_000);

    const after = await adminApi.brandsTagged(tag);
    expect(after.filter((row) => row.name === `${tag} During outage`)).toHaveLength(1);
    const edited = after.find((row) => row.id === original.id)!;
    expect(edited.name).toBe(`${tag} After crash`);
    expect(edited.version).toBe(original.version + 1);
    expect(after).toHaveLength(2);
  });
});
