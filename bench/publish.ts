/**
 * Issue 12 figure: publish the whole demo catalogue as a new version, server time, target at most
 * 1 s. The app runs in this process on a fresh SQLite file with the demo business; each publish is
 * `POST /api/admin/bulk-sync-all-modules` through Fastify's inject (auth, snapshot of every part,
 * change list against the version before, log entry, reply). The first publish compares with
 * nothing; later ones with the previous version, after a product's price changed. The preview and
 * the tills' full read are reported beside it.
 * Run alone: npx tsx bench/publish.ts
 */
import path from 'node:path';
import { openSqlite } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { demoCredentials, seedDemo } from '../server/demo';
import { announce, kb, main, median, ms, report } from './lib/common';
import { appOn, RUNS } from './lib/inject';
import { tempDir } from './lib/server';

const TARGET_MS = 1000;

main(async () => {
  announce(
    'Publish the demo catalogue (issue 12)',
    'POST /api/admin/bulk-sync-all-modules on the demo business, SQLite file, in-process inject;\n' +
      `first publish, then the median of ${RUNS} publishes each after one product's price changed.`,
  );
  const database = openSqlite(path.join(tempDir('publish'), 'backhouse.db'));
  await migrateToLatest(database);
  await seedDemo(database);
  const { app } = await appOn(database);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: demoCredentials.admin,
  });
  const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const t0 = performance.now();
    const reply = await app.inject({ method, url: `/api${url}`, headers, payload });
    const took = performance.now() - t0;
    if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode} ${reply.body}`);
    return { took, reply };
  };

  const first = await call('POST', '/admin/bulk-sync-all-modules');
  const rows = (first.reply.json() as { changes: { totals: { rows: number } } }).changes.totals
    .rows;
  const product = (
    (await call('GET', '/products?limit=1')).reply.json() as {
      data: Array<{ id: string; version: number; price: number }>;
    }
  ).data[0]!;
  const publishes: number[] = [];
  const previews: number[] = [];
  let version = product.version;
  for (let i = 0; i < RUNS; i++) {
    const edit = await call('PUT', `/products/${product.id}`, { version, price: 10 + i });
    version = (edit.reply.json() as { version: number }).version;
    previews.push((await call('GET', '/admin/publish-preview?what=all-modules')).took);
    publishes.push((await call('POST', '/admin/bulk-sync-all-modules')).took);
  }
  const read = await call('GET', '/admin/published/latest');
  const snapshot = await database.db
    .selectFrom('publication_parts')
    .select((eb) => eb.fn.sum<number>(eb.fn('length', ['rows'])).as('bytes'))
    .where('version', '=', 1)
    .executeTakeFirstOrThrow();
  await app.close();
  await database.close();

  const typical = median(publishes);
  report({
    id: 'publish',
    method: 'bulk-sync-all-modules on the demo business, SQLite, in-process inject',
    rows: [
      {
        figure: `publish the whole demo catalogue (${rows} rows) as a new version, server time`,
        measured: `${ms(typical)} (first ${ms(first.took)})`,
        target: `at most ${ms(TARGET_MS)}`,
        ok: Math.max(typical, first.took) <= TARGET_MS,
      },
    ],
    details: {
      rows,
      firstMs: Math.round(first.took),
      publishMs: publishes.map(Math.round),
      previewMedianMs: Math.round(median(previews)),
      tillsFullReadMs: Math.round(read.took),
      tillsFullReadSize: kb(read.reply.body.length),
      snapshotSize: kb(Number(snapshot.bytes)),
    },
  });
  console.log(
    `   preview ${ms(median(previews))}, tills' full read ${ms(read.took)} ` +
      `(${kb(read.reply.body.length)}), one version's snapshot ${kb(Number(snapshot.bytes))}`,
  );
});
