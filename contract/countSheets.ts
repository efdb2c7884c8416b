import { z } from 'zod';
import { call } from './call';
import { id, listQuery } from './common';
import { createSchema, resources, rowSchema, updateSchema } from './registry';
import { listReply } from './replies';

const def = resources.countSheets;
const tag = def.collection;
const row = rowSchema(def);
const idParams = z.object({ id });

/**
 * SPEC section 7's names for count sheets. They are the registry resource `countSheets` (whose own
 * routes at `/inventory-count-sheets` the app writes through) under other paths: same checks, same
 * rows, same change log. Reads need `inventory.read`, writes `inventory.write`; every write honours
 * `Idempotency-Key`.
 */
export const countSheetCalls = {
  list: call({
    method: 'GET',
    path: '/inventory-count-sheets/sheets',
    tag,
    summary: 'Count sheets of a location (as GET /inventory-count-sheets)',
    query: listQuery,
    reply: listReply(row),
    access: 'inventory.read',
  }),
  byId: call({
    method: 'GET',
    path: '/inventory-count-sheets/sheets-by-id',
    tag,
    summary: 'One count sheet (as GET /inventory-count-sheets/{id})',
    query: z.object({ id }),
    reply: row,
    access: 'inventory.read',
  }),
  create: call({
    method: 'POST',
    path: '/inventory-count-sheets/create-sheet',
    tag,
    summary: 'Create a count sheet (as POST /inventory-count-sheets)',
    query: z.object({ loc: z.string().max(64).optional() }),
    body: createSchema(def),
    reply: row,
    status: 201,
    access: 'inventory.write',
    idempotent: true,
  }),
  update: call({
    method: 'PUT',
    path: '/inventory-count-sheets/update-sheet/:id',
    tag,
    summary: 'Change a count sheet (as PUT /inventory-count-sheets/{id})',
    params: idParams,
    body: updateSchema(def),
    reply: row,
    access: 'inventory.write',
    idempotent: true,
  }),
  remove: call({
    method: 'DELETE',
    path: '/inventory-count-sheets/delete-sheet/:id',
    tag,
    summary: 'Delete a count sheet (as DELETE /inventory-count-sheets/{id})',
    params: idParams,
    reply: row,
    access: 'inventory.write',
    idempotent: true,
  }),
};
