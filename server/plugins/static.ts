import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Files that must be checked on every load, or users would be stuck on an old app version.
 * `shell.html` is the page the service worker opens the app with (vite.config.ts, `shellPage`).
 */
const neverCached = new Set([
  'index.html',
  'shell.html',
  'sw.js',
  'manifest.webmanifest',
  'registerSW.js',
]);

/**
 * Cache rules of the built PWA: hashed files under /assets/ never change, so they are kept a year;
 * the shell, the service worker and the manifest are revalidated every time; anything else (icons)
 * for an hour.
 */
export function cacheControlFor(filePath: string, root: string): string {
  // A compressed copy (`index.html.br`) is cached as the file it is a copy of.
  const relative = path
    .relative(root, filePath)
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (neverCached.has(relative)) return 'no-cache';
  return 'public, max-age=3600';
}

const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Backhouse</title></head>
<body><h1>Backhouse</h1><p>The API is running at <a href="/api/docs">/api/docs</a>, but the app is
not built yet. Run <code>npm start</code>, which builds it and then starts the server.</p></body></html>`;

const wantsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * Serves `dist/` and answers every other non-/api path: a page request gets `index.html` (the app's
 * router takes it from there), anything else a 404 in the API's error shape. /api paths never reach
 * this: the /api scope has its own not-found handler.
 */
export async function registerStatic(
  app: FastifyInstance,
  staticDir: string | null,
): Promise<void> {
  const root = staticDir && fs.existsSync(staticDir) ? path.resolve(staticDir) : null;
  const hasIndex = root !== null && fs.existsSync(path.join(root, 'index.html'));
  if (root) {
    // Every file may come as its build's brotli or gzip copy (vite.config.ts), whichever the
    // browser accepts, so a cache between must keep them apart by Accept-Encoding.
    const setHeaders = (res: { setHeader(name: string, value: string): unknown }, file: string) => {
      res.setHeader('cache-control', cacheControlFor(file, root));
      res.setHeader('vary', 'accept-encoding');
    };
    // The few files at the top get a route each, so unknown paths fall to the handler below. Each
    // folder (assets/ holds some 600 files) gets one wildcard route: a route per file cost a
    // quarter of a second of every start (issue 24). A file missing there falls to it too.
    const folders = fs
      .readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // The compressed copies are sent in place of their file, never under their own name.
      globIgnore: [...folders.map((folder) => `${folder}/**`), '*.br', '*.gz'],
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders,
    });
    for (const folder of folders) {
      await app.register(fastifyStatic, {
        root: path.join(root, folder),
        prefix: `/${folder}/`,
        wildcard: true,
        decorateReply: false,
        index: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders,
      });
    }
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (wantsHtml(request)) {
      // The shell must be revalidated on every load, whichever path it is served under.
      if (hasIndex) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply
        .code(503)
        .header('cache-control', 'no-cache')
        .type('text/html')
        .send(notBuiltPage);
    }
    return reply.code(404).send({
      error: { code: 'ROUTE_NOT_FOUND', message: `No route ${request.method} ${request.url}` },
    });
  });
}
