import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
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

/** Serves the files of `dir` on loopback, nothing else (the floor pages need no API). */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const root = path.resolve(dir);
  const server = http.createServer((request, response) => {
    const file = path.join(
      root,
      decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname),
    );
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
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
