/**
 * A PostgreSQL cluster of the benchmarks' own, started the way scripts/pg-test.sh starts the test
 * cluster (the distribution's binaries, loopback only, a free port, durability off, run as the
 * `postgres` user when we are root), but kept in a folder between runs so a database built once
 * (the sales benchmark's) is there the next time.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server';

export interface PgCluster {
  /** `postgres://postgres@127.0.0.1:<port>`: add `/<database>`. */
  url: string;
  /** The server's log file (what `auto_explain` writes goes there). */
  logFile: string;
  /** Stops the cluster; its folder stays for the next run. */
  stop(): void;
}

/** The folder of PostgreSQL's binaries, or null when PostgreSQL is not installed. */
export function findPgBin(): string | null {
  const candidates = ['/usr/lib/postgresql/15/bin'];
  if (fs.existsSync('/usr/lib/postgresql')) {
    for (const version of fs.readdirSync('/usr/lib/postgresql').sort().reverse()) {
      candidates.push(`/usr/lib/postgresql/${version}/bin`);
    }
  }
  for (const dir of (process.env.PATH ?? '').split(':')) candidates.push(dir);
  return (
    candidates.find(
      (dir) => fs.existsSync(path.join(dir, 'pg_ctl')) && fs.existsSync(path.join(dir, 'initdb')),
    ) ?? null
  );
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as `postgres` when we are root (PostgreSQL refuses to run as root). */
function pg(bin: string, args: string[], options: { quiet?: boolean } = {}): void {
  const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(file, argv, { stdio: options.quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'] });
}

/**
 * Starts the cluster kept in `dir` (made there on first use), or returns null when PostgreSQL is not
 * installed. A cluster left running by a run that was killed is stopped first.
 */
export async function startPgCluster(dir: string): Promise<PgCluster | null> {
  const bin = findPgBin();
  if (!bin) return null;
  const data = path.join(dir, 'data');
  fs.mkdirSync(dir, { recursive: true });
  if (isRoot()) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    pg(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
  }
  try {
    pg(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], { quiet: true });
  } catch {
    // Not running: the usual case.
  }
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  pg(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'postgres.log'),
    '-w',
    'start',
    '-o',
    settings,
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}`,
    logFile: path.join(dir, 'postgres.log'),
    stop: () =>
      pg(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], { quiet: true }),
  };
}

/** PostgreSQL's version, for the method text. */
export function pgVersion(): string {
  const bin = findPgBin();
  if (!bin) return 'not installed';
  // "postgres (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)"
  const text = execFileSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' });
  return text.trim().split(' ')[2] ?? text.trim();
}

export const cacheRoot = path.join(os.tmpdir(), 'backhouse-bench-cache');

/** Whether another run already uses the benchmarks' PostgreSQL cluster (starting it would stop it). */
function clusterInUse(): boolean {
  const pidFile = path.join(cacheRoot, 'pg', 'data', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return false;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && fs.existsSync(`/proc/${pid}`);
}

/**
 * The benchmarks' PostgreSQL cluster, started, or the reason it is not (the words the summary
 * table shows in its place): SQLITE_ONLY set, another run using it, or PostgreSQL not installed.
 */
export async function benchCluster(): Promise<{ cluster: PgCluster } | { skipped: string }> {
  if (process.env.SQLITE_ONLY) return { skipped: 'skipped (SQLITE_ONLY)' };
  if (clusterInUse()) {
    return { skipped: 'skipped: the benchmarks’ PostgreSQL cluster is in use by another run' };
  }
  const cluster = await startPgCluster(`${cacheRoot}/pg`);
  return cluster ? { cluster } : { skipped: 'skipped: PostgreSQL is not installed' };
}
