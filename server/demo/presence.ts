import type { DatabaseHandle } from '../db/database';

/** The demo business's id: a UUIDv7 of the demo epoch (2026-01-05T06:00Z), fixed like every demo id. */
export const DEMO_CUSTOMER_ID = '019b8cbd-af00-7000-8000-0000000000de';

/**
 * Checks that need no demo generator (which loads faker, a development dependency), so the server can
 * decide whether to seed, and whether to print the demo sign-in, without loading it.
 */
export async function hasNoBusiness({ db }: DatabaseHandle): Promise<boolean> {
  const found = await db.selectFrom('customers').select('id').limit(1).executeTakeFirst();
  return found === undefined;
}

export async function hasDemoBusiness({ db }: DatabaseHandle): Promise<boolean> {
  const found = await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', DEMO_CUSTOMER_ID)
    .executeTakeFirst();
  return found !== undefined;
}
