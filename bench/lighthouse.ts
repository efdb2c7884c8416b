/**
 * Issue 24: Lighthouse (the lighthouse npm package, in Debian's Chromium), its mobile settings
 * (emulated phone, simulated slow 4G and CPU), on the sign-in page and on the signed-in dashboard:
 * targets performance at least 0.95, accessibility and best practices 1.0. Beside each page's
 * performance, its floor in the same browser: the page's libraries drawing the same screen with
 * nothing of the app (bench/floor/signin.tsx, bench/floor/dashboard.tsx), kept by a service worker.
 * Run alone: npx tsx bench/lighthouse.ts
 */
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { announce, main, median, report } from './lib/common';
import { chromiumArgs, chromiumPath, signInInBrowser } from './lib/browser';
import { buildApp, buildFloor, freePort, startServer, tempDir } from './lib/server';
import { serveStatic } from './lib/staticServer';

const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
};

interface Audit {
  score: number | null;
  title: string;
  scoreDisplayMode: string;
  displayValue?: string;
}

interface Run {
  scores: Record<Category, number>;
  /** What kept a category below 1: the audits that failed, by id. */
  failed: Record<string, string>;
  metrics: Record<string, string>;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** One Lighthouse run of `url` in the browser listening on `port`, its storage kept (signed in). */
async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, categories[id]?.score ?? 0]),
  ) as Record<Category, number>;
  const failed: Record<string, string> = {};
  for (const id of ['accessibility', 'best-practices'] as const) {
    for (const ref of categories[id]?.auditRefs ?? []) {
      const a = audits[ref.id] as Audit | undefined;
      if (a && ref.weight > 0 && a.score !== null && a.score < 1) failed[ref.id] = a.title;
    }
  }
  const metrics = Object.fromEntries(
    METRICS.map((id) => [id, (audits[id] as Audit | undefined)?.displayValue ?? '?']),
  );
  return { scores, failed, metrics };
}

main(async () => {
  announce(
    'Issue 24: Lighthouse, mobile, sign-in page and dashboard',
    [
      `The built app on the real server with the demo's data; Debian's Chromium with a debugging`,
      'port, driven by the lighthouse package (its default mobile settings: an emulated phone,',
      'simulated slow 4G and a 4x slower CPU). The sign-in page signed out; then the demo admin',
      `signs in and the dashboard is audited with the session kept. ${RUNS} runs each: the median`,
      'score per category, and every audit that kept accessibility or best practices below 1.',
      "Floor of each page's performance, in the same browser after the app's: its libraries drawing",
      'the same screen with nothing of the app (bench/floor/signin.tsx, dashboard.tsx), its files',
      "kept by a service worker, the dashboard's drawn in a transition as the app's screens are.",
    ].join('\n'),
  );
  const server = await startServer({ staticDir: buildApp() });
  const floorServer = await serveStatic(buildFloor());
  const port = await freePort();
  const context = await chromium.launchPersistentContext(tempDir('lighthouse'), {
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  try {
    const pages: Array<{
      name: string;
      path: string;
      floor: string;
      runs: Run[];
      floorRuns: Run[];
    }> = [
      {
        name: 'sign-in page',
        path: '/auth/jwt/login',
        floor: '/signin.html',
        runs: [],
        floorRuns: [],
      },
      { name: 'dashboard', path: '/dashboard', floor: '/dashboard.html', runs: [], floorRuns: [] },
    ];
    for (const page of pages) {
      if (page.path === '/dashboard') {
        await signInInBrowser(context.pages()[0] ?? (await context.newPage()), server.url);
      }
      for (let i = 0; i < RUNS; i++) page.runs.push(await audit(server.url + page.path, port));
      const last = page.runs.at(-1)!;
      console.log(
        `   ${page.name}: ${page.runs.map((r) => CATEGORIES.map((c) => r.scores[c].toFixed(2)).join('/')).join(', ')} (performance/accessibility/best practices)`,
      );
      console.log(
        `     last run: ${Object.entries(last.metrics)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      );
      for (const [id, title] of Object.entries(last.failed))
        console.log(`     failed: ${id} (${title})`);
    }
    // The floors, in the same browser: a first visit installs the page's worker, a reload goes
    // through it and it keeps every file, as the app's precache does; the audits start from there.
    const floorPage = await context.newPage();
    for (const page of pages) {
      await floorPage.goto(floorServer.url + page.floor);
      await floorPage.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await floorPage.reload();
      await floorPage.waitForLoadState('load');
      for (let i = 0; i < RUNS; i++) {
        page.floorRuns.push(await audit(floorServer.url + page.floor, port));
      }
      console.log(
        `   floor of the ${page.name}: performance ${page.floorRuns.map((r) => r.scores.performance.toFixed(2)).join(', ')}; last run: ${Object.entries(
          page.floorRuns.at(-1)!.metrics,
        )
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      );
    }
    await floorPage.close();
    report({
      id: 'lighthouse',
      method: `lighthouse 12 (mobile defaults), Debian's Chromium, median of ${RUNS} per page`,
      rows: [
        ...pages.flatMap((page) =>
          CATEGORIES.map((category) => {
            const score = median(page.runs.map((r) => r.scores[category]));
            return {
              figure: `Lighthouse ${category}, ${page.name}`,
              measured: score.toFixed(2),
              // Only performance: the floor pages are yardsticks of speed, not finished screens.
              ...(category === 'performance'
                ? { floor: median(page.floorRuns.map((r) => r.scores.performance)).toFixed(2) }
                : {}),
              target: `≥ ${TARGETS[category].toFixed(2)}`,
              ok: score >= TARGETS[category],
            };
          }),
        ),
        // The profile is new, so the sign-in page's first run is a first visit: every file over
        // the simulated slow line, no service worker. The later runs, and so the median, find
        // them kept.
        {
          figure: '  sign-in page, first visit (its first run)',
          measured: pages[0]!.runs[0]!.scores.performance.toFixed(2),
          target: `≥ ${TARGETS.performance.toFixed(2)}`,
          ok: pages[0]!.runs[0]!.scores.performance >= TARGETS.performance,
        },
      ],
      details: Object.fromEntries(
        pages.flatMap((page) => [
          [page.path, page.runs],
          [`floor ${page.floor}`, page.floorRuns],
        ]),
      ),
    });
  } finally {
    await context.close();
    await server.stop();
    await floorServer.stop();
  }
});
