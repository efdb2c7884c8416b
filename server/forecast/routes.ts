import { forecastCalls } from '@contract/forecast';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { signedIn } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { requireLocation } from '../plugins/permissions';
import { forecastBacktest, forecastProducts } from './reads';

/**
 * Order by forecast (issue 27), declared in contract/forecast.ts (`forecastCalls`): the products'
 * forecast at a location and the backtest of it. Read like the order suggestions: `suppliers.read`
 * at the location. Today is the location's business date on `config.forecast.now` when a test sets
 * it, the server's clock otherwise.
 */
export function registerForecastRoutes(
  app: FastifyInstance,
  config: Pick<AppConfig, 'forecast'>,
): void {
  const db = () => app.database.db;
  const now = config.forecast?.now ?? Date.now;

  serveCall(app, forecastCalls.products, async (request) => {
    const auth = signedIn(request);
    requireLocation(auth, request.query.loc);
    return forecastProducts(db(), auth.customerId, request.query.loc, now());
  });

  serveCall(app, forecastCalls.backtest, async (request) => {
    const auth = signedIn(request);
    requireLocation(auth, request.query.loc);
    return forecastBacktest(db(), auth.customerId, request.query.loc, now());
  });
}
