import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { FixtureSnapshot } from './fixtures';
import { readFigures } from './reads';

/**
 * The snapshot's reads asked again through `app`, with the clock (Date) stopped at the instant they
 * were first asked: what they answer then depends on the stored rows alone.
 */
export async function readAsInSnapshot(app: FastifyInstance, snapshot: FixtureSnapshot) {
  await app.ready();
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(snapshot.read_at) });
  try {
    return await readFigures(app, snapshot.period);
  } finally {
    vi.useRealTimers();
  }
}
