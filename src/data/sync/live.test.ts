import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import type { LocalDb } from '../db';
import { leading, manualEnvironment, openTestDb, setup } from '../testing/harness';
import { BACKOFF_BASE_MS, PULL_INTERVAL_MS } from './engine';
import { LIVE_STALE_MS, LiveChannel, READS_REFRESH_MS } from './live';

const encoder = new TextEncoder();

/** The server's side of each stream the channel opens: the test sends messages or ends it. */
function streams() {
  const opened: Array<{ send: (text: string) => void; end: () => void; signal: AbortSignal }> = [];
  /** What the next opens answer instead of a stream, in order (then streams again). */
  const refusals: unknown[] = [];
  const open = async (signal: AbortSignal): Promise<Response> => {
    const refusal = refusals.shift();
    if (refusal) throw refusal;
    let control!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (control = c) });
    signal.addEventListener('abort', () =>
      control.error(new DOMException('The stream was aborted', 'AbortError')),
    );
    opened.push({
      send: (text) => control.enqueue(encoder.encode(text)),
      end: () => control.close(),
      signal,
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  };
  const message = (kind: string, cursor: number) =>
    `event: ${kind}\ndata: {"cursor":${cursor}}\n\n`;
  return { opened, refusals, open, message, last: () => opened.at(-1)! };
}

function channel(manual = manualEnvironment()) {
  const server = streams();
  const pulls = vi.fn();
  const refreshes = vi.fn();
  const live = new LiveChannel({
    open: server.open,
    pull: pulls,
    refreshReads: refreshes,
    env: manual.env,
  });
  return { live, server, pulls, refreshes, ...manual };
}
const timerOf = <T extends { ms: number }>(timers: T[], ms: number) =>
  timers.find((t) => t.ms === ms);

let db: LocalDb | undefined;
afterEach(() => {
  db?.close();
  db = undefined;
});

describe('the live channel', () => {
  it('a change past its cursor runs a pull; server reads refresh at once, then at most every 2 s', async () => {
    const { live, server, pulls, refreshes, timers } = channel();
    live.start();
    await vi.waitFor(() => expect(server.opened).toHaveLength(1));
    server.last().send(server.message('ready', 5));
    await vi.waitFor(() => expect(live.status).toBe('open'));
    // The first open follows the engine's own first round: nothing to do yet.
    expect(pulls).not.toHaveBeenCalled();
    // Split across chunks, with a heartbeat between: read as whole messages.
    server.last().send(': \n\nevent: changed\nda');
    server.last().send('ta: {"cursor":6}\n\n');
    await vi.waitFor(() => expect(pulls).toHaveBeenCalledTimes(1));
    expect(refreshes).toHaveBeenCalledTimes(1);
    // Sales reach no pull, nor does an old cursor again; a newer one does. Messages are read in
    // order, so once the newer one pulled, the two before it were read.
    server.last().send(server.message('sales', 6));
    server.last().send(server.message('changed', 6));
    server.last().send(server.message('changed', 7));
    await vi.waitFor(() => expect(pulls).toHaveBeenCalledTimes(2));
    // The three folded into one refresh at the end of the window.
    expect(refreshes).toHaveBeenCalledTimes(1);
    timerOf(timers, READS_REFRESH_MS)!.fn();
    expect(refreshes).toHaveBeenCalledTimes(2);
    live.stop();
  });

  it('a dropped stream opens again with growing, jittered waits, and catches up on what it missed', async () => {
    const { live, server, pulls, refreshes, timers, state, fireNextTimer } = channel();
    state.random = 0.25;
    live.start();
    await vi.waitFor(() => expect(server.opened).toHaveLength(1));
    server.last().send(server.message('ready', 5));
    await vi.waitFor(() => expect(live.status).toBe('open'));
    // The server stops: the stream ends. The next try waits, jittered.
    server.last().end();
    await vi.waitFor(() => expect(live.status).toBe('waiting'));
    const first = timers.find((t) => t.ms !== LIVE_STALE_MS)!;
    expect(first.ms).toBe(BACKOFF_BASE_MS / 2 + (0.25 * BACKOFF_BASE_MS) / 2);
    // It is still down: the wait doubles.
    server.refusals.push(new ApiError('network', 0, 'Failed to fetch'));
    fireNextTimer();
    await vi.waitFor(() => expect(timers.some((t) => t.ms > first.ms)).toBe(true));
    expect(timers.find((t) => t.ms > first.ms)!.ms).toBe(
      BACKOFF_BASE_MS + (0.25 * 2 * BACKOFF_BASE_MS) / 2,
    );
    // Back: what changed meanwhile is pulled and the server reads refresh.
    fireNextTimer();
    await vi.waitFor(() => expect(server.opened).toHaveLength(2));
    server.last().send(server.message('ready', 9));
    await vi.waitFor(() => expect(pulls).toHaveBeenCalledTimes(1));
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(live.status).toBe('open');
    live.stop();
    expect(server.last().signal.aborted).toBe(true);
  });

  it('a stream silent past two heartbeats is given up and opened again', async () => {
    const { live, server, timers } = channel();
    live.start();
    await vi.waitFor(() => expect(server.opened).toHaveLength(1));
    server.last().send(server.message('ready', 5));
    await vi.waitFor(() => expect(live.status).toBe('open'));
    timerOf(timers, LIVE_STALE_MS)!.fn();
    expect(server.opened[0]!.signal.aborted).toBe(true);
    await vi.waitFor(() => expect(live.status).toBe('waiting'));
    live.stop();
  });

  it('offline it waits for the browser to be back; a refusal that will not change leaves it off', async () => {
    const manual = manualEnvironment();
    manual.state.online = false;
    const { live, server } = channel(manual);
    live.start();
    expect(live.status).toBe('waiting');
    expect(server.opened).toHaveLength(0);
    manual.state.online = true;
    server.refusals.push(new ApiError('http', 404, 'No route GET /api/events'));
    manual.wake();
    await vi.waitFor(() => expect(live.status).toBe('off'));
    expect(manual.timers).toHaveLength(0);
    live.stop();
  });
});

