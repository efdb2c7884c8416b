import type { LocalDb } from '@/data/db';

/**
 * One transaction over modifiers, their items and the outbox, for `saveModifierWithItems`. The
 * writer's own `all` covers one collection only; until it takes several, this opens the same kind of
 * transaction over both (the writer's writes inside it join it).
 */
export function modifierTransaction(db: LocalDb) {
  return <T>(fn: () => Promise<T>): Promise<T> =>
    db.transaction('rw', [db.rows('modifiers'), db.rows('modifierItems'), db.outbox], fn);
}
