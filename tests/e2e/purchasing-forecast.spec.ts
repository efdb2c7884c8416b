import type { ForecastBacktestReply } from '../../contract/forecast';
import type { SuggestionsReply, SupplierOrderRow } from '../../contract/purchasing';
import { goOffline, openApp, readKept } from './support/app';
import { exportReport } from './support/exports';
import { expect, test } from './support/fixtures';
import { ok } from './support/purchasing';
import { accessibilityProblems } from './support/screens';

/** Weekdays as the suppliers' `delivery_days` count them (0 Sunday … 6 Saturday). */
const MONDAY = 1;
const THURSDAY = 4;
const weekdayOf = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).getUTCDay();

/**
 * Order by forecast (issue 27) end to end: a supplier that delivers on Mondays and Thursdays sells
 * the materials the demo location uses most; the create-order screen shows each line's forecast
 * suggestion beside par, "forecast for all" takes them, and the order the server keeps has the
 * forecast's packs on every line, each remembering it came from the forecast.
 */
test('an order by forecast for a Monday and Thursday supplier takes the forecast packs and remembers it', async ({
  page,
  adminApi,
  tag,
}) => {
  const locations = await ok<{ data: { id: string; is_active: boolean }[] }>(
    adminApi,
    'GET',
    '/locations',
  );
  const locationId = adminApi.user.location_id ?? locations.data.find((l) => l.is_active)!.id;
  const backtest = await ok<ForecastBacktestReply>(
    adminApi,
    'GET',
    `/forecast/backtest?loc=${locationId}`,
  );
  // The materials its sales used most over the backtest's weeks: each has a forecast.
  const used = [...backtest.materials].sort((a, b) => b.used - a.used).slice(0, 4);
  expect(used.length, 'the demo location uses materials through its recipes').toBeGreaterThan(0);

  const supplier = await ok<{ id: string; created_at: string }>(adminApi, 'POST', '/suppliers', {
    name: `Market ${tag}`,
    delivery_days: [MONDAY, THURSDAY],
    lead_time_days: 1,
    minimum_order: 0,
  });
  for (const [i, material] of used.entries()) {
    await ok(adminApi, 'POST', '/supplier-materials', {
      supplier_id: supplier.id,
      material_id: material.material_id,
      item_code: `MK-${tag}-${i}`,
      pack_name: 'Case',
      // About a day's use in a pack, so the forecast asks for several.
      pack_size: Math.max(1, Math.round(material.used / (backtest.weeks * 7))),
      price: 10,
    });
  }

  const suggest = () =>
    ok<SuggestionsReply>(
      adminApi,
      'GET',
      `/supplier-orders/suggestions?supplier=${supplier.id}&loc=${locationId}`,
    );
  // The most used material runs out before the delivery after next, whatever the hour: the demo's
  // stock covers the forecast's use on some days and not on others (a journeys' database made
  // before midnight in Dubai and a run just after it left every line covered). Its stock is thrown
  // away, as a kitchen does with a spoiled delivery.
  const most = (await suggest()).lines.find((l) => l.material_id === used[0]!.material_id)!;
  if (most.on_hand > 0) {
    await ok(adminApi, 'POST', `/wastage?loc=${locationId}`, {
      id: crypto.randomUUID(),
      lines: [{ material_id: most.material_id, quantity: most.on_hand, reason: 'spoiled' }],
      note: `Spoiled before the order of ${tag}`,
    });
  }
  const suggestions = await suggest();
  const { forecast } = suggestions;
  expect(forecast.unavailable).toBeNull();
  // The delivery it is for and the one it lasts until are the supplier's days, in that order.
  expect([MONDAY, THURSDAY]).toContain(weekdayOf(forecast.next_delivery!));
  expect([MONDAY, THURSDAY]).toContain(weekdayOf(forecast.cover_until!));
  expect(forecast.cover_until! > forecast.next_delivery!).toBe(true);
  const byForecast = suggestions.lines.filter((l) => (l.forecast?.packs ?? 0) > 0);
  expect(byForecast.length, 'some line needs packs by the forecast').toBeGreaterThan(0);

  // The page's clock stands at the server's instant: dates on screen are the server's.
  await page.clock.setFixedTime(new Date(supplier.created_at));
  await openApp(page, `/dashboard/inventory/create-order?loc=${locationId}`);
  await page.getByTestId('create-supplier').click();
  await page.getByRole('option', { name: `Market ${tag}` }).click();
  await expect(page.getByTestId('create-forecast-dates')).toBeVisible();
  await page.getByTestId('create-basis-all').getByText('Forecast for all').click();
  for (const line of byForecast) {
    const row = page.getByTestId('suggestion-line').filter({ hasText: line.item_code });
    await expect(row.getByTestId('suggestion-packs')).toHaveValue(String(line.forecast!.packs));
    await expect(row.getByTestId('suggestion-basis')).toHaveAttribute('data-basis', 'forecast');
    await expect(row.getByTestId('suggestion-forecast')).toContainText('(WAPE)');
  }
  // Both suggestions on every line, the pick for all and per line: reachable and named, on a
  // desktop and a phone.
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('create-send').click();
  await expect(page.getByTestId('order-status')).toBeVisible();
  await expect(page.getByTestId('order-line-basis').first()).toHaveText('From forecast');

  const serverOrder = async () =>
    (
      await ok<{ data: SupplierOrderRow[] }>(
        adminApi,
        'GET',
        `/supplier-orders?supplier=${supplier.id}&loc=${locationId}`,
      )
    ).data[0];
  await expect.poll(async () => (await serverOrder())?.status).toBe('sent');
  const order = (await serverOrder())!;
  // Every line with a forecast took its packs; one without (none here) would have stayed on par.
  const expected = suggestions.lines
    .map((l) =>
      l.forecast
        ? { material: l.material_id, packs: l.forecast.packs, basis: 'forecast' }
        : { material: l.material_id, packs: l.packs, basis: 'par' },
    )
    .filter((l) => l.packs > 0);
  const stored = order.lines.map((l) => ({
    material: l.material_id,
    packs: l.packs,
    basis: l.basis,
  }));
  expect(stored).toHaveLength(expected.length);
  expect(stored).toEqual(expect.arrayContaining(expected));

  // The report says how good the forecast was with the backtest's figures, and exports them. Read
  // again: the replay orders from the location's suppliers, the new one included.
  const replayed = await ok<ForecastBacktestReply>(
    adminApi,
    'GET',
    `/forecast/backtest?loc=${locationId}`,
  );
  await page.goto(`/dashboard/reporting/forecast-accuracy?loc=${locationId}`);
  const overall = replayed.error === null ? '—' : `${Math.round(replayed.error * 100)}%`;
  await expect(page.getByTestId('forecast-overall-error')).toHaveText(overall);
  await expect(page.getByTestId('forecast-outcome-forecast')).toContainText(
    new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(
      replayed.by_forecast.stockout_days,
    ),
  );
  const download = await exportReport(page, 'xlsx');
  expect(download.suggestedFilename()).toMatch(/^forecast-accuracy-report-.+\.xlsx$/);
});

test.describe('offline', () => {
  test.use({ appServiceWorker: true });

  test('the forecast screen opens from what the device last read, saying as of when, each figure still saying why', async ({
    app,
    adminApi,
    network,
  }) => {
    const { page, context } = app;
    const locationId = adminApi.user.location_id!;
    await app.open(`/dashboard/supplier/forecast?loc=${locationId}`);
    await expect(page.getByTestId('forecast-grid')).toBeVisible();
    await expect(page.getByTestId('forecast-backtest')).toBeVisible();
    for (const path of ['/forecast/products', '/forecast/backtest']) {
      await expect.poll(() => readKept(page, adminApi.user.id, path)).toBe(true);
    }

    await goOffline(context, network);
    await page.reload();
    await expect(page.getByTestId('forecast-grid')).toBeVisible();
    await expect(page.getByTestId('forecast-overall-error')).toBeVisible();
    await expect(page.getByTestId('as-of').first()).toHaveAttribute('data-stale', 'true');
    await page.getByTestId('forecast-cell').first().focus();
    await expect(page.getByRole('tooltip')).toContainText(/last|Closed|holidays|history|No sales/);
  });
});
