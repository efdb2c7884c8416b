import fs from 'node:fs';
import { expectPending } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * The prep list PDF from the built app: jsPDF's on-demand extras (html2canvas, DOMPurify, canvg) are
 * left out of the bundle (vite.config.ts), and the list, which writes its text itself, must still
 * come out whole.
 */
test('the prep list downloads as a PDF with the font it writes in', async ({
  app,
  adminApi,
  tag,
}) => {
  const [location] = await adminApi.locations();
  const made = async (body: Record<string, unknown>) => {
    const { status, body: row } = await adminApi.call<{ id: string }>('POST', '/materials', body);
    expect(status).toBe(201);
    return row.id;
  };
  const tomatoes = await made({ name: `${tag} Tomatoes`, unit: 'kg', cost: 2 });
  await made({
    name: `${tag} Tomato sauce`,
    unit: 'l',
    is_prepared: true,
    recipe: [{ material_id: tomatoes, quantity: 1.5, unit: 'kg' }],
    yield_quantity: 1,
    locations: [{ location_id: location!.id, par: 4 }],
  });

  const page = await app.open(`/dashboard/inventory/preparation?loc=${location!.id}`);
  await expectPending(page, 0);
  const row = page.getByTestId('prep-row').filter({ hasText: `${tag} Tomato sauce` });
  await expect(row.getByTestId('prep-to-prepare')).toContainText('4', { timeout: 40_000 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('prep-pdf').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^prep-list-.*\.pdf$/);
  const pdf = fs.readFileSync((await download.path())!).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  expect(pdf).toMatch(/\/Type \/Page\b/);
  expect(pdf).toContain('/FontFile2');
});
