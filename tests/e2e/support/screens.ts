import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dismissToasts } from './app';
import type { OpenApp } from './openApp';

/** The three devices every screen is looked at on: the office desktop, the store's tablet, a phone. */
export const devices = [
  ['desktop', { width: 1280, height: 800 }],
  ['tablet', { width: 820, height: 1180 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** The sizes a screen is checked for accessibility at: the two ends, a desktop and a phone. */
const AXE_DEVICES: ReadonlySet<string> = new Set(['desktop', 'phone']);

/** How long a resized screen may take to settle into its layout before a problem counts. */
const LAYOUT_SETTLE_MS = 10_000;

/**
 * Opens `path` in the running app without reloading it, as following a link does: the router hears
 * the history change. Waits until the new screen has named the window (every screen does, through
 * `PageHeader` or `useScreenTitle`) and nothing on it is still loading.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const before = await page.title();
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  await expect(page, `${path} names the window after itself`).not.toHaveTitle(before);
  await screenSettled(page);
}

async function screenSettled(page: Page): Promise<void> {
  const main = page.getByTestId('page-container');
  await expect(main.locator('h1, h2, h3').first()).toBeVisible();
  await expect(main.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 40_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Looks at each screen the way a user of the open app's language would: each is opened in the
 * running app, then checked for text left in English (or as raw keys) and, on a desktop, a tablet
 * and a phone, for text that overflows or overlaps; on the desktop and the phone, with axe-core
 * for serious or critical WCAG 2.1 A/AA problems (`accessibilityProblems`). `only: 'accessibility'`
 * leaves out the language and layout checks and the tablet: for a language another sweep looks at.
 * `colour: false` leaves colour contrast to that other sweep too: the one axe rule that depends on
 * where things are drawn and not on words, and 60 % of axe's time. The worker's open app (`app`
 * fixture, with `test.use({ appLanguage })`) keeps the cost per screen to its own rendering, not a
 * start of the app each. Each screen swept is noted on the journey (`SWEPT`) for the run's check
 * that every screen had every check in some sweep (support/sweepCoverage.ts).
 */
export async function sweepScreens(
  app: OpenApp,
  paths: readonly string[],
  { only, colour = true }: { only?: 'accessibility'; colour?: boolean } = {},
): Promise<void> {
  const { page, language } = app;
  const axeOnly = only === 'accessibility';
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const english = language === 'en' ? [] : englishOnlyTexts(language);
  const main = page.getByTestId('page-container');
  const seenTitles = new Map<string, string>();
  // The shell around the screens (header, navigation) is the same on each: axe looks at the whole
  // page once per size, then at the screen only (a third of axe's work on a light screen).
  const shellChecked = new Set<string>();
  for (const [i, path] of paths.entries()) {
    await test.step(path, async () => {
      // The screen must name the window itself: the name of the one before is wiped first.
      await page.evaluate(() => (document.title = ''));
      // The first screen shows what the journey made just before; the others need no new pull.
      await app.open(path, { pull: i === 0 });
      await expect(page, `${path} names the window after itself`).not.toHaveTitle('');
      await screenSettled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      const title = await page.title();
      expect(seenTitles.get(title), `${path} has a title of its own`).toBeUndefined();
      seenTitles.set(title, path);
      await dismissToasts(page);

      expect(await main.evaluate((el) => getComputedStyle(el).direction)).toBe(dir);
      if (!axeOnly) {
        expect(await untranslatedTexts(main, english), `untranslated texts on ${path}`).toEqual([]);
      }
      for (const [device, size] of devices) {
        if (axeOnly && !AXE_DEVICES.has(device)) continue;
        await page.setViewportSize(size);
        await expect(main.locator('h1, h2, h3').first()).toBeVisible();
        // Checked until the layout has settled after the resize (media queries re-render the
        // screen, slowly on a busy machine): a problem that stays for ten seconds is a real one.
        if (!axeOnly) {
          await expect
            .poll(() => layoutProblems(main), {
              message: `overflowing or overlapping text on ${path}, ${device}`,
              timeout: LAYOUT_SETTLE_MS,
            })
            .toEqual([]);
        }
        if (AXE_DEVICES.has(device)) {
          expect(
            await accessibilityProblems(page, shellChecked.has(device) ? SCREEN : undefined, {
              colour,
            }),
            `serious or critical accessibility problems on ${path}, ${device}`,
          ).toEqual([]);
          shellChecked.add(device);
        }
      }
      await page.setViewportSize(devices[0][1]);
      const swept: Swept = {
        path: new URL(path, 'http://app').pathname,
        language,
        colour,
        axeOnly,
      };
      test.info().annotations.push({ type: SWEPT, description: JSON.stringify(swept) });
    });
  }
}

/** The note a sweep leaves on its journey for each screen it looked at. */
export const SWEPT = 'swept';

/** What one sweep checked on one screen (`SWEPT`). */
export interface Swept {
  /** The screen's path, without its query. */
  path: string;
  language: string;
  /** Whether axe checked colour contrast. */
  colour: boolean;
  /** Whether the language and layout checks were left out. */
  axeOnly: boolean;
}

/** The screen inside the shell: what changes from one screen to the next. */
const SCREEN = '[data-testid="page-container"]';

/**
 * Resolves once the page has drawn two frames: what it did in the last one (a resize's layout, the
 * visibility of elements as IntersectionObserver reports it after a frame) has taken effect.
 */
export const twoFrames = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/**
 * What axe-core finds on the whole page (header and navigation included), or only inside `within`
 * (a CSS selector), against WCAG 2.1 A and AA, serious and critical only: one line per rule with
 * its first elements, empty when clean; `colour: false` leaves out colour contrast. WCAG 2.5.3 (a
 * control's name contains its visible text) is experimental in axe, so it is turned on by name.
 *
 * axe-core runs in the page itself, put there once per document: `AxeBuilder.analyze` (from
 * @axe-core/playwright) injects axe's half a megabyte of script again on every call and brings back
 * every element that passed, which made each check three to four times slower (1.8 s against 0.5 s
 * on a list of a thousand elements, 0.5 s against 0.1 s on a light screen) for the same findings.
 */
export async function accessibilityProblems(
  page: Page,
  within?: string,
  { colour = true }: { colour?: boolean } = {},
): Promise<string[]> {
  // The layout of a resize painted (media queries re-render on the next frames).
  await twoFrames(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    ([selector, tags, contrast]) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(selector ? { include: [selector] } : document, {
          runOnly: { type: 'tag', values: [...tags] },
          rules: {
            'label-content-name-mismatch': { enabled: true },
            'color-contrast': { enabled: contrast },
          },
          resultTypes: ['violations'],
        })
        .then((result) =>
          result.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            targets: v.nodes.map((n) => n.target.join(' ')),
          })),
        ),
    [within, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'], colour] as [
      string | undefined,
      string[],
      boolean,
    ],
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.targets.length}): ${v.targets.slice(0, 3).join(' | ')}`);
}

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(at, value);
    else for (const [k, v] of flatten(value, at)) out.set(k, v);
  }
  return out;
}

/**
 * The English interface texts that an Arabic screen must not show: every English message of two
 * words or more, without placeholders, whose Arabic version is missing or different. Shown as is,
 * it means a text was left untranslated (or fell back to English).
 */
export function englishOnlyTexts(language = 'ar'): string[] {
  const dir = path.resolve('locales');
  const out = new Set<string>();
  for (const file of fs.readdirSync(path.join(dir, 'en'))) {
    const en = flatten(JSON.parse(fs.readFileSync(path.join(dir, 'en', file), 'utf8')) as Messages);
    const otherFile = path.join(dir, language, file);
    const other = fs.existsSync(otherFile)
      ? flatten(JSON.parse(fs.readFileSync(otherFile, 'utf8')) as Messages)
      : new Map<string, string>();
    for (const [key, text] of en) {
      if (text.includes('{{') || !/[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(text)) continue;
      if (other.get(key) === text) continue;
      out.add(text.trim());
    }
  }
  return [...out];
}

/**
 * What a screen in another language must not show: English interface texts (`english`, see
 * `englishOnlyTexts`), i18next keys (`form.saved`, `entity:list.add`) and interpolation left raw
 * (`{{name}}`). Names the user gave (inside `<bdi>` or left to right) are not looked at. Returns the
 * offending texts, empty when the screen is clean.
 */
export async function untranslatedTexts(root: Locator, english: string[]): Promise<string[]> {
  await expect(root).toBeVisible();
  return root.evaluate((el, englishTexts) => {
    const englishSet = new Set(englishTexts);
    const bad: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const keyLike = /^[a-z][A-Za-z0-9_]*(?:[.:][A-Za-z0-9_]+)+$/;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (!text) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('bdi, [dir="ltr"], input, textarea, code, svg')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (parent.getClientRects().length === 0) continue;
      if (
        keyLike.test(text) ||
        text.includes('{{') ||
        /\b(?:undefined|NaN)\b/.test(text) ||
        englishSet.has(text)
      )
        bad.push(text);
    }
    return bad;
  }, english);
}

/**
 * Text that overflows or overlaps in the main area: elements whose text is wider than their box
 * (and not deliberately clipped with an ellipsis or a scroll container), and visible headings,
 * labels, buttons and badges whose boxes overlap a sibling's.
 */
export async function layoutProblems(root: Locator): Promise<string[]> {
  return root.evaluate((main) => {
    const problems: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && style.opacity !== '0';
    };
    const clipsOnPurpose = (el: Element) => {
      for (let at: Element | null = el; at && at !== main.parentElement; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') return true;
        if (at !== el && ['auto', 'scroll'].includes(style.overflowX)) return true;
      }
      return false;
    };

    // 1. Horizontal overflow of text-bearing elements (and of the main area itself).
    const candidates = main.querySelectorAll(
      'h1, h2, h3, h4, h5, h6, p, label, button, a, th, td, [class*="Badge-root"], [class*="Text"], [class*="Title"]',
    );
    for (const el of [main, ...candidates]) {
      if (!visible(el)) continue;
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
        const style = getComputedStyle(el);
        if (['auto', 'scroll'].includes(style.overflowX)) continue;
        if (clipsOnPurpose(el)) continue;
        problems.push(`overflows: ${describe(el)} (${el.scrollWidth} > ${el.clientWidth})`);
      }
    }

    // 2. Overlap between visible sibling labels, headings, buttons and badges.
    const textual = main.querySelectorAll(
      'h1, h2, h3, h4, h5, h6, label, button, [class*="Badge-root"], [class*="Title-root"]',
    );
    const parents = new Set<Element>();
    for (const el of textual) if (el.parentElement) parents.add(el.parentElement);
    for (const parent of parents) {
      const kids = [...parent.children].filter(
        (kid) =>
          visible(kid) &&
          (kid.textContent ?? '').trim() !== '' &&
          getComputedStyle(kid).position !== 'absolute' &&
          getComputedStyle(kid).position !== 'fixed',
      );
      for (let i = 0; i < kids.length; i++) {
        for (let j = i + 1; j < kids.length; j++) {
          const a = kids[i]!.getBoundingClientRect();
          const b = kids[j]!.getBoundingClientRect();
          const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (x > 2 && y > 2)
            problems.push(`overlap: ${describe(kids[i]!)} and ${describe(kids[j]!)}`);
        }
      }
    }
    return problems;
  });
}
