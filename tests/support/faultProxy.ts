import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * What the proxy does with one request:
 * - `pass`: forward it untouched;
 * - `refuse`: drop the connection before anything is read (the client sees a network error);
 * - `cut-request`: read part of the request, then drop it (the server never sees it);
 * - `cut-response`: let the server handle it, then drop the connection half way through the reply
 *   (the server wrote the change, the client does not know) — the case idempotency keys exist for;
 * - `delay`: wait `ms`, then forward;
 * - `error`: answer `status` (default 503) without asking the server.
 */
export type FaultAction =
  | { kind: 'pass' }
  | { kind: 'refuse' }
  | { kind: 'cut-request' }
  | { kind: 'cut-response' }
  | { kind: 'delay'; ms: number }
  | { kind: 'error'; status?: number };

export type FaultRule = (request: { method: string; url: string }) => FaultAction;

export interface FaultProxy {
  url: string;
  port: number;
  /**
   * Sets what happens to every following request. `dropOpenConnections` also closes the
   * connections open now, so a keep-alive connection cannot dodge a rule that refuses.
   */
  setRule(rule: FaultRule, options?: { dropOpenConnections?: boolean }): void;
  /** Shorthand: the same action for every request. */
  set(action: FaultAction): void;
  /** Points the proxy at another server (after a restart on a new port). */
  retarget(target: string): void;
  /** Requests seen, by action taken. */
  counts: Record<FaultAction['kind'], number>;
  close(): Promise<void>;
}

const pass: FaultRule = () => ({ kind: 'pass' });

/** A loopback proxy that can fail the way real tablet networks fail, on demand. */
export async function startFaultProxy(target: string, port = 0): Promise<FaultProxy> {
  let rule: FaultRule = pass;
  let upstream = new URL(target);
  const sockets = new Set<Socket>();
  const counts: FaultProxy['counts'] = {
    pass: 0,
    refuse: 0,
    'cut-request': 0,
    'cut-response': 0,
    delay: 0,
    error: 0,
  };

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, cut: boolean) => {
    const upstreamReq = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (upstreamRes) => {
        if (!cut) {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          upstreamRes.pipe(res);
          return;
        }
        // Send the status line and a little of the body, then drop the connection.
        const headers = { ...upstreamRes.headers };
        delete headers['content-length'];
        res.writeHead(upstreamRes.statusCode ?? 200, { ...headers, 'content-length': '1000000' });
        upstreamRes.once('data', (chunk: Buffer) => {
          res.write(chunk.subarray(0, Math.max(1, Math.floor(chunk.length / 2))));
          setTimeout(() => req.socket.destroy(), 5);
        });
        upstreamRes.resume();
      },
    );
    upstreamReq.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstreamReq);
  };

  const server = http.createServer((req, res) => {
    const action = rule({ method: req.method ?? 'GET', url: req.url ?? '/' });
    counts[action.kind]++;
    switch (action.kind) {
      case 'pass':
        return forward(req, res, false);
      case 'refuse':
        return req.socket.destroy();
      case 'cut-request':
        req.once('data', () => req.socket.destroy());
        req.once('end', () => req.socket.destroy());
        return;
      case 'cut-response':
        return forward(req, res, true);
      case 'delay':
        setTimeout(() => forward(req, res, false), action.ms);
        return;
      case 'error':
        req.resume();
        res.writeHead(action.status ?? 503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'INTERNAL', message: 'Injected failure' } }));
        return;
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // Keep-alive connections would otherwise dodge a switch to `refuse`.
  server.keepAliveTimeout = 1000;

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;

  const setRule = (next: FaultRule, { dropOpenConnections = false } = {}) => {
    rule = next;
    if (dropOpenConnections) sockets.forEach((s) => s.destroy());
  };
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    counts,
    setRule,
    set: (action) => setRule(() => action, { dropOpenConnections: action.kind === 'refuse' }),
    retarget(next) {
      upstream = new URL(next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}
