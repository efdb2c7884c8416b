import { LIVE_HEARTBEAT_MS, liveEventKinds, type LiveEventKind } from '@contract/live';
import { ApiError } from '../api';
import { backoffDelay, browserEnvironment, type SyncEnvironment } from './engine';

/** No byte for this long (two heartbeats and a half) means the connection is dead: open anew. */
export const LIVE_STALE_MS = LIVE_HEARTBEAT_MS * 2.5;
/** Server reads refetch at most this often however fast the tills sell (the first at once). */
export const READS_REFRESH_MS = 2000;

export type LiveState = 'off' | 'connecting' | 'open' | 'waiting';

export interface LiveChannelOptions {
  /** Opens `GET /api/events` with the user's token (`api.stream`). */
  open(signal: AbortSignal): Promise<Response>;
  /** Something new to pull: the sync engine runs a round. */
  pull(): void;
  /** Server-computed figures may have moved (a sale, a change): refetch the server reads shown. */
  refreshReads(): void;
  env?: SyncEnvironment;
}

/**
 * The live channel (issue 26), run by the sync leader while signed in: it holds `GET /api/events`
 * open through `fetch` (an EventSource cannot send the Authorization header, and the token must
 * not go in the address) and reads its server-sent events. `changed` past the cursor it knows runs
 * a pull now; every message refreshes the server reads, at most every READS_REFRESH_MS. A dropped
 * stream opens again after a full-jitter backoff (at once when the browser comes back online or
 * the tab is focused), so 500 tablets do not come back in one instant after a server restart;
 * while it is down the engine's periodic pull goes on as before. A refusal other than 401, 429 or
 * 5xx (a server without the channel) leaves it off until the next start. All state is the
 * instance's; time and connectivity come from the environment, for tests.
 */
export class LiveChannel {
  private readonly env: SyncEnvironment;
  private running = false;
  private state: LiveState = 'off';
  private controller: AbortController | null = null;
  private retryTimer: unknown = null;
  private staleTimer: unknown = null;
  private readsTimer: unknown = null;
  private readsPending = false;
  private attempt = 0;
  /** The cursor of the last message heard; null before the first `ready`. */
  private cursor: number | null = null;
  private unwake: (() => void) | null = null;

  constructor(private readonly options: LiveChannelOptions) {
    this.env = options.env ?? browserEnvironment;
  }

  get status(): LiveState {
    return this.state;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unwake = this.env.onWake(() => {
      if (this.state !== 'waiting') return;
      this.clear('retryTimer');
      this.connect();
    });
    this.connect();
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.state = 'off';
    this.unwake?.();
    this.unwake = null;
    this.controller?.abort();
    this.controller = null;
    this.clear('retryTimer');
    this.clear('staleTimer');
    this.clear('readsTimer');
    this.readsPending = false;
  }

  private clear(timer: 'retryTimer' | 'staleTimer' | 'readsTimer') {
    if (this[timer] !== null) this.env.clearTimeout(this[timer]);
    this[timer] = null;
  }

  private connect(): void {
    if (!this.running) return;
    // Offline: nothing to try until the browser says it is back (a wake-up).
    if (!this.env.isOnline()) {
      this.state = 'waiting';
      return;
    }
    this.state = 'connecting';
    const controller = new AbortController();
    this.controller = controller;
    this.read(controller).then(
      () => this.dropped(controller, null),
      (error: unknown) => this.dropped(controller, error),
    );
  }

  private async read(controller: AbortController): Promise<void> {
    const response = await this.options.open(controller.signal);
    if (!response.body) throw new Error('The event stream has no body');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    this.alive(controller);
    for (;;) {
      const { value, done } = await reader.read();
      if (done || controller.signal.aborted) return;
      this.alive(controller);
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        this.message(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    }
  }

  /** Bytes came: the connection lives. Silence past LIVE_STALE_MS ends it. */
  private alive(controller: AbortController) {
    this.clear('staleTimer');
    this.staleTimer = this.env.setTimeout(() => {
      this.staleTimer = null;
      controller.abort();
    }, LIVE_STALE_MS);
  }

  private dropped(controller: AbortController, error: unknown): void {
    if (controller !== this.controller || !this.running) return;
    this.controller = null;
    this.clear('staleTimer');
    if (error instanceof ApiError && error.kind === 'http' && !error.retryable) {
      // 401: the API client signs the user out, which stops this. Any other refusal will not
      // change by asking again: the periodic pull does the work.
      this.state = 'off';
      return;
    }
    this.attempt += 1;
    this.state = 'waiting';
    this.retryTimer = this.env.setTimeout(
      () => {
        this.retryTimer = null;
        this.connect();
      },
      backoffDelay(this.attempt, this.env.random),
    );
  }

  private message(block: string): void {
    let kind: string | null = null;
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) kind = line.slice(6).trim();
      else if (line.startsWith('data:')) data += line.slice(5).trim();
    }
    if (!kind || !liveEventKinds.includes(kind as LiveEventKind)) return; // a heartbeat
    let cursor: unknown;
    try {
      cursor = (JSON.parse(data) as { cursor?: unknown }).cursor;
    } catch {
      return;
    }
    if (typeof cursor !== 'number') return;
    this.heard(kind as LiveEventKind, cursor);
  }

  private heard(kind: LiveEventKind, cursor: number): void {
    const known = this.cursor;
    if (kind === 'ready') {
      this.state = 'open';
      this.attempt = 0;
      this.cursor = cursor;
      // The first open follows the engine's own first round. After a drop, whatever happened
      // meanwhile is fetched now rather than at the next periodic pull.
      if (known === null) return;
      if (cursor !== known) this.options.pull();
      this.refreshReads();
      return;
    }
    if (kind === 'changed' && (known === null || cursor > known)) {
      this.cursor = cursor;
      this.options.pull();
    }
    this.refreshReads();
  }

  /** The first at once; those within READS_REFRESH_MS after it fold into one at its end. */
  private refreshReads(): void {
    if (this.readsTimer !== null) {
      this.readsPending = true;
      return;
    }
    this.options.refreshReads();
    this.readsTimer = this.env.setTimeout(() => {
      this.readsTimer = null;
      if (!this.readsPending) return;
      this.readsPending = false;
      this.refreshReads();
    }, READS_REFRESH_MS);
  }
}