describe('with the sync engine', () => {
  it('an event runs a pull; with the channel down, the periodic pull goes on as before', async () => {
    db = await openTestDb();
    let streamUp = true;
    const server = streams();
    const { engine, api, calls, env, timers } = setup(db, (call) =>
      call.path.startsWith('/sync/pull')
        ? { status: 200, body: { changes: [], cursor: 0, more: false } }
        : { status: 404 },
    );
    const pulls = () => calls.filter((c) => c.path.startsWith('/sync/pull')).length;
    const live = new LiveChannel({
      open: (signal) =>
        streamUp
          ? server.open(signal)
          : api.stream('/events', { signal }).then(() => {
              throw new Error('unreachable');
            }),
      pull: () => engine.kick('change'),
      refreshReads: () => undefined,
      env,
    });
    await leading(engine);
    live.start();
    await vi.waitFor(() => expect(pulls()).toBe(1));
    await vi.waitFor(() => expect(timerOf(timers, PULL_INTERVAL_MS)).toBeDefined());
    await vi.waitFor(() => expect(server.opened).toHaveLength(1));
    server.last().send(server.message('ready', 3));
    server.last().send(server.message('changed', 4));
    // Heard well before the minute of the periodic pull.
    await vi.waitFor(() => expect(pulls()).toBe(2));
    // The channel drops and the server refuses it (404 here): the periodic pull still comes.
    streamUp = false;
    server.last().end();
    await vi.waitFor(() => expect(live.status).toBe('waiting'));
    // The first wait after a drop: half to all of the base backoff.
    timers.find((t) => t.ms >= BACKOFF_BASE_MS / 2 && t.ms <= BACKOFF_BASE_MS)!.fn();
    await vi.waitFor(() => expect(live.status).toBe('off'));
    await vi.waitFor(() => expect(timerOf(timers, PULL_INTERVAL_MS)).toBeDefined());
    timerOf(timers, PULL_INTERVAL_MS)!.fn();
    await vi.waitFor(() => expect(pulls()).toBe(3));
    live.stop();
    await engine.stop();
  });
});
