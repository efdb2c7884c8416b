import { expectPending, goOffline, goOnline } from './support/app';
import { BatchLog } from './support/batches';
import { BrandsScreen } from './support/brands';
import { expect, test } from './support/fixtures';

test('two open tabs send each change once, through one leader tab', async ({
  context,
  network,
  adminApi,
  tag,
}) => {
  const shared = await adminApi.createBrand(`${tag} Shared`);
  const first = await context.newPage();
  const second = await context.newPage();
  const firstBatches = new BatchLog(first);
  const secondBatches = new BatchLog(second);

  const firstBrands = new BrandsScreen(first);
  await firstBrands.goto();
  // Same browser, same session: the second tab opens signed in.
  const secondBrands = new BrandsScreen(second);
  await secondBrands.goto();
  await expect(second.getByTestId('user-menu')).toBeVisible();
  for (const brands of [firstBrands, secondBrands]) {
    await brands.search(tag);
    await expect(brands.rows()).toHaveCount(1);
  }

  // Online: one change in each tab.
  await firstBrands.create(`${tag} From first`);
  await secondBrands.create(`${tag} From second`);
  for (const page of [first, second]) await expectPending(page, 0);

  // Offline: more changes in each tab, then both come back together.
  await goOffline(context, network);
  await firstBrands.create(`${tag} First offline`);
  await secondBrands.rename(shared.name, `${tag} Shared renamed`);
  // Each tab sees the other's change: they share one local store.
  for (const page of [first, second]) await expectPending(page, 2);
  await expect(firstBrands.row(`${tag} Shared renamed`)).toBeVisible();
  await expect(secondBrands.row(`${tag} First offline`)).toBeVisible();
  await goOnline(context, network);
  for (const page of [first, second]) await expectPending(page, 0, 30_000);

  const after = await adminApi.brandsTagged(tag);
  for (const name of ['From first', 'From second', 'First offline']) {
    const rows = after.filter((row) => row.name === `${tag} ${name}`);
    expect(rows, `${name} exists once`).toHaveLength(1);
    expect(rows[0]!.version).toBe(1);
  }
  const renamed = after.find((row) => row.id === shared.id)!;
  expect(renamed.name).toBe(`${tag} Shared renamed`);
  expect(renamed.version).toBe(shared.version + 1);
  expect(after).toHaveLength(4);

  // Only the leader pushed, and every queued change went out under its key exactly once.
  const pushes = [firstBatches.requests.length, secondBatches.requests.length];
  expect(
    pushes.filter((count) => count > 0),
    `batches per tab: ${pushes.join(', ')}`,
  ).toHaveLength(1);
  const sends = BatchLog.sendsPerKey([firstBatches, secondBatches]);
  expect(sends.size).toBe(4);
  expect([...sends.values()].every((count) => count === 1)).toBe(true);
  expect(network.count('POST', '/api/batch')).toBe(pushes[0]! + pushes[1]!);
});
