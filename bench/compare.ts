/**
 * Two builds of the app side by side: the offline first render of one screen, the builds' samples
 * alternating in one run. This machine's speed moves by up to 40 % within minutes, so two runs of
 * `bench/dashboard.ts` minutes apart cannot tell a change of 20 ms; samples taken turn about can.
 *
 *   npx vite build --outDir /tmp/before      (on the old code)
 *   npx vite build --outDir /tmp/after       (on the new code)
 *   npx tsx bench/compare.ts /tmp/before /tmp/after [--route /dashboard/products/brands]
 *     [--ready '[data-testid="entity-row"]'] [--runs 12]
 *
 * For each build: the real server on a fresh folder (demo data), a Chromium profile of its own signs
 * in, opens the route online, then the server stops and the profile goes offline. Each sample is a
 * new page opening the route from the service worker and the local store: navigation start to the
 * frame after the first element matching `--ready` is in the DOM. Not part of `npm run bench`: it
 * compares builds, it is no figure of the product.
 */
import type { BrowserContext } from '@playwright/test';
import {
  launchProfile,
  markReady,
  scriptsSettled,
  signInInBrowser,
  type ReadyMarks,
} from './lib/browser';
import { main, median, sleep, warnIfBusy } from './lib/common';
import { startServer, tempDir } from './lib/server';

interface Options {
  builds: string[];
  route: string;
  ready: string;
  runs: number;
}

/** The dashboard of yesterday, whose charts load at any hour (see bench/dashboard.ts). */
const DEFAULTS = {
  route: '/dashboard?period=yesterday',
  ready: '[data-testid^="kpi-"][data-testid$="-value"]',
  runs: 12,
};

function parse(argv: string[]): Options {
  const builds: string[] = [];
  const options = { ...DEFAULTS };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--route') options.route = value();
    else if (arg === '--ready') options.ready = value();
    else if (arg === '--runs') options.runs = Number(value());
    else builds.push(arg);
  }
  if (builds.length < 2) throw new Error('give two build folders (vite build --outDir <folder>)');
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs: a count');
  return { builds, ...options };
}

interface Build {
  folder: string;
  context: BrowserContext;
  url: string;
  samples: number[];
}

/** A new page opens the route; the time from its navigation start to the frame after `ready`. */
async function sample(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.waitForFunction(
      () => (window as Window & ReadyMarks).__benchFrameAt !== undefined,
      null,
      { timeout: 30_000 },
    );
    return await page.evaluate(() => (window as Window & ReadyMarks).__benchFrameAt!);
  } finally {
    await page.close();
  }
}

/** Signs in on a server of its own, opens the route once online, then cuts the line for good. */
async function prepare(folder: string, options: Options): Promise<Build> {
  const server = await startServer({ staticDir: folder });
  const context = await launchProfile(tempDir('compare-profile'));
  await context.addInitScript(markReady, options.ready);
  const page = context.pages()[0] ?? (await context.newPage());
  await signInInBrowser(page, server.url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const route = new URL(options.route, server.url);
  // The active location the sign-in chose, kept in the address as the app does.
  for (const [key, value] of new URL(page.url()).searchParams) {
    if (!route.searchParams.has(key)) route.searchParams.set(key, value);
  }
  await page.goto(route.href);
  await page.locator(options.ready).first().waitFor({ timeout: 60_000 });
  await scriptsSettled(page);
  for (const open of context.pages()) await open.close();
  await server.stop();
  await context.setOffline(true);
  // The first offline opening: the screen's reads reach the store or the persisted cache by now,
  // or this says which build could not open offline.
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await sample(context, route.href);
      break;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`${folder} does not open ${options.route} offline`);
      await sleep(1000);
    }
  }
  return { folder, context, url: route.href, samples: [] };
}

const signed = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(Math.round(value))}`;

main(async () => {
  const options = parse(process.argv.slice(2));
  const builds: Build[] = [];
  try {
    for (const folder of options.builds) builds.push(await prepare(folder, options));
    // Turn about, the order reversed every other round: neither build always goes first.
    for (let round = 0; round < options.runs; round++) {
      const order = round % 2 === 0 ? builds : [...builds].reverse();
      for (const build of order) build.samples.push(await sample(build.context, build.url));
    }
  } finally {
    for (const build of builds) await build.context.close();
  }
  console.log(`   ${options.route}, offline, until ${options.ready}; ${options.runs} samples each`);
  const [first] = builds;
  for (const build of builds) {
    const middle = median(build.samples);
    const change = build === first ? '' : ` (${signed(middle - median(first!.samples))} ms)`;
    console.log(
      `   ${build.folder}: median ${Math.round(middle)} ms${change}; ${build.samples.map(Math.round).join(', ')}`,
    );
  }
  warnIfBusy();
});
