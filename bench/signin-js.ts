/**
 * Figure 1: gzip size of the JavaScript the sign-in page loads (target at most 200 KB).
 * Run alone: npx tsx bench/signin-js.ts
 */
import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { announce, kb, main, report, sleep } from './lib/common';
import { launchBrowser } from './lib/browser';
import { buildApp, startServer } from './lib/server';

const TARGET_BYTES = 200 * 1024;

interface Script {
  path: string;
  raw: number;
  gzip: number;
}

main(async () => {
  announce(
    'Figure 1: JavaScript loaded by the sign-in page',
    [
      'vite build; the real server (tsx server/main.ts) on a fresh SQLite folder; a new Chromium',
      'context opens /auth/jwt/login; every .js response of the page (not of the service worker)',
      'until network idle plus 1 s; each body gzipped at level 9 and summed.',
    ].join('\n'),
  );
  const staticDir = buildApp();
  const server = await startServer({ staticDir });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending: Promise<Script | null>[] = [];
    page.on('response', (response: Response) => {
      const url = new URL(response.url());
      const type = response.headers()['content-type'] ?? '';
      const isJs = url.pathname.endsWith('.js') || type.includes('javascript');
      if (!isJs || response.request().serviceWorker()) return;
      pending.push(
        response.body().then(
          (body) => ({
            path: url.pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          }),
          () => null,
        ),
      );
    });
    await page.goto(`${server.url}/auth/jwt/login`, { waitUntil: 'networkidle' });
    await page.getByTestId('login-form').waitFor();
    await sleep(1000);
    const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== null);
    const unique = [...new Map(scripts.map((s) => [s.path, s])).values()];
    const total = unique.reduce((sum, s) => sum + s.gzip, 0);
    const raw = unique.reduce((sum, s) => sum + s.raw, 0);
    const top = [...unique].sort((a, b) => b.gzip - a.gzip).slice(0, 5);

    console.log(`   ${unique.length} scripts, ${kb(raw)} raw, ${kb(total)} gzip -9. Largest:`);
    for (const s of top) console.log(`     ${kb(s.gzip).padStart(9)}  ${s.path}`);
    report({
      id: 'signin-js',
      method: 'Chromium, /auth/jwt/login, page .js responses until network idle + 1 s, gzip -9',
      rows: [
        {
          figure: 'gzip JS loaded by the sign-in page',
          measured: kb(total),
          target: '≤ 200 KB',
          ok: total <= TARGET_BYTES,
        },
      ],
      details: { totalGzipBytes: total, totalRawBytes: raw, scripts: unique.length, top },
    });
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
});
