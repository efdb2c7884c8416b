import Fastify from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { trackInFlight } from './inFlight';

let close = async () => {};
afterEach(() => close());

/** An app whose one route answers when the test lets it. */
async function appHoldingAnswers() {
  const app = Fastify();
  const inFlight = trackInFlight(app);
  const held: Array<() => void> = [];
  app.get('/held', async () => {
    await new Promise<void>((resolve) => held.push(resolve));
    return { ok: true };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  close = () => app.close();
  const heldCount = async (n: number) => {
    await expect.poll(() => held.length).toBe(n);
  };
  return { url, inFlight, held, heldCount };
}

test('settles when the last request in hand is answered, not before', async () => {
  const { url, inFlight, held, heldCount } = await appHoldingAnswers();
  await expect(inFlight.settled(60_000)).resolves.toBeUndefined();
  const first = fetch(`${url}/held`);
  const second = fetch(`${url}/held`);
  await heldCount(2);
  expect(inFlight.count).toBe(2);
  let settled = false;
  const waiting = inFlight.settled(60_000).then(() => (settled = true));
  held[0]!();
  expect((await first).status).toBe(200);
  expect(settled).toBe(false);
  held[1]!();
  expect((await second).status).toBe(200);
  await waiting;
  expect(inFlight.count).toBe(0);
});

test('a request whose client went away counts no more', async () => {
  const { url, inFlight, heldCount } = await appHoldingAnswers();
  const leaving = new AbortController();
  const gone = fetch(`${url}/held`, { signal: leaving.signal }).catch(() => 'aborted');
  await heldCount(1);
  const waiting = inFlight.settled(60_000);
  leaving.abort();
  expect(await gone).toBe('aborted');
  await waiting;
  expect(inFlight.count).toBe(0);
});

test('an event stream is not waited for, and a load that never pauses is waited for only so long', async () => {
  const { url, inFlight, held, heldCount } = await appHoldingAnswers();
  const stream = fetch(`${url}/held`, { headers: { accept: 'text/event-stream' } });
  await heldCount(1);
  expect(inFlight.count).toBe(0);
  const request = fetch(`${url}/held`);
  await heldCount(2);
  expect(inFlight.count).toBe(1);
  await inFlight.settled(1);
  expect(inFlight.count).toBe(1);
  for (const answer of held) answer();
  await Promise.all([stream, request]);
});
