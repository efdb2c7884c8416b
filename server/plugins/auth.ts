import type { Grant, Permission } from '@contract/access';
import type { UserProfile } from '@contract/auth';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { isLiveSession } from '../auth/sessions';
import { readToken } from '../auth/tokens';
import { loadAccount } from '../auth/users';
import { ApiError, unauthenticated } from './errors';

/**
 * Who may call a route: anyone (`public`), any signed-in user (`signed-in`, for routes that check
 * locations or permissions themselves), or holders of one permission. Every /api route must say which.
 */
export type Access = 'public' | 'signed-in' | Permission;

/** An /api route with who may call it, as it was registered. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  schema: FastifySchema | undefined;
}

const declared = new WeakMap<object, DeclaredRoute[]>();

/** Every /api route of an app with its access rule: the authorization matrix test walks them all. */
export const declaredRoutes = (app: FastifyInstance): readonly DeclaredRoute[] =>
  declared.get(app.server) ?? [];

/** The signed-in caller of a request. */
export interface Auth {
  sessionId: string;
  userId: string;
  customerId: string;
  profile: UserProfile;
  grant: Grant;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Writes that honour `Idempotency-Key` (see plugins/idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    auth: Auth | null;
  }
}

/** The caller of a route that is not public; the auth hook has made sure there is one. */
export function signedIn(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Authentication for the /api scope. Only the `Authorization: Bearer` header is read: the server sets
 * no cookies at all, so a request a browser sends on its own (a cross-site form or image) never
 * carries credentials, and no mutating call can be authorised by a cookie (no CSRF to defend against).
 */
export function registerAuth(api: FastifyInstance, options: { sessionSecret: string }): void {
  api.decorateRequest('auth', null);

  // A route without an access rule would be open by accident: refuse to start instead.
  const routes: DeclaredRoute[] = [];
  declared.set(api.server, routes);
  api.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) {
      throw new Error(`${route.method} ${route.url} must declare config.access`);
    }
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, access, schema: route.schema });
    }
  });

  // PostgreSQL cannot hold a NUL in text, and no path or query of the API means one: refused here
  // for every route at once, before any reaches the database with it (a 500 otherwise).
  api.addHook('onRequest', async (request) => {
    if (/%00/.test(request.url)) {
      throw new ApiError(400, 'VALIDATION', 'The address holds a NUL character', {
        fields: { url: 'Not in the expected format' },
      });
    }
  });

  api.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (request.is404 || access === undefined || access === 'public') return;
    const token = bearer(request);
    const claims = token ? readToken(options.sessionSecret, token) : null;
    if (!claims) throw unauthenticated();
    const { db } = request.server.database;
    if (!(await isLiveSession(db, claims.sessionId, claims.userId))) throw unauthenticated();
    const account = await loadAccount(db, claims.userId);
    if (!account) throw unauthenticated();
    request.auth = {
      sessionId: claims.sessionId,
      userId: claims.userId,
      customerId: account.profile.customer_id,
      profile: account.profile,
      grant: account.grant,
    };
  });
}
