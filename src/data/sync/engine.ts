import { liveQuery, type Subscription, type Table } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { syncCalls, type BatchCall, type PullReply } from '@contract/sync';
import { ApiError, type ApiClient } from '../api';
import { callServer } from '../calls';
import {
  keepsTombstones,
  localCollections,
  type LocalDb,
  type LocalRow,
  type OutboxEntry,
} from '../db';
import { mergeChange } from '../merge';
import type { LeaderLock } from './leader';

/** Calls per /api/batch round trip. */
export const PUSH_BATCH_SIZE = 250;
/** Rows per pull page. */
export const PULL_PAGE_SIZE = 5000;
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 60_000;
/**
 * The longest wait after a request that got no reply while the browser says it is online: a reply
 * lost on a flaky connection, or a server restarting. Sending again is safe (idempotency keys) and
 * costs the server nothing when nothing reaches it, so the change goes again within seconds instead
 * of after a minute of "offline" while online. Replies from a struggling server (5xx, 429) still
 * back off to BACKOFF_MAX_MS.
 */
export const NO_REPLY_RETRY_MAX_MS = 5_000;
/** How often an idle leader pulls what others changed. */
export const PULL_INTERVAL_MS = 60_000;
/** How long work that needs the latest data (an import preview) waits for it before going on. */
export const CATCH_UP_TIMEOUT_MS = 5000;

/** What the engine needs from the world, so tests can drive time, randomness and connectivity. */
export interface SyncEnvironment {
  isOnline(): boolean;
  /** Subscribes to "worth trying now" moments: back online, tab focused. Returns an unsubscribe. */
  onWake(listener: () => void): () => void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  random(): number;
  now(): Date;
}

export const browserEnvironment: SyncEnvironment = {
  isOnline: () => navigator.onLine,
  onWake(listener) {
    const onVisible = () => document.visibilityState === 'visible' && listener();
    window.addEventListener('online', listener);
    window.addEventListener('focus', listener);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('focus', listener);
      document.removeEventListener('visibilitychange', onVisible);
    };
  },
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  random: Math.random,
  now: () => new Date(),
};

export interface EngineStatus {
  leader: boolean;
  syncing: boolean;
  /** The last push or pull failed on the network: we are offline as far as the server goes. */
  unreachable: boolean;
  /** When the next automatic attempt after a failure is due. */
  retryAt: string | null;
  lastError: string | null;
}

export interface SyncEngineOptions {
  db: LocalDb;
  api: ApiClient;
  userId: string;
  locks: LeaderLock;
  env?: SyncEnvironment;
}

/** Full-jitter exponential backoff: spreads retries of many tablets after an outage. */
export function backoffDelay(attempt: number, random: () => number): number {
  const cap = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(cap / 2 + (random() * cap) / 2);
}

/** A push stopped on a reply worth retrying later (5xx, 429, network). */
class RetryLater extends Error {}

const key = (collection: string, rowId: string) => `${collection}\u0000${rowId}`;

/**
 * Pushes the outbox in order through /api/batch and pulls what changed on the server. All state lives
 * in the instance (one per signed-in user), none at module level.
 */
export class SyncEngine {
  private readonly db: LocalDb;
  private readonly api: ApiClient;
  private readonly userId: string;
  private readonly locks: LeaderLock;
  private readonly env: SyncEnvironment;
  private readonly stopController = new AbortController();
  private readonly listeners = new Set<() => void>();
  private status: EngineStatus = {
    leader: false,
    syncing: false,
    unreachable: false,
    retryAt: null,
    lastError: null,
  };
  private running: Promise<void> | null = null;
  private again = false;
  /** Versions our push replies put locally since the last complete pull (key → version). */
  private readonly pushed = new Map<string, number>();
  /** After a failure, only the backoff timer, a wake-up or the user may start the next round. */
  private backingOff = false;
  private attempt = 0;
  private timer: unknown = null;
  private unsubscribers: Array<() => void> = [];

  constructor(options: SyncEngineOptions) {
    this.db = options.db;
    this.api = options.api;
    this.userId = options.userId;
    this.locks = options.locks;
    this.env = options.env ?? browserEnvironment;
  }

