import { z } from 'zod';
import { call } from './call';
import { requiredText } from './common';
import { permissionInfo, permissionsReply } from './replies';
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
