/**
 * The long lists of a count, in Chromium with the built app (issue 24): the review of a count of
 * 1,000 lines (first card, last card, a key in the reviewer's note) and the count sheet editor with
 * 1,000 materials in one area (open, a key in a new area's name and in an area's name, removing a
 * material). Reported: no target of the issue names them; each was seconds, or most of a second per
 * key, before the lists were drawn as they are now.
 * Run alone: npx tsx bench/long-lists.ts
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { announce, main, median, ms, report } from './lib/common';
import { signInInBrowser, withAppInBrowser } from './lib/browser';
import { buildApp, seededMaterials, seedMaterials, type AdminApi } from './lib/server';

const MATERIALS = 1000;
const RUNS = 5;
const KEYS = 10;
const REPORTED = 'report';

main(async () => {
  announce(
    'Issue 24: a count review of 1,000 lines and a count sheet of 1,000 materials, Chromium, built app',
    [
      `A server with the demo business and ${MATERIALS} materials (seeded). A sheet with one area of all`,
      `of them, a count of it with one entry of each (${MATERIALS} lines), submitted; a second sheet with`,
      `the same ${MATERIALS} materials in one area and an empty one. The admin signs in on a desktop-sized`,
      'page. Review: the page opened anew (the read is kept, so it answers from the cache first), from',
      'the load event until the first card is in the page, and until the last one is and a frame was',
      `drawn, median of ${RUNS}; a key in the note, from the input event until the frame after it, median of`,
      `${KEYS} per open. Sheet: the page opened anew, from the load event until the last row is in the page`,
      `and a frame was drawn; a key in the new area's name and in the long area's name as in the note; one`,
      `material removed, from the click until the rows are one fewer and a frame was drawn; median of ${RUNS}.`,
    ].join('\n'),
  );
  const dataDir = await seedMaterials('Long material', MATERIALS);
  const staticDir = buildApp();
  await withAppInBrowser({ dataDir, staticDir }, async ({ url, browser, admin: { api, loc } }) => {
    const materials = await seededMaterials(api, 'Long material', MATERIALS);
    const ids = materials.map((m) => m.id);
    const countId = await submittedCount(api, loc, ids);
    await api('POST', `/inventory-count-sheets?loc=${loc}`, {
      name: 'AAA long sheet',
      areas: [
        { id: randomUUID(), name: 'Store', material_ids: ids },
        { id: randomUUID(), name: 'Fridge', material_ids: [] },
      ],
    });

    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInInBrowser(page, url);
    const reviewUrl = `${url}/dashboard/inventory/review?id=${countId}&loc=${loc}`;
    const sheetUrl = `${url}/dashboard/inventory/inventory-count-sheet?loc=${loc}`;
    await openReview(page, reviewUrl); // warm-up: the route's code and the read's cache
    await openSheet(page, sheetUrl, MATERIALS);
    const review = { first: [] as number[], last: [] as number[], key: [] as number[] };
    const sheet = { open: [] as number[], newArea: [] as number[], areaName: [] as number[] };
    const removes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const r = await openReview(page, reviewUrl);
      review.first.push(r.first);
      review.last.push(r.last);
      review.key.push(median(await keys(page, 'review-note', 0)));
      // Each run before this one removed a material.
      const left = MATERIALS - run;
      sheet.open.push(await openSheet(page, sheetUrl, left));
      removes.push(await removeOne(page, left));
      sheet.newArea.push(median(await keys(page, 'new-area', 0)));
      sheet.areaName.push(median(await keys(page, 'area-name', 0)));
      console.log(
        `   run ${run}: review ${ms(r.first)}, ${ms(r.last)}; sheet ${ms(sheet.open.at(-1)!)}`,
      );
    }
    console.log(`   review first card: ${review.first.map(ms).join(', ')}`);
    console.log(`   review last card:  ${review.last.map(ms).join(', ')}`);
    console.log(`   review note key:   ${review.key.map(ms).join(', ')}`);
    console.log(`   sheet open:        ${sheet.open.map(ms).join(', ')}`);
    console.log(
      `   sheet keys:        ${sheet.newArea.map(ms).join(', ')}; ${sheet.areaName.map(ms).join(', ')}`,
    );
    console.log(`   sheet remove:      ${removes.map(ms).join(', ')}`);
    const row = (figure: string, samples: number[]) => ({
      figure,
      measured: ms(median(samples)),
      target: REPORTED,
      ok: null,
    });
    report({
      id: 'long-lists',
      method: `Chromium, built app, ${MATERIALS} lines or materials; medians of ${RUNS} opens, keys median of ${KEYS} per open`,
      rows: [
        row(`count review of ${MATERIALS} lines: load to the first card drawn`, review.first),
        row('same: load to the last card drawn', review.last),
        row('same: a key in the review note to the next frame', review.key),
        row(
          `count sheet with ${MATERIALS} materials in an area: load to the last row drawn`,
          sheet.open,
        ),
        row("same: a key in a new area's name to the next frame", sheet.newArea),
        row("same: a key in the long area's name to the next frame", sheet.areaName),
        row('same: a material removed to the rows drawn', removes),
      ],
      details: { review, sheet, removes },
    });
  });
});

/** A submitted count of one area holding `ids`, each counted once (one line each). */
async function submittedCount(api: AdminApi['api'], loc: string, ids: string[]): Promise<string> {
  const area = randomUUID();
  const sheet = await api<{ id: string }>('POST', `/inventory-count-sheets?loc=${loc}`, {
    name: 'Review sheet',
    areas: [{ id: area, name: 'Store', material_ids: ids }],
  });
  const countId = randomUUID();
  await api('POST', `/inventory-counts/create?loc=${loc}`, { id: countId, sheet_ids: [sheet.id] });
  for (let start = 0; start < ids.length; start += 500) {
    const calls = ids.slice(start, start + 500).map((materialId, i) => ({
      method: 'POST',
      path: '/inventory-counts/add-item',
      idempotency_key: randomUUID(),
      body: {
        id: randomUUID(),
        count_id: countId,
        material_id: materialId,
        area_id: area,
        parts: [{ unit: '', factor: 1, quantity: 100 + i }],
        device_id: 'bench',
        counted_at: new Date().toISOString(),
      },
    }));
    const reply = await api<{ replies: Array<{ status: number }> }>('POST', '/batch', { calls });
    const refused = reply.replies.find((r) => r.status >= 300);
    if (refused) throw new Error(`an entry was refused: ${JSON.stringify(refused)}`);
  }
  await api('POST', `/inventory-counts/${countId}/submit`, {});
  return countId;
}

