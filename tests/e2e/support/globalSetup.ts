import fs from 'node:fs';
import { assertAppBuilt, prepareTemplate, TEMPLATE_ENV } from './server';

/**
 * Runs once before any worker: checks the app is built and prepares the database every worker's
 * server starts from (migrated, demo seeded), so no worker migrates or seeds on its own. Workers
 * inherit the environment, and with it the template's folder.
 */
export default async function globalSetup(): Promise<() => void> {
  assertAppBuilt();
  const template = await prepareTemplate();
  process.env[TEMPLATE_ENV] = template;
  return () => fs.rmSync(template, { recursive: true, force: true });
}
