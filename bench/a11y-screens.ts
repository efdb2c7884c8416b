/**
 * Issue 22, accessibility: axe-core's WCAG 2.1 A and AA rules on every screen of the app, signed in
 * as the demo admin, in English and in Arabic, at a phone's and a desktop's size. Prints, per rule and
 * impact, how many screens and elements violate, and every serious or critical violation by screen.
 * Run alone: npx tsx bench/a11y-screens.ts [--lang en,ar] [--size desktop,phone] [--out file.json]
 * [--only products,config/floor]
 * (A11Y_DIST=dist-x uses an app already built there instead of building one.)
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import type { LoginReply } from '@contract/auth';
import { demoCredentials } from '../server/demo/people';
import { persistedSignIn, PERSIST_KEY } from '../src/data/session';
import { everyScreen } from '../tests/e2e/support/screenPaths';
import { launchBrowser } from './lib/browser';
import { announce, main, root } from './lib/common';
import { buildApp, call, signInAdmin, startServer } from './lib/server';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };
const LOCALES = { en: 'en-US', ar: 'ar-AE' } as const;
type Language = keyof typeof LOCALES;
type Size = keyof typeof SIZES;

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
}

/** Every screen of the app (the sweeps' list), and the screens of one row with the ids they need. */
function screens(ids: { user: string; product: string; role: string }): string[] {
  return [
    ...everyScreen,
    `/dashboard/products/products/${ids.product}`,
    `/dashboard/customers/${ids.user}`,
    `/dashboard/customers/${ids.user}/edit`,
    `/dashboard/roles/edit?id=${ids.role}`,
  ];
}

/** Screens seen signed out: opened in a new page each. */
const publicScreens = ['/auth/jwt/login', '/auth/jwt/register', '/404'];

interface Violation {
  screen: string;
  language: Language;
  size: Size;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  sample: string;
}

/** Waits until the screen named the window and nothing on it is still loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('[data-testid="page-container"]') ?? document.body;
      return (
        document.title !== '' &&
        main.querySelector('h1, h2, h3') !== null &&
        main.querySelector('.mantine-Loader-root') === null
      );
    },
    null,
    { timeout: 60_000 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Two frames: the layout after a resize has been painted. */
const frames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

async function check(
  page: Page,
  screen: string,
  language: Language,
  sizes: Size[],
  out: Violation[],
): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(SIZES[size]);
    await frames(page);
    await settled(page);
    const result = await new AxeBuilder({ page })
      // WCAG 2.5.3 (label in name): axe ships it as experimental, so it is turned on by name,
      // before `withTags` (`options` replaces every option set before it).
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .withTags(TAGS)
      .analyze();
    for (const v of result.violations) {
      if (v.impact === 'serious' || v.impact === 'critical') {
        const where = v.nodes.slice(0, 2).map((n) => n.target.join(' '));
        console.log(
          `   ! ${language} ${size} ${screen}: ${v.id} x${v.nodes.length} ${where.join(' | ')}`,
        );
      }
      out.push({
        screen,
        language,
        size,
        rule: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
        sample: v.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? '',
      });
    }
  }
}

async function sweep(
  browser: Browser,
  origin: string,
  session: string,
  language: Language,
  sizes: Size[],
  paths: string[],
  out: Violation[],
): Promise<number> {
  let count = 0;
  // Signed out: the sign-in pages and the not-found page.
  const outside = await browser.newContext({ locale: LOCALES[language], reducedMotion: 'reduce' });
  for (const screen of publicScreens.filter((p) => paths.includes(p) || paths.length > 10)) {
    const page = await outside.newPage();
    await page.goto(`${origin}${screen}`);
    await page.waitForFunction(() => document.querySelector('h1, h2, h3') !== null);
    await check(page, screen, language, sizes, out);
    await page.close();
    count++;
  }
  await outside.close();

  const context = await browser.newContext({
    locale: LOCALES[language],
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    viewport: SIZES.desktop,
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: PERSIST_KEY, value: session }] }],
    },
  });
  const page = await context.newPage();
  await page.goto(`${origin}${paths[0]}`);
  await page.getByTestId('user-menu').waitFor({ timeout: 60_000 });
  for (const [i, screen] of paths.entries()) {
    const started = Date.now();
    if (i > 0) {
      await page.evaluate(() => (document.title = ''));
      await page.evaluate((to) => window.history.pushState(null, '', to), screen);
    }
    try {
      await settled(page);
      await check(page, screen, language, sizes, out);
      count++;
    } catch (error) {
      console.log(
        `   ${language} ${screen}: not checked (${(error as Error).message.split('\n')[0]})`,
      );
    }
    process.stdout.write(`   ${language} ${screen} ${Date.now() - started} ms\n`);
  }
  await context.close();
  return count;
}

