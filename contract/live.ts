import { z } from 'zod';
import { call } from './call';

/** How many messages a business's devices get at most: one per this long (bursts are folded). */
export const LIVE_COALESCE_MS = 500;
/** A comment line this often keeps proxies from closing an idle stream and shows a dead one. */
export const LIVE_HEARTBEAT_MS = 25_000;

/**
 * The data of every message of the live channel, whatever its kind: the business's latest change
 * seq (its change log's cursor). Nothing else ever travels on it: a device that hears of a change
 * asks for it through the calls it may make (the pull, the server reads), which check what it may
 * read.
 */
export const liveMessage = z.object({ cursor: z.number().int().min(0) });
export type LiveMessage = z.infer<typeof liveMessage>;

/**
 * The kinds of message (SSE `event:` field): `ready` first, with the cursor as it stands when the
 * stream starts listening; `changed` when a write appended to the change log (pull now); `sales`
 * when the tills recorded sales, which reach no pull but change what server reads answer.
 */
export const liveEventKinds = ['ready', 'changed', 'sales'] as const;
export type LiveEventKind = (typeof liveEventKinds)[number];

/**
 * The live channel (issue 26): one `text/event-stream` per signed-in device, which hears within
 * about a second that something changed for its business, so it pulls at once instead of waiting
 * for its periodic pull. Only devices of the business hear; a user limited to some locations hears
 * only of changes at those locations or of the whole business. Ask with `Accept: text/event-stream`.
 */
export const liveCalls = {
  events: call({
    method: 'GET',
    path: '/events',
    tag: 'sync',
    summary: 'Server-sent events: "something changed since cursor N" for the business',
    description:
      'A `text/event-stream` that stays open. Messages: `ready` (first), `changed` (a pull brings ' +
      'something new), `sales` (sales recorded: server reads changed); the data of each is ' +
      '`{ "cursor": N }`, the documented reply. A comment line comes every 25 s. Ask with ' +
      '`Accept: text/event-stream`; anything else is a 400.',
    reply: liveMessage,
    access: 'signed-in',
    stream: true,
  }),
};
