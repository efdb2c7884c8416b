import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '../database';

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (the tests' TEST_DATABASE_URL): no
 * schema at all, for tests that load one themselves (an earlier release's rows, a restored dump).
 */
export async function emptyPostgresDatabase(serverUrl: string): Promise<{
  url: string;
  database: DatabaseHandle;
  drop: () => Promise<void>;
}> {
  const name = `bh_empty_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 5);
  return {
    url: url.toString(),
    database,
    drop: async () => {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
