import { z } from 'zod';
import { call } from './call';
import { id, requiredText, rowMeta, rowVersionQuery } from './common';
import { createSchema, resourceCreateQuery, resources, updateSchema } from './registry';
import { permissionInfo, permissionsReply } from './replies';
import { roleFields } from './resources/config';
import { roleUsageReply } from './roleUsage';
import { customPermissionUpdateBody } from './users';

const keyParams = z.object({ key: z.string().max(100) });

/**
 * `POST /permissions`: the key is checked by the server's handler (`customPermissionKey`), so a
 * built-in one hears that it is built in, not malformed.
 */
export const permissionCreateBody = z
  .object({ key: z.string().trim().max(100), description: requiredText(300) })
  .strict();

const tag = 'permissions';

/**
 * Permissions (issue 13): the built-in ones are part of the product (contract/access.ts) and are
 * only read; a business adds its own for till features as `till.<name>`, which the till reads with
 * the user's profile (their role's and their own permissions include them). A change to a built-in
 * one is refused (405) before its body is checked, whatever it sends.
 */
export const permissionCalls = {
  list: call({
    method: 'GET',
    path: '/permissions',
    tag,
    summary: 'Every permission with its area and description, built-in ones first',
    reply: permissionsReply,
    access: 'people.read',
  }),
  byKey: call({
    method: 'GET',
    path: '/permissions/:key',
    tag,
    summary: 'One permission',
    params: keyParams,
    reply: permissionInfo,
    access: 'people.read',
  }),
  create: call({
    method: 'POST',
    path: '/permissions',
    tag,
    summary: 'Add a permission for a till feature: key `till.<name>`, with a description',
    body: permissionCreateBody,
    reply: permissionInfo,
    status: 201,
    access: 'people.write',
    idempotent: true,
  }),
  update: call({
    method: 'PUT',
    path: '/permissions/:key',
    tag,
    summary: "Change a business permission's description (built-in ones cannot change)",
    params: keyParams,
    body: customPermissionUpdateBody,
    reply: permissionInfo,
    access: 'people.write',
    idempotent: true,
  }),
  remove: call({
    method: 'DELETE',
    path: '/permissions/:key',
    tag,
    summary: 'Delete a business permission no role or user holds (built-in ones cannot go)',
    params: keyParams,
    reply: z.undefined(),
    status: 204,
    access: 'people.write',
    idempotent: true,
  }),
};

const roles = resources.roles;
// Spelled out from its fields, as `rowSchema(roles)` is, keeping the fields' own types.
const role = roleFields.extend(rowMeta.shape);
const roleParams = z.object({ id });

/**
 * The roles' calls beyond reading them (roles are synced rows, read on the device): how many users
 * hold each, and the writes, which the role screens make online, never queued. They are the
 * registry resource `roles`' own create, change and delete (same checks, rows and change log); a
 * role in use or built in is refused (409) by server/people/roles/rules.ts.
 */
export const roleCalls = {
  usage: call({
    method: 'GET',
    path: '/roles-usage',
    tag: 'roles',
    summary: 'How many live users of the business have each role, and which roles are built in',
    reply: roleUsageReply,
    access: 'people.read',
  }),
  create: call({
    method: 'POST',
    path: '/roles',
    tag: roles.collection,
    summary: `Create one of ${roles.collection}`,
    query: resourceCreateQuery,
    body: createSchema(roles),
    reply: role,
    status: 201,
    access: 'people.write',
    idempotent: true,
  }),
  update: call({
    method: 'PUT',
    path: '/roles/:id',
    tag: roles.collection,
    summary: `Change one of ${roles.collection}`,
    params: roleParams,
    body: updateSchema(roles),
    reply: role,
    access: 'people.write',
    idempotent: true,
  }),
  remove: call({
    method: 'DELETE',
    path: '/roles/:id',
    tag: roles.collection,
    summary: `Delete one of ${roles.collection} (kept as a tombstone for sync)`,
    params: roleParams,
    query: rowVersionQuery,
    reply: role,
    access: 'people.write',
    idempotent: true,
  }),
};
