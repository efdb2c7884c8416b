import fs from 'node:fs';
import path from 'node:path';
import { assertAppBuilt, prepareTemplate, TEMPLATE_ENV } from './server';

/**
 * Runs once before any worker: checks the app is built and prepares the database every worker's
 * server starts from (migrated, demo seeded), so no worker migrates or seeds on its own. Workers
 * inherit the environment, and with it the template's folder. A template already named in the
 * environment is taken as it is.
 */
export default async function globalSetup(): Promise<() => void> {
  assertAppBuilt();
  // `npm test` prepared it while its other checks ran (scripts/test.sh), and removes it itself.
  const given = process.env[TEMPLATE_ENV];
  if (given && fs.existsSync(path.join(given, 'backhouse.db'))) return () => undefined;
  const template = await prepareTemplate();
  process.env[TEMPLATE_ENV] = template;
  return () => fs.rmSync(template, { recursive: true, force: true });
}
