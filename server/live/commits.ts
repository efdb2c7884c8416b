import { sql, type QueryExecutorProvider } from 'kysely';
import type PgModule from 'pg';

/**
 * What a committed transaction tells the live channel (issue 26): whose, what kind, and where. It
 * names no row and no value: listeners only learn that they should ask again.
 */
export interface Commit {
  customerId: string;
  /** `changes`: it appended to the change log (a pull brings it); `sales`: the tills' sales. */
  kind: 'changes' | 'sales';
  /** The locations it touched (null for business-wide rows), or null: too many to name, all hear. */
  locations: (string | null)[] | null;
}

export interface CommitListener {
  commit(commit: Commit): void;
  /** Commits may have gone unheard (the PostgreSQL connection dropped): every business should ask. */
  missed(): void;
}

/**
 * The database's word that a transaction committed, heard by every copy of the server on it: on
 * SQLite only this process writes, so it is said in process after the commit; on PostgreSQL a
 * NOTIFY queued inside the transaction is delivered at its commit (never for a rollback) to every
 * copy's LISTEN connection, this one's included.
 */
export interface CommitFeed {
  /** Inside the transaction, after its writes (PostgreSQL: queues the NOTIFY). */
  inTransaction(trx: QueryExecutorProvider, commit: Commit): Promise<void>;
  /** After the transaction committed (SQLite: tells the listeners). */
  committed(commit: Commit): void;
  /** Settles once every commit from then on will be heard; returns an unsubscribe. */
  subscribe(listener: CommitListener): Promise<() => void>;
  close(): Promise<void>;
}

/** The NOTIFY channel. */
const CHANNEL = 'backhouse_live';
/** More locations than this are sent as "all": a NOTIFY payload must stay under 8000 bytes. */
const MAX_NAMED_LOCATIONS = 100;
const RECONNECT_BASE_MS = 500;
const RECONNECT_MAX_MS = 30_000;

function tell(listeners: Iterable<CommitListener>, hear: (listener: CommitListener) => void) {
  for (const listener of listeners) {
    // A listener's failure must never reach the write that committed.
    try {
      hear(listener);
    } catch (error) {
      console.warn('[live] a commit listener failed', error);
    }
  }
}

/** SQLite: one process writes, so what it commits is told in process. */
export function localCommitFeed(): CommitFeed {
  const listeners = new Set<CommitListener>();
  return {
    inTransaction: async () => {},
    committed: (commit) => tell(listeners, (l) => l.commit(commit)),
    subscribe: async (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => listeners.clear(),
  };
}

const payloadOf = (commit: Commit): string =>
  JSON.stringify({
    c: commit.customerId,
    k: commit.kind,
    l: commit.locations && commit.locations.length <= MAX_NAMED_LOCATIONS ? commit.locations : null,
  });

function commitOf(payload: string | undefined): Commit | null {
  try {
    const { c, k, l } = JSON.parse(payload ?? '') as { c: unknown; k: unknown; l: unknown };
    if (typeof c !== 'string' || (k !== 'changes' && k !== 'sales')) return null;
    return {
      customerId: c,
      kind: k,
      locations: Array.isArray(l) ? (l as (string | null)[]) : null,
    };
  } catch {
    return null;
  }
}

/**
 * PostgreSQL: NOTIFY in the transaction, one LISTEN connection per copy of the server, opened by
 * the first subscriber (a database nobody listens on keeps no extra connection; a test template
 * can be cloned) and opened again, with backoff, when it drops; listeners then hear `missed`.
 */
export function postgresCommitFeed(connectionString: string, pg: typeof PgModule): CommitFeed {
  const listeners = new Set<CommitListener>();
  let client: PgModule.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let closed = false;

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      const lost = (error?: Error) => {
        if (client !== next) return;
        client = null;
        next.removeAllListeners('notification');
        void next.end().catch(() => undefined);
        if (error) console.warn(`[live] LISTEN connection lost: ${error.message}`);
        reconnect();
      };
      next.on('error', lost);
      next.on('end', () => lost());
      next.on('notification', (message) => {
        const commit = commitOf(message.payload);
        if (commit) tell(listeners, (l) => l.commit(commit));
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${CHANNEL}`);
      } catch (error) {
        void next.end().catch(() => undefined);
        throw error;
      }
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      attempt = 0;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const reconnect = () => {
    if (closed || retry) return;
    attempt += 1;
    const cap = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** (attempt - 1));
    retry = setTimeout(
      () => {
        retry = null;
        connect().then(
          // Whatever committed while nobody listened went unheard: everyone asks once.
          () => tell(listeners, (l) => l.missed()),
          (error: unknown) => {
            console.warn(`[live] LISTEN failed: ${(error as Error).message}`);
            reconnect();
          },
        );
      },
      cap / 2 + (Math.random() * cap) / 2,
    );
    retry.unref();
  };

  return {
    inTransaction: async (trx, commit) => {
      await sql`select pg_notify(${CHANNEL}, ${payloadOf(commit)})`.execute(trx);
    },
    committed: () => {},
    subscribe: async (listener) => {
      listeners.add(listener);
      // Down at first: the stream still opens, and hears `missed` once the connection is back.
      if (!client && !retry) await connect().catch(() => reconnect());
      return () => listeners.delete(listener);
    },
    close: async () => {
      closed = true;
      listeners.clear();
      if (retry) clearTimeout(retry);
      await connecting?.catch(() => undefined);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
