import { LIVE_COALESCE_MS, LIVE_HEARTBEAT_MS, type LiveEventKind } from '@contract/live';
import type { Commit, CommitFeed } from './commits';

/** One open stream of a device: its business, where its user may look, and how to reach it. */
export interface LiveListener {
  customerId: string;
  /** The locations the user may use, or null: all (an administrator). */
  locations: ReadonlySet<string> | null;
  send(kind: LiveEventKind, cursor: number): void;
  heartbeat(): void;
  /** Ends the stream (the server stops). */
  end(): void;
}

export interface LiveHubOptions {
  feed: CommitFeed;
  /** The business's latest change seq. */
  cursorOf(customerId: string): Promise<number>;
  coalesceMs?: number;
  heartbeatMs?: number;
}

/** What a business's listeners are yet to hear: the locations of each kind (null: all hear). */
interface Pending {
  changes: Set<string | null> | 'all' | null;
  sales: Set<string | null> | 'all' | null;
  timer: ReturnType<typeof setTimeout> | null;
}

function gather(into: Pending['changes'], locations: Commit['locations']): Pending['changes'] {
  if (into === 'all' || locations === null) return 'all';
  const set = into ?? new Set<string | null>();
  for (const location of locations) set.add(location);
  return set;
}

/** Whether a listener may hear of something that touched these locations. */
function hears(listener: LiveListener, where: Set<string | null> | 'all'): boolean {
  if (where === 'all' || listener.locations === null || where.has(null)) return true;
  for (const location of where) if (location && listener.locations.has(location)) return true;
  return false;
}

/**
 * The live channel's switchboard, one per app: hears every commit of the database (from every copy
 * of the server), folds each business's bursts into at most one message per `coalesceMs` (the
 * first at once, the rest of the window in one more), and tells that business's open streams.
 *
 * A user limited to some locations hears of a change only when it touched one of them or a
 * business-wide row: a count approved at another shop moves nothing they can pull, and the stream
 * must not tell them even that it happened. Nothing but the cursor is ever sent.
 */
export class LiveHub {
  private readonly byBusiness = new Map<string, Set<LiveListener>>();
  private readonly pending = new Map<string, Pending>();
  private readonly coalesceMs: number;
  private readonly heartbeatMs: number;
  private subscribed: Promise<() => void> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private closed = false;

  constructor(private readonly options: LiveHubOptions) {
    this.coalesceMs = options.coalesceMs ?? LIVE_COALESCE_MS;
    this.heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  }

  /** Open streams, for metrics and tests. */
  get size(): number {
    let count = 0;
    for (const set of this.byBusiness.values()) count += set.size;
    return count;
  }

  /**
   * Adds a stream; settles once it will hear every commit from then on, with the cursor it starts
   * at (read after that, so nothing falls between the two). Returns null once the hub is closed.
   */
  async add(listener: LiveListener): Promise<{ cursor: number; remove: () => void } | null> {
    if (this.closed) return null;
    this.subscribed ??= this.options.feed.subscribe({
      commit: (commit) => this.heard(commit),
      missed: () => {
        for (const customerId of this.byBusiness.keys()) {
          this.heard({ customerId, kind: 'changes', locations: null });
          this.heard({ customerId, kind: 'sales', locations: null });
        }
      },
    });
    await this.subscribed;
    if (this.closed) return null;
    const listeners = this.byBusiness.get(listener.customerId) ?? new Set();
    listeners.add(listener);
    this.byBusiness.set(listener.customerId, listeners);
    this.heartbeat ??= setInterval(() => this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
    const remove = () => {
      listeners.delete(listener);
      if (!listeners.size && this.byBusiness.get(listener.customerId) === listeners)
        this.byBusiness.delete(listener.customerId);
    };
    try {
      return { cursor: await this.options.cursorOf(listener.customerId), remove };
    } catch (error) {
      remove();
      throw error;
    }
  }

  /** Ends every stream and hears no more: the server stops. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const pending of this.pending.values()) if (pending.timer) clearTimeout(pending.timer);
    this.pending.clear();
    const streams = [...this.byBusiness.values()].flatMap((set) => [...set]);
    this.byBusiness.clear();
    for (const listener of streams) listener.end();
    const unsubscribe = await this.subscribed?.catch(() => null);
    unsubscribe?.();
  }

  private heard(commit: Commit): void {
    // Nobody of this business listens here: nothing to do, not even the cursor to read.
    if (this.closed || !this.byBusiness.has(commit.customerId)) return;
    let pending = this.pending.get(commit.customerId);
    if (!pending) {
      pending = { changes: null, sales: null, timer: null };
      this.pending.set(commit.customerId, pending);
    }
    if (commit.kind === 'changes') pending.changes = gather(pending.changes, commit.locations);
    else pending.sales = gather(pending.sales, commit.locations);
    // The first of a quiet spell goes at once; what follows within the window goes at its end.
    if (!pending.timer) this.flush(commit.customerId, pending);
  }

  private flush(customerId: string, pending: Pending): void {
    const { changes, sales } = pending;
    pending.changes = null;
    pending.sales = null;
    if (!changes && !sales) {
      this.pending.delete(customerId);
      return;
    }
    pending.timer = setTimeout(() => {
      pending.timer = null;
      this.flush(customerId, pending);
    }, this.coalesceMs);
    void this.deliver(customerId, changes, sales).catch((error: unknown) =>
      console.warn('[live] a message was not sent', error),
    );
  }

  private async deliver(
    customerId: string,
    changes: Pending['changes'],
    sales: Pending['sales'],
  ): Promise<void> {
    const listeners = this.byBusiness.get(customerId);
    if (!listeners?.size) return;
    const cursor = await this.options.cursorOf(customerId);
    for (const listener of listeners) {
      if (changes && hears(listener, changes)) listener.send('changed', cursor);
      if (sales && hears(listener, sales)) listener.send('sales', cursor);
    }
  }

  private beat(): void {
    for (const listeners of this.byBusiness.values()) {
      for (const listener of listeners) listener.heartbeat();
    }
  }
}
