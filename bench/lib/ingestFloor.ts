/**
 * The floor of the sales-ingest benchmark: the rows a batch of invoices appends (the invoices, their
 * lines, payments and first status, their stock movements and audit entries), read back after the
 * run, deleted, and inserted again as they were in one transaction through the bare driver, with none
 * of the route's work around them: no parsing, checks, look-ups, aggregates or balances. What the
 * database and its indexes take for those rows on this machine, in the same run as the figure.
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';

/** The appended tables, parents first, and how a row of each names its invoice. */
const tables = [
  ['invoices', 'id'],
  ['invoice_lines', 'invoice_id'],
  ['invoice_payments', 'invoice_id'],
  ['invoice_status_changes', 'invoice_id'],
  ['stock_movements', 'document_id'],
  ['audit_log', 'row_id'],
] as const;

type Rows = Array<{ table: string; rows: Array<Record<string, unknown>> }>;

/** SQLite: per-row prepared inserts (better-sqlite3's fastest way), with the server's pragmas. */
export function sqliteFloor(file: string, batches: readonly string[][]): number[] {
  const db = new SQLite(file);
  db.pragma('synchronous = NORMAL');
  db.pragma('temp_store = MEMORY');
  db.pragma('foreign_keys = ON');
  try {
    return batches.map((ids) => {
      const list = `(${ids.map(() => '?').join(', ')})`;
      const saved: Rows = tables.map(([table, column]) => ({
        table,
        rows: db.prepare(`select * from ${table} where ${column} in ${list}`).all(...ids) as Array<
          Record<string, unknown>
        >,
      }));
      db.transaction(() => {
        for (const [table, column] of [...tables].reverse()) {
          db.prepare(`delete from ${table} where ${column} in ${list}`).run(...ids);
        }
      })();
      const t0 = performance.now();
      db.transaction(() => {
        for (const { table, rows } of saved) {
          if (rows.length === 0) continue;
          const columns = Object.keys(rows[0]!);
          const insert = db.prepare(
            `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
          );
          for (const row of rows) insert.run(...columns.map((c) => row[c]));
        }
      })();
      return performance.now() - t0;
    });
  } finally {
    db.close();
  }
}

/** PostgreSQL: multi-row inserts of as many rows as the parameter limit allows, one transaction. */
export async function postgresFloor(url: string, batches: readonly string[][]): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: number[] = [];
    for (const ids of batches) {
      const saved: Rows = [];
      for (const [table, column] of tables) {
        const read = await client.query(`select * from ${table} where ${column} = any($1)`, [ids]);
        saved.push({ table, rows: read.rows as Array<Record<string, unknown>> });
      }
      await client.query('begin');
      for (const [table, column] of [...tables].reverse()) {
        await client.query(`delete from ${table} where ${column} = any($1)`, [ids]);
      }
      await client.query('commit');
      const t0 = performance.now();
      await client.query('begin');
      for (const { table, rows } of saved) {
        if (rows.length === 0) continue;
        const columns = Object.keys(rows[0]!);
        const perStatement = Math.floor(65_535 / columns.length);
        for (let start = 0; start < rows.length; start += perStatement) {
          const chunk = rows.slice(start, start + perStatement);
          const values = chunk.map(
            (_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
          );
          await client.query(
            `insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}`,
            chunk.flatMap((row) => columns.map((c) => row[c])),
          );
        }
      }
      await client.query('commit');
      out.push(performance.now() - t0);
    }
    return out;
  } finally {
    await client.end();
  }
}
