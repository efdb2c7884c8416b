import { liveCalls, type LiveEventKind } from '@contract/live';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { ApiError } from '../plugins/errors';
import { usableLocations } from '../plugins/permissions';
import type { DatabaseHandle } from '../db/database';
import { LiveHub } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live channel's switchboard (server/live/hub.ts). */
    live: LiveHub;
  }
}

/** What an event stream answers with: never cached, never buffered by a proxy. */
const streamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};

const message = (kind: LiveEventKind, cursor: number) =>
  `event: ${kind}\ndata: ${JSON.stringify({ cursor })}\n\n`;

/**
 * The live channel's switchboard of an app (`app.live`), on its database's commits; `buildApp` ends
 * its streams at `preClose`, so the draining stop never waits for them.
 */
export function createLiveHub(database: DatabaseHandle): LiveHub {
  return new LiveHub({
    feed: database.commits,
    cursorOf: async (customerId) => {
      const row = await database.db
        .selectFrom('changes')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return Number(row?.seq ?? 0);
    },
  });
}

/**
 * `GET /api/events` (contract/live.ts): the live channel. Fastify answers 401 before the handler
 * as for any call; the handler then takes the connection over (`hijack`) and keeps it open until
 * the device goes or the server stops.
 */
export function registerLiveRoutes(api: FastifyInstance): void {
  const hub = api.live;
  serveCall(api, liveCalls.events, async (request, reply) => {
    const auth = signedIn(request);
    if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
      throw new ApiError(400, 'VALIDATION', 'Ask for the stream with Accept: text/event-stream', {
        fields: { accept: 'Not in the expected format' },
      });
    }
    const usable = usableLocations(auth.grant);
    const raw = reply.raw;
    let gone = false;
    // Messages sent before the head (while the starting cursor is read) would go without it.
    let started = false;
    let remove = () => {};
    request.raw.on('close', () => {
      gone = true;
      remove();
    });
    const write = (text: string) => {
      if (started && !gone && !raw.writableEnded) raw.write(text);
    };
    const added = await hub.add({
      customerId: auth.customerId,
      locations: usable ? new Set(usable) : null,
      send: (kind, cursor) => write(message(kind, cursor)),
      heartbeat: () => write(': \n\n'),
      end: () => raw.end(),
    });
    if (!added) throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The server is stopping');
    remove = added.remove;
    if (gone) {
      remove();
      return reply;
    }
    reply.hijack();
    raw.writeHead(200, streamHeaders);
    started = true;
    write(message('ready', added.cursor));
    return reply;
  });
}
