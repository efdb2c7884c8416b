import fs from 'node:fs';
import path from 'node:path';
import { exportReport } from './support/exports';
import { expect, test } from './support/fixtures';
import { keepPng, renderFirstPage, type TextItem } from './support/pdf';
import { repoRoot } from './support/server';

/**
 * A report exported to PDF from its screen, its first page rendered by pdf.js as a reader would
 * show it: A4, the report's name, range and place as the screen writes them, in ink, and in Arabic
 * set from the right with its letters joined. The pages are kept as PNGs in test-results/.
 */

/** A4 in points, either way up. */
const A4 = [595.28, 841.89];
/** The page's margin (pdfLayout.ts): text starts or ends this far in from the edge. */
const MARGIN = 36;
/** Arabic letters as typed (U+0620–U+064A); their joined forms are U+FB50–U+FDFF and U+FE70–U+FEFF. */
const ARABIC_LETTER = /[\u0620-\u064A]/;
const JOINED_FORM = /[\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** The report's name in each language, as the translators wrote it. */
const titles = Object.fromEntries(
  (['en', 'ar'] as const).map((language) => {
    const file = path.join(repoRoot, `locales/${language}/reporting.json`);
    const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      reports: Record<string, { title: string }>;
    };
    return [language, texts.reports['sales-summary']!.title];
  }),
) as Record<'en' | 'ar', string>;

for (const [language, locale, dir] of [
  ['en', 'en-US', 'ltr'],
  ['ar', 'ar-AE', 'rtl'],
] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale });

    test(`the sales summary's PDF: page 1 is A4, names the report, range and place, and is drawn ${dir}`, async ({
      page,
      context,
      adminApi,
    }, testInfo) => {
      const home = (await adminApi.locations()).find((l) => l.id === adminApi.user.location_id)!;
      const localized = (home.name_localized ?? {}) as Record<string, string>;
      const place = localized[language]?.trim() || home.name;
      await page.goto('/dashboard/reporting/sales-summary?period=last_7_days');
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByTestId('report-row').first()).toBeVisible();
      const title = (await page.getByTestId('page-title').innerText()).trim();
      const range = (await page.getByTestId('report-dates').innerText()).trim();
      // The screen names the place once it has the location; the file takes what it says.
      await expect(page.getByTestId('report-place-name')).toHaveText(place);

      const download = await exportReport(page, 'pdf');
      expect(download.suggestedFilename()).toMatch(/^sales-summary-.*\.pdf$/);
      const rendered = await renderFirstPage(context, fs.readFileSync((await download.path())!));
      await keepPng(testInfo, `sales-summary-page-1-${language}.png`, rendered.png);

      expect([rendered.width, rendered.height].sort((a, b) => a - b)).toEqual([
        expect.closeTo(A4[0]!, 1),
        expect.closeTo(A4[1]!, 1),
      ]);
      // pdf.js reads Arabic back in the joined forms it was drawn in (NFKC makes them the letters
      // typed again) and in reading order, except where numbers meet: the "19–25" of a range
      // comes back as "25–19", so a range in Arabic is matched by its words.
      const words = (text: string) =>
        text
          .split(/[\s–-]+/)
          .filter(Boolean)
          .sort()
          .join(' ');
      const item = (text: string, byWords = false): TextItem => {
        const found = rendered.items.find((i) => {
          const read = i.str.normalize('NFKC');
          return byWords ? words(read) === words(text) : read === text;
        });
        const all = rendered.items.map((i) => i.str.normalize('NFKC'));
        expect(found, `"${text}" in ${JSON.stringify(all)}`).toBeDefined();
        return found!;
      };
      const heading = [item(title), item(range, dir === 'rtl'), item(place)];
      expect(rendered.inkAll, 'ink on the page').toBeGreaterThan(0.005);

      // The header, from above the title to below the place, holds ink only on its start side.
      const band = { top: heading[0]!.y - 20, bottom: heading[2]!.y + 4 };
      const [start, end] =
        dir === 'rtl' ? (['right', 'left'] as const) : (['left', 'right'] as const);
      expect(
        rendered.ink({ ...band, third: start }),
        `ink at the ${start} of the header`,
      ).toBeGreaterThan(0.005);
      expect(rendered.ink({ ...band, third: end }), `ink at the ${end} of the header`).toBe(0);
      for (const text of heading) {
        if (dir === 'rtl') expect(text.x + text.width).toBeCloseTo(rendered.width - MARGIN, 0);
        else expect(text.x).toBeCloseTo(MARGIN, 0);
      }

      // The name as translated, and in Arabic drawn joined: each letter in the contextual form
      // its place in the word calls for, none left bare.
      expect(title).toBe(titles[language]);
      if (language === 'ar') {
        expect(heading[0]!.str).toMatch(JOINED_FORM);
        expect(heading[0]!.str).not.toMatch(ARABIC_LETTER);
      }
    });
  });
}