function summarise(violations: Violation[], screensChecked: number): string {
  const lines: string[] = [];
  const byRule = new Map<string, { screens: Set<string>; elements: number }>();
  const failing = new Set<string>();
  for (const v of violations) {
    const key = `${v.rule} (${v.impact})`;
    const entry = byRule.get(key) ?? { screens: new Set(), elements: 0 };
    entry.screens.add(v.screen);
    entry.elements += v.targets.length;
    byRule.set(key, entry);
    if (v.impact === 'serious' || v.impact === 'critical') failing.add(v.screen);
  }
  lines.push(
    `screens checked: ${screensChecked}; with a serious or critical violation: ${failing.size}`,
  );
  lines.push('rule (impact)'.padEnd(44) + 'screens'.padStart(8) + 'elements'.padStart(10));
  for (const [key, { screens: s, elements }] of [...byRule.entries()].sort(
    (a, b) => b[1].screens.size - a[1].screens.size,
  )) {
    lines.push(key.padEnd(44) + String(s.size).padStart(8) + String(elements).padStart(10));
  }
  return lines.join('\n');
}

main(async () => {
  const languages = arg('lang', 'en,ar').split(',') as Language[];
  const sizes = arg('size', 'desktop,phone').split(',') as Size[];
  const outFile = arg('out', '/tmp/a11y-screens.json');
  announce(
    'Issue 22: axe-core (WCAG 2.1 A and AA) on every screen',
    [
      `vite build; the real server with the demo business; Chromium, the demo admin signed in`,
      `(the sign-in pages signed out). Languages ${languages.join(', ')}, sizes ${sizes.join(', ')}:`,
      'each screen opened in the running app as a link does, settled (titled, no loader), then',
      `axe with tags ${TAGS.join(', ')} at each size.`,
    ].join('\n'),
  );
  const staticDir = process.env.A11Y_DIST ? path.resolve(root, process.env.A11Y_DIST) : buildApp();
  const server = await startServer({ staticDir });
  const browser = await launchBrowser();
  try {
    const admin = await signInAdmin(server.url);
    const products = await call<{ data: { id: string }[] }>(
      server.url,
      admin.token,
      'GET',
      '/products?limit=1',
    );
    const roles = await call<{ data: { id: string; name: string }[] }>(
      server.url,
      admin.token,
      'GET',
      '/roles?search=Manager',
    );
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoCredentials.admin),
    }).then((r) => r.json() as Promise<LoginReply>);
    const session = persistedSignIn(login.token, login.user);
    const only = arg('only', '');
    const all = screens({
      user: admin.userId,
      product: products.data[0]!.id,
      role: roles.data.find((r) => r.name === 'Manager')?.id ?? roles.data[0]!.id,
    });
    // `--only a,b`: the screens whose path holds one of these (a quick look while fixing).
    const paths = only ? all.filter((p) => only.split(',').some((o) => p.includes(o))) : all;
    const violations: Violation[] = [];
    for (const language of languages) {
      const started = Date.now();
      const checked = await sweep(browser, server.url, session, language, sizes, paths, violations);
      const mine = violations.filter((v) => v.language === language);
      for (const size of sizes) {
        console.log(`\n== ${language}, ${size} (${Math.round((Date.now() - started) / 1000)} s)`);
        console.log(
          summarise(
            mine.filter((v) => v.size === size),
            checked,
          ),
        );
      }
    }
    console.log('\n== serious and critical, by screen');
    for (const v of violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      console.log(
        `${v.language} ${v.size} ${v.screen}: ${v.rule} (${v.impact}) x${v.targets.length}: ${v.targets.slice(0, 3).join(' | ')} -- ${v.sample.slice(0, 200)}`,
      );
    }
    fs.writeFileSync(outFile, JSON.stringify(violations, null, 1));
    console.log(`\n   every violation: ${outFile}`);
  } finally {
    await browser.close();
    await server.stop();
  }
});