  getStatus = (): EngineStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setStatus(patch: Partial<EngineStatus>) {
    this.status = { ...this.status, ...patch };
    this.listeners.forEach((l) => l());
  }

  /** Competes for leadership; once leader, syncs now and whenever something changes. */
  start(): void {
    const signal = this.stopController.signal;
    void this.locks
      .hold(`backhouse-sync-${this.userId}`, signal, () => {
        if (signal.aborted) return;
        this.setStatus({ leader: true });
        this.unsubscribers.push(this.env.onWake(() => this.kick('wake')));
        // Any tab may queue a change; the leader hears of it through the shared database. Only new
        // or re-queued entries count: the push's own bookkeeping must not start another round.
        let seen = '';
        // One transaction for both reads: it runs again at every change of the outbox.
        const pending: Subscription = liveQuery(() =>
          this.db.transaction('r', this.db.outbox, async () => {
            const count = await this.db.outbox.where('status').equals('pending').count();
            const last = await this.db.outbox.orderBy('seq').last();
            return `${count}:${last?.seq ?? 0}`;
          }),
        ).subscribe({
          next: (signature) => {
            const grew = signature !== seen && !signature.startsWith('0:');
            seen = signature;
            if (grew) this.kick('change');
          },
          error: (error: unknown) => console.warn('[sync] outbox watch failed', error),
        });
        this.unsubscribers.push(() => pending.unsubscribe());
        this.kick('wake');
      })
      .catch((error: unknown) => console.warn('[sync] leader lock failed', error));
  }

  /** Stops syncing and lets another tab lead. The outbox stays as it is. */
  async stop(): Promise<void> {
    this.stopController.abort();
    this.unsubscribers.forEach((u) => u());
    this.unsubscribers = [];
    if (this.timer !== null) this.env.clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    this.setStatus({ leader: false, syncing: false });
  }

  get stopped(): boolean {
    return this.stopController.signal.aborted;
  }

