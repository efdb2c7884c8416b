import { randomUUID } from 'node:crypto';
import { businessDayClock } from '@contract/businessDay';
import { dailySyncHeaders, type DailySyncDelivery, type DailySyncKind } from '@contract/dailySync';
import type { DatabaseHandle } from '../../db/database';
import { loadInvoiceLocations } from '../references';
import {
  covers,
  readSyncConfig,
  syncLocations,
  type SyncConfig,
  type SyncLocation,
} from './config';
import {
  claimDue,
  ensureDeliveries,
  recordAttempt,
  releaseClaim,
  type AttemptOutcome,
  type DeliveryRow,
} from './deliveries';
import { DELIVERY_TIMEOUT_MS, nextAttemptAfter, nightlyDates } from './schedule';
import { openWebhookSecret, secretKeys, type SecretKeys } from './secret';
import { signedHeaders } from './signing';
import { dayScope, readSummary } from './summaries';
import { postDelivery, type ResolveHost } from './webhook';

/** Where the sync writes what it did: fastify's logger or anything shaped like it. */
export interface SyncLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface DailySyncOptions {
  /** The clock (epoch milliseconds): tests move time on without waiting. */
  now?: () => number;
  /** How long a receiver has to answer. */
  timeoutMs?: number;
  /** Whether receivers may be at private or local addresses (tests, a closed network). */
  privateAddresses?: boolean;
  /** Deliveries sent at once. */
  concurrency?: number;
  /** `PAYMENT_CREDENTIALS_KEY`, which seals the webhook secrets (else the database-kept key). */
  secretKey?: Buffer | null;
  /** Resolves receivers' host names (the system's resolver unless a test gives one). */
  resolveHost?: ResolveHost;
  log?: SyncLog;
}

export interface SendCounts {
  sent: number;
  failed: number;
}

/** What one round of sending reads once per business. */
interface Round {
  config(customerId: string): Promise<SyncConfig>;
  locations(customerId: string): Promise<SyncLocation[]>;
}

const silent: SyncLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** Deliveries claimed per round: a round's claims are all sent long before their lease ends. */
const CLAIM_BATCH = 20;

/**
 * Sends the daily summaries. `tick` is the nightly run (the scheduler calls it every minute): it
 * makes the deliveries of every day that has just closed and sends whatever is due. `send` sends
 * chosen deliveries now (a re-run). Each delivery is claimed before it is sent, so several server
 * processes on one database never send the same one at the same time. A failed attempt is recorded
 * on its delivery, one business's trouble is logged without holding up the others, and only a
 * database that cannot be read at all rejects to the caller (the scheduler logs it and goes on).
 */
