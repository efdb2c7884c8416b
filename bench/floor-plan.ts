/**
 * Issue 12 figure, in Chromium with the built app: the floor plan with 200 tables. Open: from the
 * tap on the floor until its 200 tables are in the page and a frame was drawn (target at most
 * 300 ms). Drag: one table dragged across the plan, the frames drawn while the pointer moves
 * (target 60 a second), and from the drop until the table is drawn at its saved place (at most
 * 300 ms). Run alone: npx tsx bench/floor-plan.ts
 */
import { announce, main, median, ms, report } from './lib/common';
import { signInInBrowser, withAppInBrowser } from './lib/browser';
import { buildApp, seedDatabase } from './lib/server';

const TABLES = 200;
const OPEN_RUNS = 5;
const DRAG_RUNS = 5;
const MOVES = 60;
const OPEN_TARGET_MS = 300;
const DROP_TARGET_MS = 300;
const FPS_TARGET = 60;

main(async () => {
  announce(
    'Issue 12: floor plan with 200 tables, Chromium, built app',
    [
      `A server with the demo business and a floor of ${TABLES} tables at its first location (made`,
      'through the API). The admin signs in, opens /dashboard/config/floor and waits until the local',
      `store has the tables. Open: from the tap on the big floor until its ${TABLES} tables are in the`,
      `page and a frame was drawn (switching back to a small floor between runs), median of ${OPEN_RUNS}.`,
      `Drag: ${MOVES} pointer moves over about a second; frames counted by requestAnimationFrame while`,
      'the pointer moves (frames a second, and the longest frame); drop: from the pointer release',
      `until the table is drawn at its saved place (local store written, plan re-rendered). Median of ${DRAG_RUNS}.`,
    ].join('\n'),
  );
  const dataDir = await seedDatabase(0);
  const staticDir = buildApp();
  await withAppInBrowser({ dataDir, staticDir }, async ({ url, browser, admin: { api, loc } }) => {
    const floor = await api<{ id: string }>('POST', '/floors', {
      name: 'Bench hall',
      location_id: loc,
      sort_order: 99,
    });
    for (let i = 1; i <= TABLES; i++) {
      await api('POST', '/tables', {
        name: `B${i}`,
        floor_id: floor.id,
        location_id: loc,
        seats: 2 + (i % 4) * 2,
        shape: i % 3 === 0 ? 'round' : 'square',
        sort_order: i,
        plan_x: 50 + ((i - 1) % 20) * 78,
        plan_y: 50 + Math.floor((i - 1) / 20) * 95,
        plan_width: 60,
        plan_height: 60,
      });
    }

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInInBrowser(page, url);
    await page.goto(`${url}/dashboard/config/floor?loc=${loc}`);
    const bigChip = page.getByText('Bench hall ·');
    await bigChip.waitFor({ timeout: 60_000 });
    const smallChip = page.locator('label').filter({ hasNotText: 'Bench hall' }).first();
    await bigChip.click();
    await page.getByTestId(`plan-table-B${TABLES}`).waitFor({ timeout: 60_000 });

    const opens: number[] = [];
    for (let run = 0; run < OPEN_RUNS; run++) {
      await smallChip.click();
      await page.getByTestId('plan-table-B1').waitFor({ state: 'detached' });
      const chip = await bigChip.elementHandle();
      opens.push(
        await page.evaluate(
          ([element, count]) =>
            new Promise<number>((resolve) => {
              const started = performance.now();
              const observer = new MutationObserver(() => {
                if (document.querySelectorAll('[data-table-id]').length < count) return;
                observer.disconnect();
                requestAnimationFrame(() => resolve(performance.now() - started));
              });
              observer.observe(document.body, { childList: true, subtree: true });
              (element as HTMLElement).click();
            }),
          [chip, TABLES] as const,
        ),
      );
    }
    console.log(`   open: ${opens.map(ms).join(', ')}`);

    const fps: number[] = [];
    const longest: number[] = [];
    const drops: number[] = [];
    for (let run = 0; run < DRAG_RUNS; run++) {
      const table = page.getByTestId(`plan-table-B${run + 1}`);
      const box = (await table.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      // A string, not a function: the bundler would name the callback (__name), unknown in the page.
      await page.evaluate(`
        window.benchFrames = [];
        window.benchCounting = true;
        requestAnimationFrame(function tick(t) {
          if (!window.benchCounting) return;
          window.benchFrames.push(t);
          requestAnimationFrame(tick);
        });
      `);
      await page.mouse.move(x, y);
      await page.mouse.down();
      const started = Date.now();
      for (let step = 1; step <= MOVES; step++) {
        await page.mouse.move(x + step * 5, y + step * 4);
        // About a second for the whole drag, as a hand takes.
        const due = started + (step * 1000) / MOVES;
        const wait = due - Date.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
      const frames = await page.evaluate<number[]>(
        '(window.benchCounting = false), window.benchFrames',
      );
      const span = frames[frames.length - 1]! - frames[0]!;
      fps.push(((frames.length - 1) * 1000) / span);
      longest.push(Math.max(...frames.slice(1).map((t, i) => t - frames[i]!)));
      const handle = await table.elementHandle();
      const leftBefore = await table.evaluate((e) => (e as HTMLElement).style.left);
      const dropped = page.evaluate(
        ([element, before]) =>
          new Promise<number>((resolve) => {
            const started = performance.now();
            const observer = new MutationObserver(() => {
              if ((element as HTMLElement).style.left === before) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - started));
            });
            observer.observe(element as HTMLElement, { attributes: true });
          }),
        [handle, leftBefore] as const,
      );
      await page.mouse.up();
      drops.push(await dropped);
    }
    console.log(`   frames a second while dragging: ${fps.map((f) => f.toFixed(1)).join(', ')}`);
    console.log(`   longest frame: ${longest.map(ms).join(', ')}`);
    console.log(`   drop to drawn: ${drops.map(ms).join(', ')}`);
    const open = median(opens);
    const rate = median(fps);
    const drop = median(drops);
    report({
      id: 'floor-plan',
      method: `Chromium, built app, ${TABLES} tables: tap to plan drawn; frames while dragging; drop to drawn (medians)`,
      rows: [
        {
          figure: `open a floor plan of ${TABLES} tables`,
          measured: ms(open),
          target: '≤ 300 ms',
          ok: open <= OPEN_TARGET_MS,
        },
        {
          figure: 'frames a second while dragging a table',
          measured: `${rate.toFixed(1)} fps (longest frame ${ms(median(longest))})`,
          target: '60 fps',
          // rAF runs at the display's rate; 58 allows for the first and last partial frame.
          ok: rate >= FPS_TARGET - 2,
        },
        {
          figure: 'drop a table until drawn at its saved place',
          measured: ms(drop),
          target: '≤ 300 ms',
          ok: drop <= DROP_TARGET_MS,
        },
      ],
      details: { opens, fps, longest, drops },
    });
  });
});
