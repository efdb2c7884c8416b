import type { DatabaseHandle } from '../../db/database';
import type { Metrics } from '../../operations/metrics';
import { DailySyncRunner, type DailySyncOptions, type SyncLog } from './runner';

/** How often the nightly run looks for closed days and due retries. */
export const TICK_INTERVAL_MS = 60_000;

export interface DailySyncScheduler {
  /** Whether its timer runs: started and not stopped (readiness watches it). */
  readonly running: boolean;
  /**
   * Stops the timer and waits for the run in progress: the deliveries being sent finish, those
   * claimed but not started are given back for another copy to send.
   */
  stop(): Promise<void>;
}

/**
 * The nightly run inside the server process: a timer every minute calls the runner's `tick`, one
 * at a time (a slow run is never overlapped by the next). Every server process may run one: the
 * runner claims each delivery before sending it. A failure is logged and the next tick goes on.
 */
export function startDailySyncScheduler(
  database: DatabaseHandle,
  options: DailySyncOptions & { log: SyncLog; intervalMs?: number; metrics?: Metrics },
): DailySyncScheduler {
  const runner = new DailySyncRunner(database, options);
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runner
      .tick()
      .then(
        () => options.metrics?.schedulerRun('daily_sync', false),
        (error: unknown) => {
          options.metrics?.schedulerRun('daily_sync', true);
          options.log.error({ err: error }, 'daily sync: the run failed');
        },
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? TICK_INTERVAL_MS);
  // The timer alone must not keep a process alive that has nothing else to do.
  timer.unref();
  tick();
  return {
    get running() {
      return !stopped;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await runner.close();
      await running;
    },
  };
}
