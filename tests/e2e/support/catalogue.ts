import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { ServerApi, ServerRow } from './api';

/** A real 1×1 PNG (a red pixel): what the server checks by content must take it as an image. */
export const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface ListReply {
  data: ServerRow[];
}

/** Every row of a catalogue resource as the server has it (`path` as in `/api/<path>`). */
export async function serverRows(
  api: ServerApi,
  path: string,
  { deleted = false }: { deleted?: boolean } = {},
): Promise<ServerRow[]> {
  const { status, body } = await api.call<ListReply>(
    'GET',
    `/${path}?limit=1000${deleted ? '&include_deleted=1' : ''}`,
  );
  expect(status, `listing ${path}`).toBe(200);
  return body.data;
}

/** The rows of a resource whose name contains `tag`, tombstones included. */
export async function serverRowsTagged(
  api: ServerApi,
  path: string,
  tag: string,
): Promise<ServerRow[]> {
  const { status, body } = await api.call<ListReply>(
    'GET',
    `/${path}?limit=1000&include_deleted=1&search=${encodeURIComponent(tag)}`,
  );
  expect(status, `listing ${path} matching ${tag}`).toBe(200);
  return body.data.filter((row) => row.name.includes(tag));
}

/** Creates a row of a catalogue resource straight on the server. */
export async function createRow(
  api: ServerApi,
  path: string,
  fields: Record<string, unknown>,
): Promise<ServerRow> {
  const { status, body } = await api.call<ServerRow>('POST', `/${path}`, fields);
  expect(status, `creating ${path} ${JSON.stringify(fields.name)}: ${JSON.stringify(body)}`).toBe(
    201,
  );
  return body;
}

/** The product page (`/dashboard/products/create` and a product's own page). */
export class ProductPage {
  constructor(readonly page: Page) {}

  form(): Locator {
    return this.page.getByTestId('product-form');
  }

  async gotoCreate(): Promise<void> {
    await this.page.goto('/dashboard/products/create');
    await expect(this.form()).toBeVisible();
  }

  field(key: string): Locator {
    return this.form().getByTestId(`field-${key}`);
  }

  /** The price input on the line of this channel in the prices-per-channel table. */
  channelPrice(channelName: string): Locator {
    return this.field('channel_prices')
      .getByTestId('channel-line')
      .filter({ hasText: channelName })
      .getByRole('textbox');
  }

  /** Adds a modifier group by picking it in the "add a modifier group" select. */
  async addModifier(name: string): Promise<void> {
    const select = this.form().getByTestId('modifier-add');
    await select.click();
    await select.fill(name);
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(this.form().getByTestId('modifier-rule').filter({ hasText: name })).toBeVisible();
  }

  /** Chooses an image file through the image input's own file chooser. */
  async chooseImage(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const [chooser] = await Promise.all([
      this.page.waitForEvent('filechooser'),
      this.form().getByTestId('image-choose').click(),
    ]);
    await chooser.setFiles(file);
    await expect(this.form().getByTestId('image-input-image_url').locator('img')).toBeVisible();
  }

  async save(): Promise<void> {
    await this.form().getByTestId('product-save').click();
  }
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