  /**
   * Asks for a sync round. Repeated kicks while one runs fold into one more round. A queued change
   * does not cut a backoff short (a failing server must not be hammered); coming back online, focus,
   * the backoff timer and the user's "sync now" do.
   */
  kick(reason: 'change' | 'wake' | 'manual' = 'manual'): void {
    if (!this.status.leader || this.stopped) return;
    if (reason === 'change' && this.backingOff) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer !== null) this.env.clearTimeout(this.timer);
    this.timer = null;
    this.backingOff = false;
    this.running = this.cycle().finally(() => {
      this.running = null;
      // A kick that came after the round's last check (while it noted the time, say) folded into
      // a round that no longer looks: without this its change would wait for the next pull. A
      // round that failed is backing off, and only the timer or a wake-up ends that.
      if (this.again && !this.backingOff) this.kick('wake');
    });
  }

  /** Runs a sync round now and waits for it (used by "Sync now" and by tests). */
  async syncNow(): Promise<void> {
    if (!this.status.leader) return;
    if (this.running) {
      this.again = true;
      await this.running;
      // The round asked for may be the one that round started as it ended.
      await this.running;
      return;
    }
    this.kick();
    await this.running;
  }

  /**
   * Brings this device up to date before work that takes the local store as the truth, such as an
   * import preview resolving the names in a sheet (a category made on another device a moment ago
   * must be known). Runs a round now when this tab leads and the browser is online, and waits for it
   * at most `timeoutMs`: a slow network must not hold the user. Resolves whether the round
   * completed; when it did not, the caller goes on with what the device has. In a tab that does not
   * lead, the leading tab keeps the shared store up to date and this resolves false at once.
   */
  async catchUp(timeoutMs = CATCH_UP_TIMEOUT_MS): Promise<boolean> {
    if (!this.status.leader || this.stopped || !this.env.isOnline()) return false;
    let timer: unknown = null;
    const late = new Promise<false>((resolve) => {
      timer = this.env.setTimeout(() => resolve(false), timeoutMs);
    });
    const round = this.syncNow().then(() => this.status.lastError === null);
    try {
      return await Promise.race([round, late]);
    } finally {
      this.env.clearTimeout(timer);
    }
  }

  private async cycle(): Promise<void> {
    this.setStatus({ syncing: true });
    try {
      do {
        this.again = false;
        if (!this.env.isOnline()) throw new RetryLater('offline');
        await this.push();
        await this.pull();
      } while (this.again && !this.stopped);
      this.attempt = 0;
      await this.db.sync_state.put({ key: 'lastSyncedAt', value: this.env.now().toISOString() });
      this.setStatus({ syncing: false, unreachable: false, retryAt: null, lastError: null });
      this.schedule(PULL_INTERVAL_MS);
    } catch (error) {
      const retryable =
        error instanceof RetryLater || (error instanceof ApiError && error.retryable);
      if (error instanceof ApiError && error.status === 401) {
        // The API client has signed the user out; the runtime stops this engine. No round follows.
        this.again = false;
        this.setStatus({ syncing: false, lastError: error.message });
        return;
      }
      this.attempt += 1;
      this.backingOff = true;
      const noReply = error instanceof ApiError && error.kind !== 'http' && this.env.isOnline();
      const delay = !retryable
        ? BACKOFF_MAX_MS
        : noReply
          ? Math.min(backoffDelay(this.attempt, this.env.random), NO_REPLY_RETRY_MAX_MS)
          : backoffDelay(this.attempt, this.env.random);
      if (!(error instanceof RetryLater) && !(error instanceof ApiError)) {
        console.warn('[sync] round failed', error);
      }
      this.setStatus({
        syncing: false,
        unreachable:
          error instanceof RetryLater || (error instanceof ApiError && error.kind !== 'http'),
        retryAt: new Date(this.env.now().getTime() + delay).toISOString(),
        lastError: error instanceof Error ? error.message : String(error),
      });
      this.schedule(delay);
    }
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer !== null) this.env.clearTimeout(this.timer);
    this.timer = this.env.setTimeout(() => {
      this.timer = null;
      this.kick();
    }, ms);
  }

  private async nextPending(): Promise<OutboxEntry[]> {
    return this.db.outbox
      .orderBy('seq')
      .filter((e) => e.status === 'pending' && e.userId === this.userId)
      .limit(PUSH_BATCH_SIZE)
      .toArray();
  }

  /** Sends queued changes in order until none is left or a reply says "later". */
  async push(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const entries = await this.nextPending();
      if (entries.length === 0) return;
      // Uploads and imports (a file, thousands of rows) go alone; everything before one goes first,
      // in one batch.
      const alone = entries.findIndex(goesAlone);
      if (alone === 0) {
        await this.sendAlone(entries[0]!);
        continue;
      }
      const batch = alone > 0 ? entries.slice(0, alone) : entries;
      const calls: BatchCall[] = batch.map((e) => ({
        method: e.method,
        path: e.path,
        body: e.body,
        idempotency_key: e.idempotencyKey,
      }));
      await this.markAttempt(batch);
      // Gzipped when large: a day's changes go up in a tenth of the bytes on a weak line.
      const reply = await callServer(
        this.api,
        syncCalls.batch,
        { body: { calls } },
        { compress: true },
      );
      // Settle every reply up to the first that says "later", all in one transaction: one commit per
      // batch instead of one per change.
      let settled = 0;
      let stop: Error | null = null;
      for (; settled < batch.length; settled++) {
        const answer = reply.replies[settled];
        stop = answer
          ? haltOf(answer.status, answer.body)
          : new RetryLater('batch reply was short');
        if (stop) break;
      }
      await this.settle(batch.slice(0, settled), reply.replies.slice(0, settled));
      if (stop) throw stop;
    }
  }

  private async markAttempt(entries: readonly OutboxEntry[]): Promise<void> {
    const stamp = this.env.now().toISOString();
    await this.db.outbox.bulkUpdate(
      entries.map((e) => ({
        key: e.seq!,
        changes: { attempts: e.attempts + 1, lastAttemptAt: stamp },
      })),
    );
  }

  /**
   * Sends one queued call on its own, with its idempotency key like any other write: a file as
   * multipart, an import as its JSON body.
   */
  private async sendAlone(entry: OutboxEntry): Promise<void> {
    await this.markAttempt([entry]);
    let payload: unknown = entry.body;
    if (entry.op === 'upload') {
      const form = new FormData();
      if (entry.file) form.append(entry.file.field, entry.file.blob, entry.file.name);
      payload = form;
    }
    let answer: { status: number; body?: unknown };
    try {
      const row = await this.api.post<unknown>(entry.path, payload, {
        headers: { 'Idempotency-Key': entry.idempotencyKey },
      });
      answer = { status: 200, body: row };
    } catch (error) {
      if (!(error instanceof ApiError && error.kind === 'http')) throw error;
      answer = { status: error.status as number, body: error.data };
    }
    const stop = haltOf(answer.status, answer.body);
    if (stop) throw stop;
    await this.settle([entry], [answer]);
  }

  /** Applies replies to their outbox entries and local rows, in queue order, in one transaction. */
  private async settle(
    entries: readonly OutboxEntry[],
    answers: readonly { status: number; body?: unknown }[],
  ): Promise<void> {
    if (entries.length === 0) return;
    const collections = [...new Set(entries.map((e) => e.collection))];
    const tables = collections.map((c) => this.db.rows(c));
    await this.db.transaction('rw', [...tables, this.db.outbox], async () => {
      const queue = await this.db.outbox.toArray();
      const bySeq = new Map(queue.map((e) => [e.seq!, e]));
      // Queued seqs per row: "does a later change touch this row?" without a query per reply.
      const seqsOfRow = new Map<string, number[]>();
      for (const e of queue) {
        for (const rowId of [e.rowId, ...(e.rowIds ?? [])]) {
          const list = seqsOfRow.get(key(e.collection, rowId)) ?? [];
          list.push(e.seq!);
          seqsOfRow.set(key(e.collection, rowId), list);
        }
      }
      const laterTouching = (entry: OutboxEntry, rowId: string) =>
        (seqsOfRow.get(key(entry.collection, rowId)) ?? []).filter((seq) => seq > entry.seq!)
          .length;
      for (const [i, entry] of entries.entries()) {
        const fresh = bySeq.get(entry.seq!);
        // Discarded or resolved meanwhile from another tab: that decision stands.
        if (!fresh || fresh.status !== 'pending' || fresh.idempotencyKey !== entry.idempotencyKey) {
          continue;
        }
        await this.settleOne(entry, answers[i]!, (rowId) => laterTouching(entry, rowId));
      }
    });
  }

  /** Applies one reply; runs inside `settle`'s transaction. */
  private async settleOne(
    entry: OutboxEntry,
    { status, body }: { status: number; body?: unknown },
    laterTouching: (rowId: string) => number,
  ): Promise<void> {
    const table = this.db.rows(entry.collection);
    const later = laterTouching(entry.rowId);
    if (status >= 200 && status < 300) {
      await this.db.outbox.delete(entry.seq!);
      if (entry.op === 'delete') {
        if (later > 0) return;
        if (!keepsTombstones.has(entry.collection)) await table.delete(entry.rowId);
        else if (isRow(body)) await table.put(body);
        return;
      }
      // A row the server made under another id (a setting) replaces the local stand-in.
      if (isRow(body) && body.id !== entry.rowId && later === 0) await table.delete(entry.rowId);
      const written = rowsOf(body);
      for (const row of written) {
        // A row with later queued changes already shows them; the last reply brings it.
        if (laterTouching(row.id) > 0) continue;
        await table.put(row);
        this.pushed.set(key(entry.collection, row.id), row.version);
      }
      if (entry.op === 'import') await this.settleImport(entry, body, written, laterTouching);
      return;
    }

    const error = errorOf(status, body);
    if (status === 409 && error.code === 'VERSION_CONFLICT' && isRow(current(body))) {
      const server = current(body)!;
      if (entry.op === 'delete') {
        await this.db.outbox.update(entry.seq!, {
          status: 'conflict',
          conflict: { server, fields: [] },
          error,
        });
        return;
      }
      if (entry.op === 'update' && entry.before && entry.body) {
        const { version: _v, ...mine } = entry.body;
        const merged = mergeChange(entry.before, mine, server);
        if (merged.kind === 'conflict') {
          await this.db.outbox.update(entry.seq!, {
            status: 'conflict',
            conflict: { server, fields: merged.fields },
            error,
          });
          return;
        }
        if (Object.keys(merged.changes).length === 0) {
          await this.db.outbox.delete(entry.seq!);
          if (later === 0) await table.put(server);
          return;
        }
        await this.db.outbox.update(entry.seq!, {
          body: { ...merged.changes, version: server.version },
          before: server,
          idempotencyKey: uuidv7(),
        });
        if (later === 0) {
          await table.put({ ...server, ...merged.changes, version: server.version + 1 });
        }
        this.again = true;
        return;
      }
    }
    await this.db.outbox.update(entry.seq!, { status: 'failed', error });
  }

  /**
   * The rest of an import's reply, after the rows it wrote were put: a row it left as it was goes
   * back to what the server has, and the rows it refused stay on this device as a failed change
   * of their own (with a new idempotency key, so "retry" really sends them again).
   */
  private async settleImport(
    entry: OutboxEntry,
    body: unknown,
    written: readonly LocalRow[],
    laterTouching: (rowId: string) => number,
  ): Promise<void> {
    const table = this.db.rows(entry.collection);
    const refusals = importRefusals(body);
    const calls = ((entry.body?.rows ?? []) as Record<string, unknown>[]).filter(
      (c) => typeof c.id === 'string',
    );
    const wrote = new Set(written.map((r) => r.id));
    const refused = calls.filter((c) => refusals.has(c.row_number as number));
    const refusedIds = new Set(refused.map((c) => c.id as string));
    for (const { id } of calls as { id: string }[]) {
      if (wrote.has(id) || refusedIds.has(id) || laterTouching(id) > 0) continue;
      const before = entry.beforeRows?.[id] as LocalRow | undefined;
      if (before) await table.put(before);
      else await table.delete(id);
    }
    if (refused.length === 0) return;
    const [first, ...rest] = [...refusedIds];
    const fields = Object.fromEntries(
      refused.flatMap((c) =>
        Object.entries(refusals.get(c.row_number as number) ?? {}).map(([field, message]) => [
          `${String(c.row_number)}.${field}`,
          message,
        ]),
      ),
    );
    const { seq: _seq, ...sent } = entry;
    await this.db.outbox.add({
      ...sent,
      id: uuidv7(),
      rowId: first!,
      rowIds: rest,
      body: { rows: refused },
      beforeRows: Object.fromEntries(
        Object.entries(entry.beforeRows ?? {}).filter(([id]) => refusedIds.has(id)),
      ),
      idempotencyKey: uuidv7(),
      status: 'failed',
      error: {
        status: 422,
        code: 'VALIDATION',
        message: `${refused.length} of the imported rows were refused`,
        fields,
      },
    });
  }

  /** Brings in every change since the last pull, page by page. */
  async pull(): Promise<void> {
    const fetchPage = (since: number) =>
      callServer(this.api, syncCalls.pull, { query: { since, limit: PULL_PAGE_SIZE } });
    let since = Number((await this.db.sync_state.get('cursor'))?.value ?? 0);
    let next = fetchPage(since);
    for (;;) {
      const page = await next;
      if (this.stopped) return;
      // The next page travels while this one is written: the cursor is only saved with the rows it
      // covers, so a page fetched ahead and never written is simply fetched again next time.
      if (page.more) {
        next = fetchPage(page.cursor);
        next.catch(() => undefined); // a failure surfaces when awaited, not as an unhandled rejection
      }
      // The page is written holding only the stores it changes. Held over every collection, each
      // round (online, one after every change sent: each count entry) held up every read and write
      // of the store until it ended, also when it brought nothing; then nothing is written at all.
      const touched = new Set(page.changes.map((change) => change.collection));
      const tables = localCollections.filter((c) => touched.has(c)).map((c) => this.db.rows(c));
      const moved = page.cursor !== since;
      since = page.cursor;
      if (tables.length > 0 || moved) await this.writePage(page, tables);
      if (!page.more) {
        // The server's changes up to now are in: the versions our pushes put are no longer ahead.
        this.pushed.clear();
        return;
      }
    }
  }

  /** Writes one pulled page and its cursor, in one transaction over the stores it changes. */
  private async writePage(page: PullReply, tables: Table<LocalRow, string>[]): Promise<void> {
    await this.db.transaction('rw', [...tables, this.db.outbox, this.db.sync_state], async () => {
      const entries = await this.db.outbox.toArray();
      const queued = new Set(
        entries.flatMap((e) => [e.rowId, ...(e.rowIds ?? [])].map((id) => key(e.collection, id))),
      );
      const skipped = new Map<string, LocalRow>();
      const byCollection = new Map<string, LocalRow[]>();
      for (const change of page.changes) {
        if (!(localCollections as readonly string[]).includes(change.collection)) continue;
        if (!isRow(change.row)) continue;
        if (queued.has(key(change.collection, change.row.id))) {
          skipped.set(key(change.collection, change.row.id), change.row);
          continue;
        }
        const list = byCollection.get(change.collection) ?? [];
        list.push(change.row);
        byCollection.set(change.collection, list);
      }
      for (const [collection, rows] of byCollection) {
        const table = this.db.rows(collection);
        // A reply to our own push may already hold a newer version than this page: keep the newer.
        const fresh = rows.filter(
          (r) => (this.pushed.get(key(collection, r.id)) ?? 0) <= r.version,
        );
        const tombstones = keepsTombstones.has(collection);
        const gone = fresh.filter((r) => r.deleted_at !== null && !tombstones).map((r) => r.id);
        const live = fresh.filter((r) => r.deleted_at === null || tombstones);
        if (live.length) await table.bulkPut(live);
        if (gone.length) await table.bulkDelete(gone);
      }
      if (skipped.size) await rememberSkipped(this.db, entries, skipped);
      await this.db.sync_state.put({ key: 'cursor', value: page.cursor });
    });
  }
}

