import { todayCalls } from '@contract/today';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { signedIn } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { today } from './today';

/**
 * `GET /api/today` (issue 26), declared in contract/today.ts. Any signed-in user: what they are
 * shown depends on their permissions and locations (server/today/access.ts, scope.ts). The clock is
 * `config.today.now` when a test sets one, the server's own otherwise.
 */
export function registerTodayRoutes(app: FastifyInstance, config: Pick<AppConfig, 'today'>): void {
  const now = config.today?.now ?? Date.now;
  serveCall(app, todayCalls.today, async (request) => {
    const auth = signedIn(request);
    return today(
      app.database.db,
      { customerId: auth.customerId, userId: auth.userId, grant: auth.grant },
      now(),
    );
  });
}
