import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { ServerApi } from './api';
import { ok } from './purchasing';

/** Counting journeys' shared steps: a count made through the API, entries typed on the pad. */

/** Beef (kg) in the fridge and the dry store, milk (l, cases of 12) in the fridge. */
export async function makeCount(adminApi: ServerApi, locationId: string, tag: string) {
  const material = async (body: Record<string, unknown>) =>
    (await ok<{ id: string }>(adminApi, 'POST', '/materials', body)).id;
  const beef = await material({ name: `Beef ${tag}`, unit: 'kg' });
  const milk = await material({
    name: `Milk ${tag}`,
    unit: 'l',
    pack_units: [{ name: 'case', factor: 12 }],
  });
  const [fridge, dry] = [randomUUID(), randomUUID()];
  const sheet = await ok<{ id: string }>(
    adminApi,
    'POST',
    `/inventory-count-sheets?loc=${locationId}`,
    {
      name: `Kitchen ${tag}`,
      areas: [
        { id: fridge, name: `Fridge ${tag}`, material_ids: [beef, milk] },
        { id: dry, name: `Dry ${tag}`, material_ids: [beef] },
      ],
    },
  );
  const id = randomUUID();
  await ok(adminApi, 'POST', `/inventory-counts/create?loc=${locationId}`, {
    id,
    name: `Night count ${tag}`,
    sheet_ids: [sheet.id],
  });
  return { id, beef, milk, fridge, dry };
}

/** Types an entry on the pad: `keys` digit by digit, a unit chosen before each part. */
export async function enter(page: Page, parts: Array<{ unit?: string; digits: string }>) {
  for (const [i, part] of parts.entries()) {
    if (i > 0) await page.getByTestId('pad-add-part').click();
    // Materials without packs show no unit chooser: their base unit is the only one.
    if (part.unit) await page.getByTestId(`pad-unit-${part.unit}`).click();
    for (const key of part.digits) {
      await page.getByTestId(key === '.' ? 'pad-decimal' : `pad-${key}`).click();
    }
  }
  await page.getByTestId('pad-save').click();
  // Cleared: nothing typed, in the base unit again ("0 kg").
  await expect(page.getByTestId('pad-display')).toHaveText(/^0 /);
}
