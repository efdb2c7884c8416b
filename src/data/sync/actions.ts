import { v7 as uuidv7 } from 'uuid';
import type { LocalDb, LocalRow, OutboxEntry } from '../db';
import { mergeChange } from '../merge';

/** For each conflicting field, whose value to keep. */
export type ConflictChoice = Record<string, 'mine' | 'theirs'>;

/** Ids of the rows of the entry's collection that changes queued after it touch. */
async function rowsChangedLater(db: LocalDb, entry: OutboxEntry): Promise<Set<string>> {
  const later = await db.outbox
    .where('seq')
    .above(entry.seq!)
    .filter((e) => e.collection === entry.collection)
    .toArray();
  return new Set(later.flatMap((e) => [e.rowId, ...(e.rowIds ?? [])]));
}

/**
 * Of the server's rows a discard could put back (the row before the change, a conflict's server row,
 * the row a pull brought meanwhile), the newest: the device must not stay behind the server.
 */
function newest(
  a: Record<string, unknown> | undefined,
  b: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (!a || !b) return a ?? b;
  return Number(a.version) >= Number(b.version) ? a : b;
}

/**
 * What the user can do with a change that did not go through. Each is one transaction over the entry
 * and its row, so the list and the screens never disagree.
 */
export function createOutboxActions(db: LocalDb, onChange: () => void) {
  const inTx = <T>(entry: OutboxEntry, fn: () => Promise<T>) =>
    db.transaction('rw', db.rows(entry.collection), db.outbox, fn).finally(onChange);

  const load = async (seq: number) => {
    const entry = await db.outbox.get(seq);
    if (!entry) throw new Error('That change is no longer queued');
    return entry;
  };

  return {
    /** Sends a failed change again as it is. */
    async retry(seq: number): Promise<void> {
      const entry = await load(seq);
      await inTx(entry, async () => {
        await db.outbox.update(seq, { status: 'pending', error: undefined, attempts: 0 });
      });
    },

    /** Sends every failed change again. */
    async retryAll(): Promise<void> {
      await db.outbox
        .where('status')
        .equals('failed')
        .modify({ status: 'pending', error: undefined, attempts: 0 });
      onChange();
    },

    /**
     * Drops a change the user no longer wants and puts back what the server last had: the newest of
     * the row before the change, a conflict's server row, and the row a pull brought meanwhile.
     */
    async discard(seq: number): Promise<void> {
      const entry = await load(seq);
      await inTx(entry, async () => {
        await db.outbox.delete(seq);
        const table = db.rows(entry.collection);
        if (entry.beforeRows) {
          // Rows changed again later stay as they are now. Rows of the call without a "before" are
          // rows it created (an import's new rows). One pass, however many rows the call has.
          const later = await rowsChangedLater(db, entry);
          const ids = [entry.rowId, ...(entry.rowIds ?? [])].filter((id) => !later.has(id));
          const before = entry.beforeRows;
          const restored = ids.flatMap((id) => {
            const row = newest(entry.seen?.[id], before[id]) as LocalRow | undefined;
            return row && !row.deleted_at ? [row] : [];
          });
          const kept = new Set(restored.map((r) => r.id));
          await table.bulkPut(restored);
          await table.bulkDelete(ids.filter((id) => !kept.has(id)));
          return;
        }
        if ((await rowsChangedLater(db, entry)).has(entry.rowId)) return;
        // A create the server has anyway (a pull brought it) stays as the server has it.
        const seen = entry.seen?.[entry.rowId];
        const restore = (
          entry.op === 'create'
            ? seen
            : newest(seen, entry.conflict?.server ?? entry.before ?? undefined)
        ) as LocalRow | undefined;
        if (!restore || restore.deleted_at) await table.delete(entry.rowId);
        else await table.put(restore);
      });
    },

    /** Settles a conflict field by field and queues the result against the server's version. */
    async resolve(seq: number, choice: ConflictChoice): Promise<void> {
      const entry = await load(seq);
      const server = entry.conflict?.server;
      if (entry.status !== 'conflict' || !server || !entry.before || !entry.body) {
        throw new Error('That change has no conflict to resolve');
      }
      const { version: _v, ...mine } = entry.body;
      const merged = mergeChange(entry.before, mine, server);
      const changes: Record<string, unknown> = merged.kind === 'merged' ? merged.changes : {};
      if (merged.kind === 'conflict') {
        // Non-conflicting fields of mine still apply; conflicting ones as chosen.
        const rest = Object.fromEntries(
          Object.entries(mine).filter(([k]) => !merged.fields.includes(k)),
        );
        const clean = mergeChange(entry.before, rest, server);
        if (clean.kind === 'merged') Object.assign(changes, clean.changes);
        for (const field of merged.fields)
          if (choice[field] === 'mine') changes[field] = mine[field];
      }
      await inTx(entry, async () => {
        const table = db.rows(entry.collection);
        const later = (await rowsChangedLater(db, entry)).has(entry.rowId);
        if (Object.keys(changes).length === 0) {
          await db.outbox.delete(seq);
          if (!later) await table.put(server as LocalRow);
          return;
        }
        await db.outbox.update(seq, {
          status: 'pending',
          body: { ...changes, version: server.version },
          before: server,
          conflict: undefined,
          error: undefined,
          idempotencyKey: uuidv7(),
          attempts: 0,
        });
        if (!later) {
          await table.put({
            ...(server as LocalRow),
            ...changes,
            version: (server.version as number) + 1,
          });
        }
      });
    },

    /** A delete that met a newer row: delete it anyway, against the server's version. */
    async deleteAnyway(seq: number): Promise<void> {
      const entry = await load(seq);
      const server = entry.conflict?.server;
      if (entry.op !== 'delete' || !server) throw new Error('That change is not a delete conflict');
      await inTx(entry, async () => {
        await db.outbox.update(seq, {
          status: 'pending',
          path: entry.path.replace(/version=\d+/, `version=${String(server.version)}`),
          conflict: undefined,
          error: undefined,
          idempotencyKey: uuidv7(),
          attempts: 0,
        });
      });
    },
  };
}

export type OutboxActions = ReturnType<typeof createOutboxActions>;
