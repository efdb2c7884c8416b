import { verifyCalls } from '@contract/verify';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { verify } from './verify';

/** The self-audit of the caller's business (`sync.admin`, like `update-main-tables`). */
export function registerVerifyRoutes(app: FastifyInstance): void {
  serveCall(app, verifyCalls.verify, async (request) =>
    verify(app.database, { customerId: signedIn(request).customerId }),
  );
}
