import type { ResourceDef } from '@contract/registry';
import { Faker, base, en } from '@faker-js/faker';
import type { Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Dialect } from '../db/database';
import type { Database } from '../db/tables';
import { upsertSetting } from '../resources/settings';
import { insertRow, type StoredRow } from '../resources/store';

/** Every demo row is stamped from here, so the data (ids included) is the same on every machine. */
export const DEMO_EPOCH = Date.parse('2026-01-05T06:00:00.000Z');
const DEMO_SEED = 20_261_121;

/** A small seeded generator (mulberry32): enough randomness for ids, identical everywhere. */
function seededBytes(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return (length: number) => Uint8Array.from({ length }, () => Math.floor(next() * 256));
}

/**
 * Writes demo rows through the same insert as the API (validated by the contract, logged in the change
 * log), with UUIDv7 ids from a seeded source and a clock that ticks one second per row.
 */
export class DemoWriter {
  readonly faker = new Faker({ locale: [en, base], seed: DEMO_SEED });
  private readonly bytes = seededBytes(DEMO_SEED);
  private tick = 0;

  constructor(
    readonly trx: Transaction<Database>,
    readonly dialect: Dialect,
    readonly customerId: string,
  ) {}

  /** The next timestamp of the demo clock, as stored. */
  now(): string {
    this.tick += 1;
    return new Date(DEMO_EPOCH + this.tick * 1000).toISOString();
  }

  /** A UUIDv7 made from the demo clock and the seeded bytes. */
  id(): string {
    return uuidv7({ msecs: DEMO_EPOCH + this.tick * 1000, random: this.bytes(16) });
  }

  /** Adds a row; `fields` are checked by the resource's contract schema, defaults filled in. */
  async add(
    def: ResourceDef,
    fields: Record<string, unknown>,
    place: { locationId?: string | null; id?: string } = {},
  ): Promise<StoredRow> {
    const at = this.now();
    const id = place.id ?? this.id();
    const row: StoredRow = {
      ...(def.fields.parse(fields) as Record<string, unknown>),
      id,
      customer_id: this.customerId,
      location_id: def.collection === 'locations' ? id : (place.locationId ?? null),
      version: 1,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    };
    await insertRow(this.trx, this.dialect, def, row);
    return row;
  }

  async setting(locationId: string, name: string, value: string): Promise<void> {
    const at = this.now();
    await upsertSetting(
      this.trx,
      { customerId: this.customerId, locationId, name, value, id: this.id() },
      at,
    );
  }
}
