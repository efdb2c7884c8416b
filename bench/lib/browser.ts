import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type LaunchOptions } from '@playwright/test';

/** Debian's Chromium, never a downloaded one (STACK.md). */
export const chromiumPath = '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function options(): LaunchOptions {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`${chromiumPath} is missing: run bash scripts/ensure-chromium.sh`);
  }
  return { executablePath: chromiumPath, args: chromiumArgs };
}

export const launchBrowser = (): Promise<Browser> => chromium.launch(options());

/** A browser whose profile (service worker, caches, IndexedDB) lives in `userDataDir`. */
export const launchProfile = (
  userDataDir: string,
  extra: { offline?: boolean } = {},
): Promise<BrowserContext> =>
  chromium.launchPersistentContext(userDataDir, { ...options(), ...extra });
