// The floor of bench/server-start.ts: Fastify and better-sqlite3 with nothing of Backhouse, started
// like the real server (`node <file>`), on the same database file, answering the same first request.
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const db = new Database(process.env.FLOOR_DB);
db.pragma('journal_mode = WAL');
const invoices = db.prepare('select count(*) as n from invoices');
const app = Fastify({ logger: false });
app.get('/manifest.webmanifest', () => ({ invoices: invoices.get().n }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void app.close().then(() => {
      db.close();
      process.exit(0);
    });
  });
}