/**
 * The cursor moves past rows a pull kept as the user changed them: the server's row is kept on each
 * queued change that touches it, for a discard to put back (see `createOutboxActions`).
 */
async function rememberSkipped(
  db: LocalDb,
  entries: readonly OutboxEntry[],
  skipped: ReadonlyMap<string, LocalRow>,
): Promise<void> {
  for (const entry of entries) {
    const rows = [entry.rowId, ...(entry.rowIds ?? [])].flatMap((id) => {
      const row = skipped.get(key(entry.collection, id));
      return row ? [[id, row] as const] : [];
    });
    if (rows.length) {
      await db.outbox.update(entry.seq!, { seen: { ...entry.seen, ...Object.fromEntries(rows) } });
    }
  }
}

function isRow(value: unknown): value is LocalRow {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { version?: unknown }).version === 'number'
  );
}

/** The rows a reply carries: one row, or `{ data: rows }` of a bulk call. */
function rowsOf(body: unknown): LocalRow[] {
  if (isRow(body)) return [body];
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data.filter(isRow) : [];
}

/** Uploads and imports are sent on their own, not inside a batch. */
const goesAlone = (entry: OutboxEntry) => entry.op === 'upload' || entry.op === 'import';

/** What an import's reply says it refused: messages by field, by row number. */
function importRefusals(body: unknown): Map<number, Record<string, string>> {
  const errors = (body as { errors?: unknown } | null)?.errors;
  const refusals = new Map<number, Record<string, string>>();
  if (!Array.isArray(errors)) return refusals;
  for (const e of errors as { row_number?: unknown; fields?: unknown }[]) {
    if (typeof e?.row_number !== 'number') continue;
    const fields = typeof e.fields === 'object' && e.fields !== null ? e.fields : {};
    refusals.set(e.row_number, fields as Record<string, string>);
  }
  return refusals;
}

/** A reply that stops the push: worth retrying later (5xx, 429, none), or the session ended. */
function haltOf(status: number, body: unknown): Error | null {
  // Later calls of the batch may have run, but their idempotency keys make resending them safe, and
  // order is kept because nothing after this reply is settled now.
  if (status === 0 || status === 429 || status >= 500) {
    return new RetryLater(`server answered ${status}`);
  }
  if (status === 401) return new ApiError('http', 401, 'Unauthorized', body);
  return null;
}

function current(body: unknown): LocalRow | undefined {
  const c = (body as { error?: { current?: unknown } } | undefined)?.error?.current;
  return isRow(c) ? c : undefined;
}

function errorOf(status: number, body: unknown) {
  const e = (
    body as { error?: { code?: string; message?: string; fields?: Record<string, string> } }
  )?.error;
  return {
    status,
    code: e?.code ?? null,
    message: e?.message ?? `HTTP ${status}`,
    ...(e?.fields ? { fields: e.fields } : {}),
  };
}
