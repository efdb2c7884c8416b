import { allModules } from '@contract/access';
import { authCalls } from '@contract/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { signedIn } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { ApiError } from '../plugins/errors';
import { hashPassword, spendVerifyTime, verifyPassword } from './passwords';
import { createBusiness } from './register';
import { createSession, revokeSession } from './sessions';
import { newSessionId, signToken } from './tokens';
import { findUserByLogin, loadAccount, type Account } from './users';

const invalidCredentials = () =>
  new ApiError(401, 'INVALID_CREDENTIALS', 'The email, username or password is not right');

const rateLimited = (seconds: number) =>
  new ApiError(
    429,
    'RATE_LIMITED',
    'Too many sign-in attempts: try again later',
    {},
    { 'retry-after': String(Math.max(1, seconds)) },
  );

type AuthConfig = Pick<
  AppConfig,
  'sessionSecret' | 'sessionTtlHours' | 'registration' | 'loginLimits'
>;

/** The sign-in name a request tries, lower-cased: the key of the per-account limit. */
function loginNameOf(request: FastifyRequest): string {
  const body = (request.body ?? {}) as { email?: unknown; username?: unknown };
  const name = body.email || body.username;
  return typeof name === 'string' ? name.toLowerCase() : '';
}

/**
 * Signing in and out, registering a business and the signed-in user, declared in contract/auth.ts
 * (`authCalls`). The sign-in limits stay here: every attempt per address, failures per account.
 */
export function registerAuthRoutes(app: FastifyInstance, config: AuthConfig): void {
  const { perAccount, perAddress, windowMs } = config.loginLimits;
  // Per address: every attempt counts, against credential stuffing from one place. Per account: only
  // failures count, against guessing one password from many places, without locking out a user who
  // signs in often.
  const addressLimit = app.createRateLimit({
    max: perAddress,
    timeWindow: windowMs,
    keyGenerator: (request) => `address:${request.ip}`,
  });
  const accountLimit = app.createRateLimit({
    max: perAccount,
    timeWindow: windowMs,
    keyGenerator: (request) => `account:${loginNameOf(request)}`,
  });

  // Makes the stand-in hash for unknown users now, so the first unknown name is not slower either.
  void spendVerifyTime('warm-up');

  const checkAddress = async (request: FastifyRequest) => {
    const byAddress = await addressLimit(request);
    if (!byAddress.isAllowed && byAddress.isExceeded) throw rateLimited(byAddress.ttlInSeconds);
  };

  const signIn = async (userId: string, account: Account) => {
    const sessionId = newSessionId();
    await createSession(app.database.db, {
      sessionId,
      userId,
      customerId: account.profile.customer_id,
      ttlHours: config.sessionTtlHours,
    });
    const token = signToken(config.sessionSecret, {
      sessionId,
      userId,
      modules: account.profile.modules,
    });
    return { token, user: account.profile };
  };

  serveCall(app, authCalls.login, async (request) => {
    await checkAddress(request);
    const byAccount = await accountLimit(request, { increment: false });
    if (!byAccount.isAllowed && byAccount.remaining === 0) {
      throw rateLimited(byAccount.ttlInSeconds);
    }
    const { password } = request.body;
    const user = await findUserByLogin(app.database.db, loginNameOf(request));
    // An unknown name costs the same scrypt work as a wrong password and gets the same reply.
    const passwordOk = user
      ? await verifyPassword(password, user.password_hash)
      : await spendVerifyTime(password);
    const account = user && passwordOk ? await loadAccount(app.database.db, user.id) : null;
    if (!user || !account) {
      await accountLimit(request);
      throw invalidCredentials();
    }
    return signIn(user.id, account);
  });

  serveCall(app, authCalls.logout, async (request, reply) => {
    await revokeSession(app.database.db, signedIn(request).sessionId);
    return reply.code(204).send();
  });

  serveCall(app, authCalls.register, async (request, reply) => {
    if (!config.registration) {
      throw new ApiError(403, 'REGISTRATION_CLOSED', 'This server does not take new businesses');
    }
    await checkAddress(request);
    const passwordHash = await hashPassword(request.body.password);
    const userId = await createBusiness(app.database, request.body, passwordHash, allModules);
    const account = await loadAccount(app.database.db, userId);
    if (!account) throw new Error('The new administrator could not be loaded');
    return reply.code(201).send(await signIn(userId, account));
  });

  serveCall(app, authCalls.current, async (request) => signedIn(request).profile);
}