const nextFrame = (page: Page) =>
  page.evaluate(
    () => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))),
  );

/** The review opened anew: load to the first card, and to the last one and a frame. */
async function openReview(page: Page, url: string) {
  await page.goto(url);
  const loaded = await page.evaluate(() => performance.now());
  const first = (await page.evaluate(`new Promise((resolve) => {
    function look() {
      if (document.querySelector('[data-testid="review-line"]')) resolve(performance.now());
      else requestAnimationFrame(look);
    }
    look();
  })`)) as number;
  await page
    .locator('[data-testid="review-line"]')
    .nth(MATERIALS - 1)
    .waitFor({ state: 'attached', timeout: 120_000 });
  const last = await nextFrame(page);
  await page.getByTestId('review-note').waitFor();
  return { first: first - loaded, last: last - loaded };
}

/** The sheet opened anew: load to its `rows`-th row and a frame. */
async function openSheet(page: Page, url: string, rows: number) {
  await page.goto(url);
  const loaded = await page.evaluate(() => performance.now());
  await page
    .locator('[data-testid="area-material"]')
    .nth(rows - 1)
    .waitFor({ state: 'attached', timeout: 120_000 });
  return (await nextFrame(page)) - loaded;
}

/** `KEYS` keys typed into the `nth` field of `testId`, each from its input event to the next frame. */
async function keys(page: Page, testId: string, nth: number): Promise<number[]> {
  const took: number[] = [];
  for (let k = 0; k < KEYS; k++) {
    took.push(
      (await page.evaluate(`new Promise((resolve) => {
        const field = document.querySelectorAll('[data-testid="${testId}"]')[${nth}];
        requestAnimationFrame(() => {
          const started = performance.now();
          field.focus();
          const proto = Object.getPrototypeOf(field);
          Object.getOwnPropertyDescriptor(proto, 'value').set.call(field, field.value + 'x');
          field.dispatchEvent(new Event('input', { bubbles: true }));
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
        });
      })`)) as number,
    );
  }
  return took;
}

/** The sixth of `rows` materials removed (its row's last button): the click to one row fewer and a frame. */
async function removeOne(page: Page, rows: number): Promise<number> {
  const took = (await page.evaluate(`new Promise((resolve) => {
    const list = () => document.querySelectorAll('[data-testid="area-material"]');
    const buttons = list()[5].querySelectorAll('button');
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (list().length === ${rows}) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    buttons[buttons.length - 1].click();
  })`)) as number;
  return took;
}
