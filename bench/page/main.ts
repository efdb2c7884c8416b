/**
 * The bench page: the app's real data layer (Dexie store, writer, sync engine, API client) in
 * Chromium with real IndexedDB, served by the API server itself so requests are same-origin.
 * Playwright drives it through `window.bench`.
 */
import { webLocks } from '../../src/data/sync/leader';
import { runPull, runPush, type BenchPage } from '../lib/scenarios';

const page: BenchPage = {
  push: (setup, counts) => runPush(setup, counts, webLocks),
  pull: (setup) => runPull(setup, webLocks),
};
window.bench = page;
document.getElementById('state')!.textContent = 'ready';
