/**
 * `npm run backup` and `npm run restore FILE`, run from the sources with tsx (as `npm run dev`), so
 * they need no build and always match the code checked out; `npm start` is untouched. Settings come
 * from the environment like the server's (server/config.ts): BACKHOUSE_DATA_DIR, BACKHOUSE_BACKUP_DIR,
 * DATABASE_URL.
 */
import { readConfig } from '../config';
import { backupCommand, CommandRefused, restoreCommand } from './commands';
import { RestoreRefused } from './restore';

const [command, file] = process.argv.slice(2);
try {
  const config = readConfig();
  const started = performance.now();
  if (command === 'backup') {
    const written = await backupCommand(config, new Date());
    const ms = Math.round(performance.now() - started);
    console.log(`backup written: ${written} (${ms} ms)`);
  } else if (command === 'restore') {
    const done = await restoreCommand(config, file, new Date());
    console.log(`${done} (${Math.round(performance.now() - started)} ms)`);
  } else {
    console.error('usage: tsx server/backup/cli.ts backup | restore <backup file>');
    process.exitCode = 2;
  }
} catch (error) {
  if (!(error instanceof CommandRefused || error instanceof RestoreRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
