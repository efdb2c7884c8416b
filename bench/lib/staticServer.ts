import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort } from './server';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  url: string;
  stop(): Promise<void>;
}

/** What a text file is sent as to a browser that takes gzip, as the app's server sends its own. */
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg']);

/**
 * Serves the files of `dir` on loopback, nothing else (the floor pages need no API). Text files go
 * gzipped to a browser that accepts it, as the app's are (server/plugins/static.ts): a page loaded
 * over Lighthouse's simulated slow line is not slower for bytes the app would not send.
 */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const root = path.resolve(dir);
  const gzipped = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const file = path.join(
      root,
      decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname),
    );
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const headers = {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
    };
    if (
      compressible.has(path.extname(file)) &&
      /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    ) {
      let body = gzipped.get(file);
      if (!body) gzipped.set(file, (body = gzipSync(fs.readFileSync(file), { level: 9 })));
      response.writeHead(200, { ...headers, 'content-encoding': 'gzip' }).end(body);
      return;
    }
    response.writeHead(200, headers);
    fs.createReadStream(file).pipe(response);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
