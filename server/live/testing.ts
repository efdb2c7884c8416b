import http from 'node:http';
import type { FastifyInstance } from 'fastify';

/** One message of an event stream as a test reads it. */
export interface HeardEvent {
  kind: string;
  cursor: number;
}

/** An open `GET /api/events` as a device holds it, read with plain http. */
export interface TestStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: HeardEvent[];
  /** Heartbeat comments seen. */
  comments: number;
  ended: boolean;
  /** Settles when the predicate holds of what was heard, or fails after `timeoutMs`. */
  until(what: string, holds: (stream: TestStream) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

/** Generous: a machine twice as slow as ours still passes. */
const WAIT_MS = 10_000;

/** The address an app listens on, listening on a free loopback port first if it does not yet. */
export async function addressOf(app: FastifyInstance): Promise<string> {
  const bound = app.server.address();
  if (bound && typeof bound === 'object') return `http://127.0.0.1:${bound.port}`;
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** Opens the live channel with a token and reads its messages as they come. */
export function openStream(
  base: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<TestStream> {
  return new Promise((resolve, reject) => {
    const waiters = new Set<() => void>();
    const request = http.get(
      `${base}/api/events`,
      { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...headers } },
      (response) => {
        let buffer = '';
        const stream: TestStream = {
          status: response.statusCode ?? 0,
          headers: response.headers,
          events: [],
          comments: 0,
          ended: false,
          until: (what, holds, timeoutMs = WAIT_MS) =>
            new Promise<void>((done, fail) => {
              const check = () => {
                if (!holds(stream)) return;
                clearTimeout(timer);
                waiters.delete(check);
                done();
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(
                  new Error(`not heard in ${timeoutMs} ms: ${what} (${JSON.stringify(stream)})`),
                );
              }, timeoutMs);
              waiters.add(check);
              check();
            }),
          close: () => request.destroy(),
        };
        const heard = () => waiters.forEach((check) => check());
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith(':')) stream.comments += 1;
            const kind = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (kind && data) {
              stream.events.push({ kind, cursor: (JSON.parse(data) as { cursor: number }).cursor });
            }
          }
          heard();
        });
        const ended = () => {
          stream.ended = true;
          heard();
        };
        response.on('end', ended);
        response.on('close', ended);
        response.on('error', ended);
        resolve(stream);
      },
    );
    request.on('error', reject);
  });
}
