import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Who is writing: the signed-in user (null on public calls such as signing up) and their device. */
export interface AuditActor {
  userId: string | null;
  device: string;
}

const actors = new AsyncLocalStorage<AuditActor>();

/** The actor of the request this code runs for; null outside a request (the demo seed, jobs). */
export const currentActor = (): AuditActor | null => actors.getStore() ?? null;

/** Runs `work` as `actor`: for tests and for the few writes made on a user's behalf outside a call. */
export const runAs = <T>(actor: AuditActor, work: () => T): T => actors.run(actor, work);

/** A client's own device id: printable, short. */
const DEVICE_ID = /^[\w.:-]{1,80}$/;

/** "Chrome 131 · Android" from a user agent: what a person recognises of it. */
function browserOf(agent: string): string {
  const browser =
    /(Edg|OPR|Firefox|Chrome|Version)\/(\d+)/.exec(agent) ?? /(Safari)\/(\d+)/.exec(agent);
  const os = /(Windows|Android|iPhone|iPad|Mac OS X|CrOS|Linux)/.exec(agent);
  const names: Record<string, string> = { Edg: 'Edge', OPR: 'Opera', Version: 'Safari' };
  const name = browser ? `${names[browser[1]!] ?? browser[1]} ${browser[2]}` : null;
  const system = os ? os[1]!.replace('Mac OS X', 'macOS').replace('CrOS', 'ChromeOS') : null;
  return [name, system].filter(Boolean).join(' · ') || agent.slice(0, 60) || 'unknown';
}

/**
 * The device of a request as a person recognises it: its browser and address, and the id the client
 * sends in `X-Device-Id` (one per browser), which tells two tablets of the same make apart.
 */
export function deviceOf(request: FastifyRequest): string {
  const sent = request.headers['x-device-id'];
  const id = typeof sent === 'string' && DEVICE_ID.test(sent) ? ` #${sent}` : '';
  return `${browserOf(request.headers['user-agent'] ?? '')}${id} (${request.ip})`;
}

/**
 * Makes every write of an /api call know its actor. Set before the handler rather than on request:
 * the body is read in between, on stream events that do not keep the context, while everything
 * `done` starts (later hooks, the handler and all they await) does.
 */
export function registerAuditContext(api: FastifyInstance): void {
  api.addHook('preHandler', (request, _reply, done) => {
    actors.run({ userId: request.auth?.userId ?? null, device: deviceOf(request) }, done);
  });
}
