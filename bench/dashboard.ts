/**
 * Issue 8 figures on the dashboard (`/dashboard`) with the demo's 90 days of sales:
 * - first render, signed in, from the local cache: navigation start to the frame after the first
 *   KPI figure is in the DOM (issue 24: at most 0.5 s; issue 8 asked for 1 s);
 * - gzip JS the dashboard route loads beyond the signed-in shell, echarts (loaded lazily) included
 *   (target at most 250 KB).
 * Run alone: npx tsx bench/dashboard.ts
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Response } from '@playwright/test';
import {
  launchProfile,
  markReady,
  scriptsSettled,
  signInInBrowser,
  type ReadyMarks,
} from './lib/browser';
import { announce, kb, main, median, ms, report, sleep } from './lib/common';
import { buildApp, startServer, tempDir } from './lib/server';

const RUNS = 5;
const TARGET_MS = 500;
const TARGET_BYTES = 250 * 1024;
/** A KPI's figure: the dashboard writes it only once it has the figures (a skeleton before). */
const KPI_VALUE = '[data-testid^="kpi-"][data-testid$="-value"]';

interface Sample {
  kpiMs: number;
  frameMs: number;
  online: boolean;
}

/** Opens `url` in a new page and reads the marks (times from the navigation start). */
async function measure(context: BrowserContext, url: string): Promise<Sample> {
  const tab = await context.newPage();
  await tab.goto(url);
  await tab.waitForFunction(
    () => (window as Window & ReadyMarks).__benchFrameAt !== undefined,
    null,
    {
      timeout: 30_000,
    },
  );
  const sample = await tab.evaluate(() => {
    const w = window as Window & ReadyMarks;
    return { kpiMs: w.__benchReadyAt!, frameMs: w.__benchFrameAt!, online: navigator.onLine };
  });
  await tab.close();
  return sample;
}

/** Whether the summary figures are in the persisted query cache (plain IndexedDB, no app code). */
async function figuresPersisted(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const raw = localStorage.getItem('backhouse.persist');
    const userId = raw
      ? (JSON.parse(raw) as { customer: { user: { id: string } } }).customer.user.id
      : null;
    if (!userId) return false;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(`backhouse-${userId}`);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('kv')) return false;
      const get = db.transaction('kv').objectStore('kv').get('query:backhouse');
      const entry = await new Promise<{ value?: string } | undefined>((resolve, reject) => {
        get.onsuccess = () => resolve(get.result as { value?: string } | undefined);
        get.onerror = () => reject(get.error);
      });
      // Yesterday's summary, whose query has dates (today's has none).
      return /summary-metrics[^}]*from/.test(entry?.value ?? '');
    } finally {
      db.close();
    }
  });
}

/** Scripts a page loads from now on, gzipped at level 9, by URL. */
function collectScripts(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  const collect = async (response: Response) => {
    const url = response.url();
    if (!url.endsWith('.js') || scripts.has(url) || response.request().serviceWorker()) return;
    scripts.set(url, gzipSync(await response.body(), { level: 9 }).length);
  };
  page.on('response', (r) => void collect(r).catch(() => undefined));
  return scripts;
}

const frames = (samples: Sample[]) => samples.map((s) => Math.round(s.frameMs)).join(', ');

/** How long the dashboard is kept open: two of its refreshes (`DASHBOARD_REFRESH_MS`, 15 s). */
const OPEN_MS = 31_000;
/** Chromium's CPU slowdown while it is kept open, for a tablet's pace. */
const OPEN_CPU_SLOWDOWN = 4;

/**
 * Main-thread time of a dashboard kept open `OPEN_MS` (its reads refreshed twice), settled first,
 * the CPU `OPEN_CPU_SLOWDOWN` times slower: Chromium's own task and script durations.
 */
async function whileOpen(context: BrowserContext, url: string) {
  const tab = await context.newPage();
  await tab.goto(url);
  await tab.locator(KPI_VALUE).first().waitFor({ timeout: 30_000 });
  await scriptsSettled(tab);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: OPEN_CPU_SLOWDOWN });
  await cdp.send('Performance.enable');
  const seconds = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const of = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return { task: of('TaskDuration'), script: of('ScriptDuration') };
  };
  const before = await seconds();
  await sleep(OPEN_MS);
  const after = await seconds();
  await tab.close();
  return {
    taskMs: (after.task - before.task) * 1000,
    scriptMs: (after.script - before.script) * 1000,
  };
}

