import { randomUUID } from 'node:crypto';
import type { Credentials } from './support/api';
import { ServerApi } from './support/api';
import { expect, test } from './support/fixtures';
import { OpenApp } from './support/openApp';
import {
  englishOnlyTexts,
  layoutProblems,
  sweepScreens,
  untranslatedTexts,
} from './support/screens';

/**
 * The counting screen as an Arabic-speaking counter holds it: a phone, right to left, translated,
 * nothing overflowing, with the number pad open and an entry of two units typed.
 */

const counter: Credentials = { email: 'counter@backhouse.demo', password: 'backhouse-demo' };

test.use({ locale: 'ar-AE', signedInAs: counter });

test('the counting screen on a phone in Arabic: right to left, translated, no overflow, pad included', async ({
  page,
  adminApi,
  server,
  tag,
}) => {
  const counterApi = await ServerApi.signIn(server.url, counter);
  const locationId = counterApi.user.location_id!;
  const call = async <T>(method: string, path: string, body?: unknown) => {
    const reply = await adminApi.call<T>(method, path, body);
    expect(reply.status, `${path}: ${JSON.stringify(reply.body)}`).toBeLessThan(300);
    return reply.body;
  };
  const milk = (
    await call<{ id: string }>('POST', '/materials', {
      name: `Milk ${tag}`,
      name_localized: { ar: `حليب ${tag}` },
      unit: 'l',
      pack_units: [{ name: 'صندوق', factor: 12 }],
    })
  ).id;
  const area = randomUUID();
  const sheet = await call<{ id: string }>('POST', `/inventory-count-sheets?loc=${locationId}`, {
    name: `المطبخ ${tag}`,
    areas: [{ id: area, name: `الثلاجة ${tag}`, material_ids: [milk] }],
  });
  const countId = randomUUID();
  await call('POST', `/inventory-counts/create?loc=${locationId}`, {
    id: countId,
    name: `جرد ${tag}`,
    sheet_ids: [sheet.id],
  });

  const path = `/dashboard/inventory/inventory-count-details?id=${countId}&loc=${locationId}`;
  // The counter's own tablet (the open app is the admin's): the same sweep, on this page.
  await sweepScreens(OpenApp.on(page, 'ar'), [path]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId(`material-${milk}`).click();
  const pad = page.getByTestId('pad-panel');
  await expect(pad).toBeVisible();
  await page.getByTestId('pad-unit-صندوق').click();
  await page.getByTestId('pad-2').click();
  await page.getByTestId('pad-add-part').click();
  await page.getByTestId('pad-unit-base').click();
  await page.getByTestId('pad-3').click();
  await expect(page.getByTestId('pad-display')).toContainText('صندوق');
  const drawer = page.locator('.mantine-Drawer-content');
  expect(await drawer.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  expect(await untranslatedTexts(drawer, englishOnlyTexts('ar'))).toEqual([]);
  await expect.poll(() => layoutProblems(drawer)).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.getByTestId('pad-save').click();
  await expect(page.getByTestId(`total-${milk}`)).toContainText('27');
});
