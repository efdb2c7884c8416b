import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { createSchema, type ResourceDef, type RuleViolation } from '@contract/resourceDef';
import { LOCAL_IMAGE_PREFIX, type LocalDb, type LocalRow, type OutboxEntry } from './db';
import { changedFields } from './merge';

export interface WriterContext {
  userId: string;
  customerId: string;
  /** The active location: where location-scoped rows are created. */
  locationId: () => string | null;
  now?: () => string;
}

/** A local write was refused before it was queued: the same shape a 400 from the server has. */
export class LocalValidationError extends Error {
  readonly issues: readonly z.core.$ZodIssue[];
  readonly violations: readonly RuleViolation[];
  constructor(issues: readonly z.core.$ZodIssue[], violations: readonly RuleViolation[] = []) {
    super('validation failed');
    this.issues = issues;
    this.violations = violations;
  }
}

const metaKeys = new Set([
  'id',
  'customer_id',
  'location_id',
  'version',
  'created_at',
  'updated_at',
  'deleted_at',
]);

export const fieldsOf = (row: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !metaKeys.has(k)));

// Building a schema is costly next to parsing with it; an import of thousands of rows reuses one.
const createSchemas = new WeakMap<ResourceDef, ReturnType<typeof createSchema>>();
function createSchemaOf(def: ResourceDef) {
  let schema = createSchemas.get(def);
  if (!schema) createSchemas.set(def, (schema = createSchema(def)));
  return schema;
}

function check(def: ResourceDef, fields: Record<string, unknown>): Record<string, unknown> {
  const parsed = def.fields.safeParse(fields, { reportInput: true });
  if (!parsed.success) throw new LocalValidationError(parsed.error.issues);
  const violations = def.rules?.(parsed.data as never) ?? [];
  if (violations.length) throw new LocalValidationError([], violations);
  return parsed.data as Record<string, unknown>;
}

/** Create input checked as the server checks it: the fields, and the `location_id` it named. */
function parseCreate(def: ResourceDef, input: Record<string, unknown>) {
  const parsed = createSchemaOf(def).safeParse(input, { reportInput: true });
  if (!parsed.success) throw new LocalValidationError(parsed.error.issues);
  const { id: _id, location_id: location, ...rest } = parsed.data as Record<string, unknown>;
  return { fields: check(def, rest), location: (location ?? null) as string | null };
}

/** A row as the server will have made it: version 1, created and updated now. */
function newRow(
  fields: Record<string, unknown>,
  meta: { id: string; customerId: string; locationId: string | null; stamp: string },
): LocalRow {
  return {
    ...fields,
    id: meta.id,
    customer_id: meta.customerId,
    location_id: meta.locationId,
    version: 1,
    created_at: meta.stamp,
    updated_at: meta.stamp,
    deleted_at: null,
  };
}

/** One row of a queued import was refused before anything was written; `index` is its position. */
export class ImportRowError extends Error {
  readonly index: number;
  constructor(index: number, cause: unknown) {
    super(`import row ${index} refused`, { cause });
    this.index = index;
  }
}

/** A row for `writer.importRows`: a new row (`id` null) with every field, or changes to a row. */
export interface ImportRowInput {
  /** Where the row came from (the file line); the server reports refusals under it. */
  rowNumber: number;
  id: string | null;
  fields: Record<string, unknown>;
}

/**
 * The only way screens change synced data. Each write is one Dexie transaction that applies the change
 * to the local row at once and appends the matching call to the outbox, so a change is either both
 * visible and queued, or neither: a crash in between cannot lose it or show a change that never syncs.
 */
