import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A webhook receiver on loopback for tests: it keeps every request it gets and answers as told
 * (200 by default), the way an accounting system's endpoint would.
 */

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  /** The raw body, as signed. */
  body: string;
}

export interface TestReceiver {
  url: string;
  received: ReceivedDelivery[];
  /** The next `count` requests get this answer; then 200 again. */
  failNext(count: number, status: number, text: string): void;
  /** Every request from now on gets this answer (200 to recover). */
  answerAlways(status: number, text?: string): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<TestReceiver> {
  const received: ReceivedDelivery[] = [];
  const planned: Array<{ status: number; text: string }> = [];
  let always = { status: 200, text: 'stored' };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = planned.shift() ?? always;
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/backhouse/daily`,
    received,
    failNext(count, status, text) {
      for (let i = 0; i < count; i++) planned.push({ status, text });
    },
    answerAlways(status, text = status < 300 ? 'stored' : 'failed') {
      always = { status, text };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
