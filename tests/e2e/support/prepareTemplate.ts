import { prepareTemplate } from './server';

/**
 * Prepares the journeys' database (see `prepareTemplate`) and prints its folder: `npm test`
 * (scripts/test.sh) makes it after the build, beside the type check, the linters and Vitest,
 * and hands it to Playwright's global setup through `BACKHOUSE_E2E_TEMPLATE`.
 */
console.log(await prepareTemplate());
