import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { printedReport } from './print';
import { verify } from './verify';

/**
 * `npm run verify [-- <business id>]`: the self-audit of the database the server is configured with
 * (the same environment: DATABASE_URL, or the SQLite file under BACKHOUSE_DATA_DIR). It only reads,
 * so it may run beside a live server. Exit code 0 when every figure agrees, 1 when any differs, 2
 * when it could not run.
 */
const config = readConfig();
const database = openDatabase(config);
try {
  const customerId = process.argv[2];
  const report = await verify(database, customerId ? { customerId } : {});
  console.log(printedReport(report));
  process.exitCode = report.clean ? 0 : 1;
} catch (error) {
  console.error('verify could not run:', error);
  process.exitCode = 2;
} finally {
  await database.close();
}
