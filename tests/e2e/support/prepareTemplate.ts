import { prepareTemplate } from './server';

/**
 * Prepares the journeys' database (see `prepareTemplate`) and prints its folder: `npm test`
 * (scripts/test.sh) makes it beside the app's build, once the server's is done, and hands it to
 * Playwright's global setup through `BACKHOUSE_E2E_TEMPLATE`.
 */
console.log(await prepareTemplate());