main(async () => {
  announce(
    'Issue 8: the dashboard with the demo’s 90 days of sales',
    [
      'vite build; the real server on a fresh folder (demo business and its sales); Chromium with',
      'its own profile signs in as the demo admin. Route JS: from the brands list (the signed-in',
      'shell, loaded in a new document), a click on "Overview" until the KPI figures are shown and',
      'no script asked for 2 s, then "Yesterday" in its period picker until its charts are drawn',
      '(echarts) and no script asked for 2 s; every new script gzipped at level 9.',
      "Yesterday, because the demo's today has no sales from its closing to its opening (20:00",
      'to 07:00 UTC): the dashboard then draws no chart and loads no echarts, at any hour.',
      'First render: once the figures are in the persisted query cache, a new page opens',
      `/dashboard?period=yesterday; navigation start to the frame after the first KPI figure is in the DOM, ${RUNS}x`,
      'online (the cache shows while it revalidates), then server stopped + setOffline (only the',
      'cache can answer), the figure. Kept open: online, a new page settled, then 31 s (two of its',
      'refreshes) at a 4x slower CPU; the main-thread time Chromium counts meanwhile.',
    ].join('\n'),
  );
  const staticDir = buildApp();
  const server = await startServer({ staticDir });
  const context = await launchProfile(tempDir('profile'));
  try {
    await context.addInitScript(markReady, KPI_VALUE);
    const page = context.pages()[0] ?? (await context.newPage());
    await signInInBrowser(page, server.url);
    const loc = new URL(page.url()).search;
    await page.locator(KPI_VALUE).first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // The shell: the brands list in a new document, every script it needs loaded.
    await page.goto(`${server.url}/dashboard/products/brands${loc}`);
    await page.getByTestId('entity-row').first().waitFor();
    await sleep(2000);
    const scripts = collectScripts(page);
    await page
      .getByRole('link', { name: /^Overview$/ })
      .first()
      .click();
    await page.locator(KPI_VALUE).first().waitFor({ timeout: 30_000 });
    await scriptsSettled(page);
    await page.getByTestId('period-preset').click();
    await page.getByRole('option', { name: 'Yesterday' }).click();
    const chartsAt = Date.now() + 30_000;
    while (
      ![...scripts.keys()].some((url) => new URL(url).pathname.startsWith('/assets/EChart-'))
    ) {
      if (Date.now() > chartsAt) throw new Error("yesterday's charts did not load within 30 s");
      await sleep(100);
    }
    await scriptsSettled(page);
    page.removeAllListeners('response');
    const routeBytes = [...scripts.values()].reduce((a, b) => a + b, 0);
    const largest = [...scripts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(`   route JS: ${scripts.size} scripts, ${kb(routeBytes)} gzip. Largest:`);
    for (const [url, bytes] of largest) {
      console.log(`     ${kb(bytes).padStart(9)}  ${new URL(url).pathname}`);
    }

    const deadline = Date.now() + 30_000;
    while (!(await figuresPersisted(page))) {
      if (Date.now() > deadline) throw new Error('the figures were not persisted within 30 s');
      await sleep(200);
    }
    const dashboardUrl = `${server.url}/dashboard${loc ? `${loc}&` : '?'}period=yesterday`;
    for (const open of context.pages()) await open.close();
    const online: Sample[] = [];
    for (let i = 0; i < RUNS; i++) online.push(await measure(context, dashboardUrl));
    console.log(`   online, new page:  ${frames(online)} ms`);
    const open = await whileOpen(context, dashboardUrl);
    console.log(
      `   kept open ${OPEN_MS / 1000} s at ${OPEN_CPU_SLOWDOWN}x slower CPU: main thread busy ${ms(open.taskMs)}, script ${ms(open.scriptMs)}`,
    );

    await server.stop();
    await context.setOffline(true);
    const offline: Sample[] = [];
    for (let i = 0; i < RUNS; i++) offline.push(await measure(context, dashboardUrl));
    if (offline.some((s) => s.online)) throw new Error('a page was online');
    console.log(`   offline, new page: ${frames(offline)} ms`);

    const offlineMedian = median(offline.map((s) => s.frameMs));
    const onlineMedian = median(online.map((s) => s.frameMs));
    report({
      id: 'dashboard',
      method: `Chromium; navigation start to the frame after the first KPI figure, median of ${RUNS}; route JS from the brands list`,
      rows: [
        {
          figure: 'dashboard first render from the local cache (offline)',
          measured: ms(offlineMedian),
          target: '≤ 0.5 s',
          ok: offlineMedian <= TARGET_MS,
        },
        {
          figure: '  same, online (cache shown while it revalidates)',
          measured: ms(onlineMedian),
          target: '≤ 0.5 s',
          ok: onlineMedian <= TARGET_MS,
        },
        {
          figure: `  kept open ${OPEN_MS / 1000} s (two refreshes), ${OPEN_CPU_SLOWDOWN}x slower CPU: main thread busy`,
          measured: ms(open.taskMs),
          target: 'report',
          ok: null,
        },
        {
          figure: 'gzip JS of the dashboard route beyond the shell (echarts included)',
          measured: kb(routeBytes),
          target: '≤ 250 KB',
          ok: routeBytes <= TARGET_BYTES,
        },
      ],
      details: { online, offline, open, scripts: Object.fromEntries(scripts) },
    });
  } finally {
    await context.close().catch(() => undefined);
    await server.stop();
  }
});
