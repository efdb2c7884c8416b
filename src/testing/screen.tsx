import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { App } from '@/app/App';
import { initI18n, setLanguage } from '@/app/i18n';
import type { LanguageCode } from '@/shared/languages';
import { createQueryClient } from '@/app/queryClient';
import { createSettingsStore } from '@/app/settings/settingsStore';
import { memoryStorage } from '@/app/storage';
import { createBackhouse, type Backhouse } from '@/data/backhouse';
import type { KeyValueStorage } from '@/data/session';
import { createMemoryLocks } from '@/data/sync/leader';
import { routeTree } from '@/routeTree.gen';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The `dom` project's server on loopback (tests/support/domServer.ts). */
    domServerUrl: string;
  }
}

export interface Credentials {
  email: string;
  password: string;
}

/** The demo business's users (server/demo/people.ts), as the journeys sign in. */
export const demoAdmin: Credentials = { email: 'admin@backhouse.demo', password: 'backhouse-demo' };
export const demoStaff: Credentials = { email: 'staff@backhouse.demo', password: 'backhouse-demo' };
export const demoManager: Credentials = {
  email: 'manager@backhouse.demo',
  password: 'backhouse-demo',
};

/**
 * The app's own fetch calls go to `/api/...` on the page's origin; here each goes to the `dom`
 * project's server on loopback (the project turns off happy-dom's same-origin check).
 */
export function loopbackFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input instanceof Request ? input.url : input), inject('domServerUrl'));
  return fetch(url, init);
}

/**
 * A signed-in device, kept for the worker's next tests as the journeys keep an open app: its data
 * layer (session, local store on fake-indexeddb, sync engine) is the app's own, against the real
 * server. Signing in and the first pull happen once per user and worker, not per test.
 */
export interface Device {
  backhouse: Backhouse;
  queryClient: ReturnType<typeof createQueryClient>;
  storage: KeyValueStorage;
  /** The user's profile as the server gave it at sign-in. */
  user: NonNullable<ReturnType<Backhouse['session']['getState']>['user']>;
}

const devices = new Map<string, Promise<Device>>();
let words: Promise<unknown> | null = null;

async function openDevice(credentials: Credentials): Promise<Device> {
  const storage = memoryStorage();
  const queryClient = createQueryClient();
  const backhouse = createBackhouse({
    storage,
    queryClient,
    locks: createMemoryLocks(),
    fetch: loopbackFetch,
  });
  await backhouse.start();
  await backhouse.signIn(credentials);
  await backhouse.getLocal()!.engine.syncNow();
  return { backhouse, queryClient, storage, user: backhouse.session.getState().user! };
}

/** The signed-in device of `credentials` (demo admin unless said), opening it on first use. */
export function device(credentials: Credentials = demoAdmin): Promise<Device> {
  let opened = devices.get(credentials.email);
  if (!opened) {
    opened = openDevice(credentials);
    // A failed sign-in must not stay cached for the worker's next tests.
    opened.catch(() => devices.delete(credentials.email));
    devices.set(credentials.email, opened);
  }
  return opened;
}

/**
 * Holds the device's live channel closed, as a dropped connection would, until the returned release
 * opens it again: the screen hears of a change made meanwhile only when the test says. Without it,
 * a change a test makes "while the page still shows the old state" may reach the page (a refetch of
 * every server read) before the click the test means to race it, and the click finds a disabled
 * button. The engine restarts the channel after each sync round; held, that start does nothing.
 */
export function holdLive(held: Device): () => void {
  const live = held.backhouse.getLocal()!.live;
  const start = live.start.bind(live);
  live.start = () => undefined;
  live.stop();
  return () => {
    live.start = start;
    live.start();
  };
}

/**
 * Types `text` into a field as one paste, replacing what it held: a form re-renders once, not once
 * per letter (a role's form with its hundred permissions took seconds to type a name into).
 */
export async function fill(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** A short mark for the names a test makes, so tests sharing the server never see each other's rows. */
export function testTag(): string {
  return `dom${crypto.randomUUID().slice(0, 8)}`;
}

export interface OpenScreenOptions {
  /** Who is signed in; the demo admin unless said. `null`: nobody (the sign-in pages). */
  as?: Credentials | null;
  /** The language the screen speaks (real locale files); English unless said. */
  language?: LanguageCode;
}

/**
 * Renders the whole app (its providers: i18next with the real locale files, the settings and Mantine
 * theme, TanStack Query, the data layer, and the router on a memory history) at `path`, after the
 * device has pulled what the test made through the API. Returns the router (its address is the
 * screen's), the device, and a user-event session.
 */
export async function openScreen(path: string, options: OpenScreenOptions = {}) {
  const { as = demoAdmin, language = 'en' } = options;
  words ??= initI18n(memoryStorage());
  await words;
  await setLanguage(language);

  let signedIn: Device | null = null;
  let backhouse: Backhouse;
  let queryClient: Device['queryClient'];
  if (as) {
    signedIn = await device(as);
    ({ backhouse, queryClient } = signedIn);
    await backhouse.getLocal()!.engine.syncNow();
  } else {
    queryClient = createQueryClient();
    backhouse = createBackhouse({
      storage: memoryStorage(),
      queryClient,
      locks: createMemoryLocks(),
      fetch: loopbackFetch,
    });
    await backhouse.start();
  }
  const settings = createSettingsStore(memoryStorage());
  settings.init();
  const router = createRouter({
    routeTree,
    context: { queryClient, backhouse },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <App
      queryClient={queryClient}
      backhouse={backhouse}
      router={router}
      settings={settings}
      ready={Promise.resolve()}
    />,
  );
  return { ...view, router, device: signedIn, backhouse, user, screen };
}
