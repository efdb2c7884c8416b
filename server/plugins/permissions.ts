import { can, isPermission, mayUseLocation, type Grant, type Permission } from '@contract/access';
import type { FastifyInstance } from 'fastify';
import type { ResourceDef } from '@contract/registry';
import type { Access, Auth } from './auth';
import { signedIn } from './auth';
import { ApiError } from './errors';

export const missingPermission = (permission: Permission) =>
  new ApiError(403, 'FORBIDDEN', `This needs the permission ${permission}`, { permission });

export const refusedLocation = (location: string) =>
  new ApiError(403, 'FORBIDDEN', 'You may not use this location', { location });

export function requirePermission(auth: Auth, permission: Permission): void {
  if (!can(auth.grant, permission)) throw missingPermission(permission);
}

/** Refuses a location the caller may not use (their own, `allow_locations`, or any for admins). */
export function requireLocation(auth: Auth, locationId: string): void {
  if (!mayUseLocation(auth.grant, locationId)) throw refusedLocation(locationId);
}

/** The `loc` query as SPEC section 5 reads it: absent, empty and '0' all mean "none given". */
export function givenLocation(loc: string | undefined): string | null {
  return loc && loc !== '0' ? loc : null;
}

/** The location a call acts on: `loc` when given (and allowed), else the caller's own. */
export function activeLocation(auth: Auth, loc: string | undefined): string | null {
  const given = givenLocation(loc);
  if (given) requireLocation(auth, given);
  return given ?? auth.grant.location_id;
}

/** The locations a user may use, or null for "all of the business" (administrators). */
export function usableLocations(grant: Grant): string[] | null {
  if (grant.is_admin) return null;
  return [...new Set([grant.location_id, ...grant.allow_locations].filter((l) => l !== null))];
}

export function permissionOf(area: string, action: 'read' | 'write'): Permission {
  const key = `${area}.${action}`;
  if (!isPermission(key)) throw new Error(`No permission ${key} in contract/access.ts`);
  return key;
}

/**
 * Who may read a resource: `<area>.read`, except locations. Every signed-in user works at a location
 * and needs the names of the ones they may use (the location switcher reads them from the pulled
 * rows), so locations only need a sign-in and are filtered to the caller's usable locations.
 */
export function readAccessOf(def: ResourceDef): Access {
  return def.collection === 'locations' ? 'signed-in' : permissionOf(def.area, 'read');
}

/** Whether a caller may read a resource at all (locations still filtered row by row). */
export function mayRead(auth: Auth, def: ResourceDef): boolean {
  const access = readAccessOf(def);
  return access === 'signed-in' || access === 'public' || can(auth.grant, access);
}

/**
 * Routes that name a permission in `config.access` are checked here, right after authentication and
 * before the body is even parsed. Location checks need the row or the query, so handlers make them
 * with `requireLocation`.
 */
export function registerPermissions(api: FastifyInstance): void {
  api.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (request.is404 || !access || access === 'public' || access === 'signed-in') return;
    requirePermission(signedIn(request), access);
  });
}
