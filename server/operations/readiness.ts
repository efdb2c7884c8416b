import type { ReadyReply } from '@contract/health';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import { migrationsCurrent } from '../db/migrate';
import type { SchedulerName } from './metrics';

/** A database that does not answer within this is as good as unreachable to a load balancer. */
const DATABASE_TIMEOUT_MS = 2_000;

/**
 * Whether this copy of the server should get requests (`GET /api/ready`): its database answers,
 * its schema is this release's, the periodic jobs it runs are running, and it is not stopping.
 */
export interface Readiness {
  /** From now on the copy answers 503: a stop has begun (SIGTERM), requests in hand still finish. */
  markStopping(): void;
  /** Whether a stop has begun. */
  readonly stopping: boolean;
  /** A periodic job this copy runs: ready only while `running()` holds. */
  watch(name: SchedulerName, running: () => boolean): void;
  check(): Promise<{ ready: boolean; reply: ReadyReply }>;
}

async function answersInTime(database: DatabaseHandle): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  const answered = sql`select 1`.execute(database.db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function createReadiness(database: DatabaseHandle): Readiness {
  let stopping = false;
  // Migrations only ever move forward: once this release's have all run, they stay run.
  let migrated = false;
  const jobs = new Map<SchedulerName, () => boolean>();
  return {
    markStopping() {
      stopping = true;
    },
    get stopping() {
      return stopping;
    },
    watch(name, running) {
      jobs.set(name, running);
    },
    async check() {
      const reachable = await answersInTime(database);
      if (reachable && !migrated) migrated = await migrationsCurrent(database).catch(() => false);
      const checks: ReadyReply['checks'] = {
        database: reachable ? 'ok' : 'failed',
        migrations: migrated ? 'ok' : 'failed',
      };
      for (const [name, running] of jobs) checks[name] = running() ? 'ok' : 'failed';
      const healthy = Object.values(checks).every((state) => state === 'ok');
      const status = stopping ? 'stopping' : healthy ? 'ready' : 'not_ready';
      return { ready: status === 'ready', reply: { status, checks } };
    },
  };
}
