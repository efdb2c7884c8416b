import { describe, expect, test } from 'vitest';
import { loadTagManager, type TagManagerHost } from './tagManager';

/** A page that records the scripts added to it. */
function fakeHost() {
  const added: { src: string; async: boolean }[] = [];
  const host: TagManagerHost = {
    window: {},
    document: {
      createElement: () => ({ src: '', async: false }) as unknown as HTMLScriptElement,
      head: { appendChild: (node) => added.push({ src: node.src, async: node.async }) },
      querySelector: (selector) =>
        added.some((s) => selector === `script[src="${s.src}"]`) ? ({} as Element) : null,
    },
  };
  return { host, added };
}

describe('the tag manager', () => {
  test('loads nothing without a container id', () => {
    for (const id of [null, undefined, '']) {
      const { host, added } = fakeHost();
      expect(loadTagManager(id, host)).toBe(false);
      expect(added).toEqual([]);
      expect(host.window.dataLayer).toBeUndefined();
    }
  });

  test('adds the standard gtm.js script once, after the gtm.js event', () => {
    const { host, added } = fakeHost();
    expect(loadTagManager('GTM-AB12CD3', host)).toBe(true);
    expect(loadTagManager('GTM-AB12CD3', host)).toBe(false);
    expect(added).toEqual([
      { src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3', async: true },
    ]);
    expect(host.window.dataLayer).toEqual([
      { 'gtm.start': expect.any(Number) as number, event: 'gtm.js' },
    ]);
  });

  test('refuses an id that is not a container id', () => {
    const { host, added } = fakeHost();
    expect(loadTagManager('GTM-X"><script>', host)).toBe(false);
    expect(added).toEqual([]);
  });
});
