import { resourceList } from '@contract/registry';
import type { LightMyRequestResponse } from 'fastify';

/** The authorization matrix's plumbing (authorizationMatrix.test.ts): routes, paths and calls. */

export interface Route {
  method: string;
  url: string;
  access: string;
  query: readonly string[];
}

export const isSession = (r: Route) => r.url.startsWith('/api/auth/');

/** Session routes last (log out ends the caller's own session), then by path for a stable order. */
export const ordered = (routes: readonly Route[]) =>
  [...routes].sort(
    (a, b) =>
      Number(isSession(a)) - Number(isSession(b)) ||
      a.url.localeCompare(b.url) ||
      a.method.localeCompare(b.method),
  );

/** A path with every parameter filled (a wildcard gets a plain word). */
export const fill = (url: string, value: string) =>
  url
    .replace(/^\/api/, '')
    .replace(/:[A-Za-z_]+/g, value)
    .replace(/\*$/, 'x');
export const listOf = (url: string) => resourceList.find((def) => url === `/api/${def.path}`);
export const hasBody = (method: string) =>
  method === 'POST' || method === 'PUT' || method === 'PATCH';
export const unusedId = '00000000-0000-4000-8000-000000000000';

/** Runs the calls a few at a time: the app and its database serve several at once, as in use. */
export async function inParallel<T>(
  items: readonly T[],
  run: (item: T) => Promise<void>,
  width = 6,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** The permission a 403 names, if it is one. */
export const errorPermission = (r: LightMyRequestResponse): unknown =>
  r.statusCode === 403 ? (r.json() as { error: { permission?: unknown } }).error.permission : null;