export function createLocalWriter(db: LocalDb, ctx: WriterContext) {
  const now = ctx.now ?? (() => new Date().toISOString());

  const entry = (
    e: Omit<
      OutboxEntry,
      'id' | 'userId' | 'idempotencyKey' | 'status' | 'attempts' | 'createdAt' | 'lastAttemptAt'
    >,
  ): OutboxEntry => ({
    ...e,
    id: uuidv7(),
    userId: ctx.userId,
    idempotencyKey: uuidv7(),
    status: 'pending',
    attempts: 0,
    createdAt: now(),
    lastAttemptAt: null,
  });

  return {
    /**
     * Runs several writes of one collection as a single transaction: all of them happen, or none (an
     * import must never leave half its rows written). Writes inside `fn` use this same writer.
     */
    async all<T>(def: ResourceDef, fn: () => Promise<T>): Promise<T> {
      return db.transaction('rw', db.rows(def.collection), db.outbox, fn);
    },

    async create(
      def: ResourceDef,
      input: Record<string, unknown>,
      options: { locationId?: string | null; id?: string } = {},
    ): Promise<LocalRow> {
      const { fields, location } = parseCreate(def, input);
      const id = options.id ?? uuidv7();
      const locationId =
        def.scope === 'location'
          ? (options.locationId ?? ctx.locationId())
          : (options.locationId ?? location);
      const row = newRow(fields, { id, customerId: ctx.customerId, locationId, stamp: now() });
      const loc =
        def.scope === 'location' ? locationId : def.createPassesLoc ? ctx.locationId() : null;
      const path = loc ? `/${def.path}?loc=${loc}` : `/${def.path}`;
      const body = {
        ...fields,
        id,
        ...(def.scope === 'business' ? { location_id: locationId } : {}),
      };
      await db.transaction('rw', db.rows(def.collection), db.outbox, async () => {
        await db.rows(def.collection).add(row);
        await db.outbox.add(
          entry({
            collection: def.collection,
            rowId: id,
            op: 'create',
            method: 'POST',
            path,
            body,
            before: null,
          }),
        );
      });
      return row;
    },

    /** Changes some fields of a row; only the fields that really changed travel. */
    async update(
      def: ResourceDef,
      id: string,
      changes: Record<string, unknown>,
    ): Promise<LocalRow> {
      return db.transaction('rw', db.rows(def.collection), db.outbox, async () => {
        const table = db.rows(def.collection);
        const row = await table.get(id);
        if (!row) throw new Error(`No ${def.collection} row ${id} in the local store`);
        const diff = changedFields(row, changes);
        if (Object.keys(diff).length === 0) return row;
        const fields = check(def, { ...fieldsOf(row), ...fieldsOf(diff) });
        const next: LocalRow = {
          ...row,
          ...fields,
          ...('location_id' in diff ? { location_id: diff.location_id as string | null } : {}),
          // The server adds one to the version on each write; doing the same here lets a second
          // offline edit of the row carry the version the first one will have produced.
          version: row.version + 1,
          updated_at: now(),
        };
        await table.put(next);
        await db.outbox.add(
          entry({
            collection: def.collection,
            rowId: id,
            op: 'update',
            method: 'PUT',
            path: `/${def.path}/${id}`,
            body: {
              ...fieldsOf(changedFields(row, next)),
              ...('location_id' in diff ? { location_id: next.location_id } : {}),
              version: row.version,
            },
            before: row,
          }),
        );
        return next;
      });
    },

    /**
     * Queues a call that changes several rows at once (a bulk sort order, a bulk tax change), after
     * applying the same change to each local row. The server's reply (`{ data: rows }`) replaces them.
     */
    async call(
      def: ResourceDef,
      call: {
        method: OutboxEntry['method'];
        path: string;
        body?: Record<string, unknown>;
        changes: ReadonlyArray<{ id: string; fields: Record<string, unknown> }>;
        /**
         * A call that changes no local row (stock received, wastage: the ledger lives on the
         * server) is queued under this id instead, so it still travels and shows as pending.
         */
        rowId?: string;
      },
    ): Promise<void> {
      if (call.changes.length === 0 && !call.rowId) return;
      await db.transaction('rw', db.rows(def.collection), db.outbox, async () => {
        const table = db.rows(def.collection);
        const beforeRows: Record<string, LocalRow> = {};
        const stamp = now();
        for (const { id, fields } of call.changes) {
          const row = await table.get(id);
          if (!row) throw new Error(`No ${def.collection} row ${id} in the local store`);
          const checked = check(def, { ...fieldsOf(row), ...fields });
          beforeRows[id] = row;
          await table.put({ ...row, ...checked, version: row.version + 1, updated_at: stamp });
        }
        const [first, ...rest] = call.changes.map((c) => c.id);
        await db.outbox.add(
          entry({
            collection: def.collection,
            rowId: first ?? call.rowId!,
            rowIds: rest,
            op: 'call',
            method: call.method,
            path: call.path,
            body: call.body,
            before: null,
            beforeRows,
          }),
        );
      });
    },

    /**
     * Queues many creates and updates of a business-wide resource as one call to the resource's own
     * import route (`POST /import-products`), which writes them in one transaction. The rows show
     * locally at once; new rows get their ids here, so the server creates them under the same ids
     * and a resent call doubles nothing. If any row is refused, nothing is written.
     */
    async importRows(
      def: ResourceDef,
      path: string,
      input: readonly ImportRowInput[],
    ): Promise<{ created: number; updated: number }> {
      if (def.scope === 'location') throw new Error(`${def.collection} rows belong to a location`);
      return db.transaction('rw', db.rows(def.collection), db.outbox, async () => {
        const table = db.rows(def.collection);
        const existing = await table.bulkGet(input.flatMap((r) => (r.id ? [r.id] : [])));
        const current = new Map(existing.flatMap((r) => (r ? [[r.id, r] as const] : [])));
        const stamp = now();
        const rows: LocalRow[] = [];
        const calls: Record<string, unknown>[] = [];
        const beforeRows: Record<string, LocalRow> = {};
        let created = 0;
        for (const [index, { rowNumber, id, fields: given }] of input.entries()) {
          try {
            if (id === null) {
              const { fields } = parseCreate(def, given);
              const row = newRow(fields, {
                id: uuidv7(),
                customerId: ctx.customerId,
                locationId: null,
                stamp,
              });
              rows.push(row);
              calls.push({ row_number: rowNumber, id: row.id, ...fields });
              created++;
              continue;
            }
            const row = current.get(id);
            if (!row) throw new Error(`No ${def.collection} row ${id} in the local store`);
            const diff = fieldsOf(changedFields(row, given));
            if (Object.keys(diff).length === 0) continue;
            const next: LocalRow = {
              ...row,
              ...check(def, { ...fieldsOf(row), ...diff }),
              version: row.version + 1,
              updated_at: stamp,
            };
            rows.push(next);
            beforeRows[id] = row;
            calls.push({ row_number: rowNumber, id, ...fieldsOf(changedFields(row, next)) });
          } catch (error) {
            throw new ImportRowError(index, error);
          }
        }
        if (rows.length === 0) return { created: 0, updated: 0 };
        await table.bulkPut(rows);
        const [first, ...rest] = rows.map((r) => r.id);
        await db.outbox.add(
          entry({
            collection: def.collection,
            rowId: first!,
            rowIds: rest,
            op: 'import',
            method: 'POST',
            path,
            body: { rows: calls },
            before: null,
            beforeRows,
          }),
        );
        return { created, updated: rows.length - created };
      });
    },

    /**
     * Queues an image for a row. The file waits in IndexedDB until it is uploaded; meanwhile the row
     * points at it as `local:<entry id>` so screens can show it (see `useImageUrl`).
     */
    async upload(
      def: ResourceDef,
      id: string,
      file: Blob,
      options: { name: string; path: string; field?: string; urlField?: string },
    ): Promise<void> {
      await db.transaction('rw', db.rows(def.collection), db.outbox, async () => {
        const table = db.rows(def.collection);
        const row = await table.get(id);
        if (!row) throw new Error(`No ${def.collection} row ${id} in the local store`);
        const queued = entry({
          collection: def.collection,
          rowId: id,
          op: 'upload',
          method: 'POST',
          path: options.path,
          file: { blob: file, name: options.name, field: options.field ?? 'file' },
          before: row,
        });
        await table.put({
          ...row,
          [options.urlField ?? 'image_url']: `${LOCAL_IMAGE_PREFIX}${queued.id}`,
          version: row.version + 1,
          updated_at: now(),
        });
        await db.outbox.add(queued);
      });
    },

    async remove(def: ResourceDef, id: string): Promise<void> {
      await db.transaction('rw', db.rows(def.collection), db.outbox, async () => {
        const table = db.rows(def.collection);
        const row = await table.get(id);
        if (!row) return;
        await table.delete(id);
        await db.outbox.add(
          entry({
            collection: def.collection,
            rowId: id,
            op: 'delete',
            method: 'DELETE',
            path: `/${def.path}/${id}?version=${row.version}`,
            before: row,
          }),
        );
      });
    },
  };
}

export type LocalWriter = ReturnType<typeof createLocalWriter>;
