/**
 * Figure 1: gzip size of the JavaScript the sign-in page loads (target at most 150 KB), beside its
 * floor: a page with the same libraries and nothing of the app (bench/floor/signin.tsx). Beside it,
 * what a first visit costs the line: the bytes the server sends for the sign-in page and for the
 * service worker's install (every file it keeps for offline use), and what they are uncompressed.
 * Run alone: npx tsx bench/signin-js.ts
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';
import { announce, kb, main, report, sleep } from './lib/common';
import { launchBrowser } from './lib/browser';
import { buildApp, buildFloor, startServer } from './lib/server';
import { serveStatic } from './lib/staticServer';

const TARGET_BYTES = 150 * 1024;

interface Script {
  path: string;
  raw: number;
  gzip: number;
}

interface Loaded {
  scripts: Script[];
  raw: number;
  gzip: number;
}

/**
 * Every .js response of the page at `url`, its service worker blocked, until the network is idle,
 * the form is shown and a second more has passed; each body gzipped at level 9.
 */
async function scriptsOf(browser: Browser, url: string): Promise<Loaded> {
  // The page's own scripts: with the service worker blocked, its first install cannot end inside
  // the window by chance and show its "works offline" toast, whose notifications (about 15 KB) the
  // page then loads. The worker's bytes are the first visit's line, below.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const pending: Promise<Script | null>[] = [];
    page.on('response', (response: Response) => {
      const path = new URL(response.url()).pathname;
      const type = response.headers()['content-type'] ?? '';
      const isJs = path.endsWith('.js') || type.includes('javascript');
      if (!isJs || response.request().serviceWorker()) return;
      pending.push(
        response.body().then(
          (body) => ({ path, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByTestId('login-form').waitFor();
    await sleep(1000);
    const all = (await Promise.all(pending)).filter((s): s is Script => s !== null);
    const scripts = [...new Map(all.map((s) => [s.path, s])).values()];
    return {
      scripts,
      raw: scripts.reduce((sum, s) => sum + s.raw, 0),
      gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
    };
  } finally {
    await context.close();
  }
}

interface Sent {
  requests: number;
  /** Bytes the server sent (Content-Length), compressed where the browser accepted it. */
  sent: number;
  /** The same files uncompressed. */
  files: number;
}

/**
 * A first visit in a new context: the sign-in page, then the service worker's install, which
 * fetches every file the app keeps for offline use. Every response's Content-Length as sent, and
 * the size of its file; page and worker apart.
 */
async function firstVisit(browser: Browser, url: string): Promise<{ page: Sent; worker: Sent }> {
  const context = await browser.newContext();
  try {
    const finished: Promise<{ worker: boolean; sent: number; file: number }>[] = [];
    context.on('requestfinished', (request) => {
      finished.push(
        (async () => {
          const response = await request.response();
          const headers = (await response?.allHeaders()) ?? {};
          const body = await response?.body().catch(() => null);
          return {
            worker: request.serviceWorker() !== null,
            sent: Number(headers['content-length'] ?? 0),
            file: body?.length ?? 0,
          };
        })(),
      );
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByTestId('login-form').waitFor();
    // The install is over when the worker is active: its precache is complete by then.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(finished);
    const total = (worker: boolean): Sent => {
      const of = all.filter((r) => r.worker === worker);
      return {
        requests: of.length,
        sent: of.reduce((sum, r) => sum + r.sent, 0),
        files: of.reduce((sum, r) => sum + r.file, 0),
      };
    };
    return { page: total(false), worker: total(true) };
  } finally {
    await context.close();
  }
}

main(async () => {
  announce(
    'Figure 1: JavaScript loaded by the sign-in page',
    [
      'vite build; the real server on a fresh SQLite folder; a new Chromium context opens',
      '/auth/jwt/login, its service worker blocked; every .js response of the page until network',
      'idle plus 1 s; each body gzipped at level 9 and summed. Floor, same way: a page built the',
      "same way with the sign-in's libraries and nothing of the app (bench/floor/signin.tsx:",
      "React, Mantine's provider, fields and form, i18next, two icons).",
      'First visit: another new context opens the same page and waits for the service worker to be',
      'active (its precache complete); every response of page and worker, its Content-Length as the',
      'server sent it (brotli or gzip where Chromium accepts it) beside its file uncompressed.',
    ].join('\n'),
  );
  const server = await startServer({ staticDir: buildApp() });
  const floorServer = await serveStatic(buildFloor());
  const browser = await launchBrowser();
  try {
    const app = await scriptsOf(browser, `${server.url}/auth/jwt/login`);
    const floor = await scriptsOf(browser, `${floorServer.url}/signin.html`);
    const visit = await firstVisit(browser, `${server.url}/auth/jwt/login`);
    const top = [...app.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
    console.log(
      `   ${app.scripts.length} scripts, ${kb(app.raw)} raw, ${kb(app.gzip)} gzip -9. Largest:`,
    );
    for (const s of top) console.log(`     ${kb(s.gzip).padStart(9)}  ${s.path}`);
    console.log(
      `   floor: ${floor.scripts.length} scripts, ${kb(floor.raw)} raw, ${kb(floor.gzip)} gzip -9`,
    );
    for (const [name, sent] of Object.entries(visit)) {
      console.log(
        `   first visit, ${name}: ${sent.requests} responses, ${kb(sent.sent)} sent for ${kb(sent.files)} of files`,
      );
    }
    report({
      id: 'signin-js',
      method:
        'Chromium, /auth/jwt/login, page .js responses until network idle + 1 s, gzip -9; floor: bench/floor/signin.tsx the same way',
      rows: [
        {
          figure: 'gzip JS loaded by the sign-in page',
          measured: kb(app.gzip),
          floor: kb(floor.gzip),
          target: '≤ 150 KB',
          ok: app.gzip <= TARGET_BYTES,
        },
        {
          figure: 'bytes sent for a first visit: sign-in page + service worker install',
          measured: `${kb(visit.page.sent)} + ${kb(visit.worker.sent)} (files of ${kb(visit.page.files)} + ${kb(visit.worker.files)})`,
          target: 'report',
          ok: null,
        },
      ],
      details: {
        totalGzipBytes: app.gzip,
        totalRawBytes: app.raw,
        scripts: app.scripts.length,
        top,
        floorGzipBytes: floor.gzip,
        floorScripts: floor.scripts.length,
        firstVisit: visit,
      },
    });
  } finally {
    await browser.close();
    await floorServer.stop();
    await server.stop();
  }
});
