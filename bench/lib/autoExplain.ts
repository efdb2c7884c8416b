/**
 * The plans PostgreSQL ran, as its `auto_explain` module logs them: loaded into every new session of
 * one database (`ALTER DATABASE … SET`, so the app's own pool picks it up, nothing in the app
 * changes), every statement's plan logged as JSON, estimates only (`log_analyze` off, so the
 * statements run as they would). A bench makes its calls one at a time and reads what the server
 * log gained in between: the plans of that call.
 */
import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';

/** A plan node as `EXPLAIN (FORMAT JSON)` writes it; only what is read here. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}

/** One statement's plan: its query (shortened) and every scan in it. */
export interface StatementPlan {
  query: string;
  scans: string[];
}

/** What one call's statements read: every scan, and the sequential ones on large tables. */
export interface CallPlans {
  statements: StatementPlan[];
  /** `table (about N rows)` for each sequential scan of a table over the threshold. */
  largeSeqScans: string[];
}

const SETTINGS = {
  session_preload_libraries: 'auto_explain',
  'auto_explain.log_min_duration': '0',
  'auto_explain.log_analyze': 'off',
  'auto_explain.log_format': 'json',
  'auto_explain.log_level': 'log',
};

/** Logs every plan of new sessions of `database` (a database name), until `stopExplaining`. */
export async function startExplaining(admin: Kysely<unknown>, database: string): Promise<void> {
  for (const [name, value] of Object.entries(SETTINGS)) {
    await sql`alter database ${sql.id(database)} set ${sql.raw(name)} = ${sql.lit(value)}`.execute(
      admin,
    );
  }
}

export async function stopExplaining(admin: Kysely<unknown>, database: string): Promise<void> {
  for (const name of Object.keys(SETTINGS)) {
    await sql`alter database ${sql.id(database)} reset ${sql.raw(name)}`.execute(admin);
  }
}

/** The tables of the current database with more than `rows` rows (the planner's estimate). */
export async function largeTables(db: Kysely<unknown>, rows: number): Promise<Map<string, number>> {
  const found = await sql<{ relname: string; reltuples: number }>`
    select relname, reltuples::bigint as reltuples from pg_class
    where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples > ${rows}`.execute(
    db,
  );
  return new Map(found.rows.map((r) => [r.relname, Number(r.reltuples)]));
}

/** Where the server log ends now: read from there after a call. */
export const logEnd = (logFile: string) => fs.statSync(logFile).size;

/** Gives the log time to reach the file: the server writes it after the statement's reply. */
export const settle = () => new Promise((r) => setTimeout(r, 150));

/** The plans logged in `logFile` from byte `from` on. */
export function plansSince(
  logFile: string,
  from: number,
  large: ReadonlyMap<string, number>,
): CallPlans {
  const size = fs.statSync(logFile).size;
  const buffer = Buffer.alloc(size - from);
  const fd = fs.openSync(logFile, 'r');
  try {
    fs.readSync(fd, buffer, 0, buffer.length, from);
  } finally {
    fs.closeSync(fd);
  }
  // Each entry starts with the default prefix (`%m [%p] `); a plan is the rest of its entry.
  const entries = buffer.toString('utf8').split(/\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/);
  const statements: StatementPlan[] = [];
  const seq = new Set<string>();
  for (const entry of entries) {
    const at = entry.indexOf('plan:');
    if (at < 0 || !entry.includes('LOG:  duration:')) continue;
    const plan = JSON.parse(entry.slice(at + 'plan:'.length)) as {
      'Query Text': string;
      Plan: PlanNode;
    };
    const scans: string[] = [];
    const walk = (node: PlanNode) => {
      if (node['Relation Name']) {
        const table = node['Relation Name'];
        const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
        scans.push(`${node['Node Type']} on ${table}${index}`);
        if (node['Node Type'].endsWith('Seq Scan') && large.has(table)) {
          seq.add(`${table} (about ${large.get(table)!.toLocaleString('en')} rows)`);
        }
      }
      node.Plans?.forEach(walk);
    };
    walk(plan.Plan);
    statements.push({ query: plan['Query Text'].replace(/\s+/g, ' ').slice(0, 300), scans });
  }
  return { statements, largeSeqScans: [...seq] };
}