export class DailySyncRunner {
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private readonly privateAddresses: boolean;
  private readonly concurrency: number;
  private readonly resolveHost: ResolveHost | undefined;
  private readonly secretKey: Buffer | null;
  private keys: Promise<SecretKeys> | null = null;
  private readonly log: SyncLog;
  /**
   * Aborted when the server stops: no new attempt starts, the ones in flight finish (their timeout
   * bounds them), and deliveries claimed but not started are given back.
   */
  private readonly stopping = new AbortController();
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly database: DatabaseHandle,
    options: DailySyncOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
    this.privateAddresses = options.privateAddresses ?? false;
    this.concurrency = options.concurrency ?? 4;
    this.resolveHost = options.resolveHost;
    this.secretKey = options.secretKey ?? null;
    this.log = options.log ?? silent;
  }

  /** The nightly run: the days that just closed get their deliveries, then every due one is sent. */
  async tick(): Promise<SendCounts> {
    return this.track(async () => {
      await this.makeNightlyDeliveries();
      return this.sendClaimed({});
    });
  }

  /** Sends the given deliveries now, those no other sender holds. */
  async send(ids: readonly string[]): Promise<SendCounts> {
    return this.track(() => this.sendClaimed({ ids }));
  }

  /** Stops after the attempts in flight, which are awaited; unstarted claims are released. */
  async close(): Promise<void> {
    this.stopping.abort();
    await Promise.allSettled([...this.inFlight]);
  }

  private track<T>(work: () => Promise<T>): Promise<T> {
    const promise = work();
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => undefined);
    return promise;
  }

  private async makeNightlyDeliveries(): Promise<void> {
    const { db } = this.database;
    const enabled = await db
      .selectFrom('daily_sync_configs')
      .select('customer_id')
      .where('enabled', '=', 1)
      .execute();
    for (const { customer_id: customerId } of enabled) {
      if (this.stopping.signal.aborted) return;
      try {
        const config = await readSyncConfig(db, customerId);
        if (!config.enabledSince) continue;
        const since = Date.parse(config.enabledSince);
        const locations = (await syncLocations(db, customerId)).filter((l) => covers(config, l));
        const rules = await loadInvoiceLocations(
          db,
          customerId,
          locations.map((l) => l.id),
        );
        for (const location of locations) {
          const clock = businessDayClock(rules.get(location.id) ?? {});
          const dates = nightlyDates(clock, since, this.now());
          const made = await ensureDeliveries(db, customerId, location.id, dates, this.now());
          if (made > 0) {
            this.log.info({ customerId, locationId: location.id, made }, 'daily sync: days queued');
          }
        }
      } catch (error) {
        // One business's trouble must not keep the others' summaries from going out.
        this.log.error({ err: error, customerId }, 'daily sync: could not queue the closed days');
      }
    }
  }

  /**
   * Claims and sends in rounds until nothing claimable is left. A delivery leaves the claimable ones
   * with its attempt (sent, or due again only later), so the rounds end.
   */
  private async sendClaimed(filter: { ids?: readonly string[] }): Promise<SendCounts> {
    const counts: SendCounts = { sent: 0, failed: 0 };
    const token = randomUUID();
    for (;;) {
      if (this.stopping.signal.aborted) return counts;
      const claimed = await claimDue(this.database.db, token, this.now(), {
        ...filter,
        limit: CLAIM_BATCH,
      });
      if (claimed.length === 0) return counts;
      const round = this.roundContext();
      const queue = [...claimed];
      const worker = async () => {
        while (!this.stopping.signal.aborted) {
          const next = queue.shift();
          if (!next) return;
          const ok = await this.attempt(next, token, round);
          if (ok === true) counts.sent += 1;
          else if (ok === false) counts.failed += 1;
        }
      };
      await Promise.all(Array.from({ length: this.concurrency }, worker));
      // Stopping: what was claimed but not started goes back now, not when its lease runs out,
      // so another copy sends it at its next tick.
      await Promise.all(
        queue.map((delivery) =>
          releaseClaim(this.database.db, delivery.id, token).catch(() => undefined),
        ),
      );
    }
  }

  /** Settings and locations of each business, read once per round. */
  private roundContext(): Round {
    const { db } = this.database;
    const memo = <T>(read: (customerId: string) => Promise<T>) => {
      const seen = new Map<string, Promise<T>>();
      return (customerId: string) => {
        let value = seen.get(customerId);
        if (!value) {
          value = read(customerId);
          seen.set(customerId, value);
        }
        return value;
      };
    };
    return {
      config: memo((customerId) => readSyncConfig(db, customerId)),
      locations: memo((customerId) => syncLocations(db, customerId)),
    };
  }

  /** One attempt of a claimed delivery: true sent, false failed, null abandoned (stopping). */
  private async attempt(
    delivery: DeliveryRow,
    token: string,
    round: Round,
  ): Promise<boolean | null> {
    const { db } = this.database;
    let outcome: AttemptOutcome;
    try {
      outcome = await this.deliver(delivery, round);
    } catch (error) {
      if (this.stopping.signal.aborted) {
        await releaseClaim(db, delivery.id, token).catch(() => undefined);
        return null;
      }
      this.log.error({ err: error, deliveryId: delivery.id }, 'daily sync: delivery failed');
      outcome = this.failure(delivery, 'internal', null, 'The summary could not be prepared');
    }
    try {
      await recordAttempt(db, delivery, token, outcome, this.now());
    } catch (error) {
      // The claim lapses by itself and another round tries again.
      this.log.error({ err: error, deliveryId: delivery.id }, 'daily sync: attempt not recorded');
      return null;
    }
    if (!outcome.ok) {
      this.log.warn(
        { deliveryId: delivery.id, kind: outcome.kind, statusCode: outcome.statusCode },
        `daily sync: delivery failed: ${outcome.detail}`,
      );
    }
    return outcome.ok;
  }

  private failure(
    delivery: DeliveryRow,
    kind: Exclude<AttemptOutcome, { ok: true }>['kind'],
    statusCode: number | null,
    detail: string,
    retry = true,
  ): AttemptOutcome {
    const retryAt = retry ? nextAttemptAfter(Number(delivery.failures) + 1, this.now()) : null;
    return { ok: false, kind, statusCode, detail, retryAt };
  }

  private async deliver(delivery: DeliveryRow, round: Round): Promise<AttemptOutcome> {
    const { db } = this.database;
    const kind = delivery.kind as DailySyncKind;
    const config = await round.config(delivery.customer_id);
    const locations = await round.locations(delivery.customer_id);
    const location = locations.find((l) => l.id === delivery.location_id);
    const scope = location
      ? await dayScope(db, delivery.customer_id, delivery.location_id, delivery.business_date)
      : null;
    if (!location || !scope) {
      return this.failure(delivery, 'not_included', null, 'The location no longer exists', false);
    }
    if (!covers(config, location)) {
      return this.failure(
        delivery,
        'not_included',
        null,
        'The location is no longer part of the daily sync',
        false,
      );
    }
    const business = await db
      .selectFrom('customers')
      .select(['id', 'name'])
      .where('id', '=', delivery.customer_id)
      .executeTakeFirstOrThrow();
    const scoped = scope.locations[0]!;
    const envelope = {
      delivery_id: delivery.id,
      kind,
      business: { id: business.id, name: business.name },
      location: {
        id: location.id,
        name: location.name,
        currency: scoped.currency,
        time_zone: scoped.time_zone,
      },
      business_date: delivery.business_date,
      generated_at: new Date(this.now()).toISOString(),
      data: await readSummary(db, scope, kind, this.now()),
    } as DailySyncDelivery;
    const body = JSON.stringify(envelope);
    this.keys ??= secretKeys(db, this.secretKey);
    const sealed = config.sealedSecret;
    const secret = sealed === null ? null : openWebhookSecret(await this.keys, business.id, sealed);
    if (secret === null) {
      return this.failure(
        delivery,
        'internal',
        null,
        "The webhook secret does not open with this server's key: set it again",
      );
    }
    const result = await postDelivery(
      config.webhookUrl,
      {
        ...signedHeaders(secret, delivery.id, body, this.now()),
        [dailySyncHeaders.kind]: kind,
        [dailySyncHeaders.attempt]: String(Number(delivery.attempts) + 1),
      },
      body,
      {
        timeoutMs: this.timeoutMs,
        privateAddresses: this.privateAddresses,
        resolveHost: this.resolveHost,
      },
    );
    if (result.ok) return result;
    return this.failure(delivery, result.kind, result.statusCode, result.detail);
  }
}
