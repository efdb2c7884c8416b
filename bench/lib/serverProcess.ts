/**
 * The built server (scripts/build-server.mjs) run as its own process, as `npm start` runs it: built
 * once into node_modules/.tmp, started with the environment and Node flags of package.json's `serve`
 * script on a free port and polled until it answers, with its memory and CPU time read from outside.
 * Used by the benches that measure a server process.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root, sleep } from './common';
import { freePort, tempDir } from './server';

/** The build of `npm run build` (scripts/build-server.mjs), into a folder of its own. */
const serverBuildDir = path.join(root, 'node_modules/.tmp/bench-server');

export function buildServer(): string {
  const given = process.env.BENCH_SERVER_MAIN;
  if (given) return path.resolve(given);
  console.log('   building the server (scripts/build-server.mjs) ...');
  const run = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, BUILD_SERVER_OUTDIR: serverBuildDir },
  });
  if (run.status !== 0) throw new Error(`the server build failed (${run.status})`);
  return path.join(serverBuildDir, 'main.js');
}

/**
 * How package.json's `serve` script launches the built server: its `NAME=value` prefixes and the
 * flags between `node` and `dist-server/main.js` (issue 24: the memory flags are part of the product).
 * BENCH_SERVE, a command of the same shape, measures another launch (`node dist-server/main.js`: bare).
 */
export function serveLaunch(): { env: Record<string, string>; nodeArgs: string[] } {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = (process.env.BENCH_SERVE ?? manifest.scripts.serve!).trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? '')) {
    const [name, value] = words.shift()!.split('=', 2) as [string, string];
    env[name] = value;
  }
  if (words[0] !== 'node' || words.at(-1) !== 'dist-server/main.js') {
    throw new Error(
      `package.json's serve script is not [NAME=value ...] node [flags] dist-server/main.js`,
    );
  }
  return { env, nodeArgs: words.slice(1, -1) };
}

export const rssMb = (pid: number) => {
  const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
  return Number(ps.stdout.trim()) / 1024;
};
/** CPU time the process used so far (Linux /proc; user + system at 100 ticks/s): load-proof. */
export const cpuMs = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
export const mb = (value: number) => `${Math.round(value)} MB`;

export interface Started {
  child: ChildProcess;
  url: string;
  /** From the spawn to the first HTTP reply to GET /manifest.webmanifest. */
  answeredMs: number;
  /** The process's CPU time by then: what a quiet machine's start would take, near enough. */
  cpuMs: number;
  log: () => string;
  stop: () => Promise<void>;
}

/**
 * `node <script>` launched as `npm run serve` launches the server, with the environment given; polls
 * until the first reply, whatever its status.
 */
export async function startProcess(script: string, env: Record<string, string>): Promise<Started> {
  const launch = serveLaunch();
  const port = await freePort();
  const logDir = tempDir('start-log');
  const logFile = path.join(logDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, [...launch.nodeArgs, script], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...launch.env, PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const log = () => fs.readFileSync(logFile, 'utf8');
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited:\n${log().slice(-2000)}`);
    if (performance.now() - started > 300_000) throw new Error(`${script} did not answer`);
    const answered = await fetch(`${url}/manifest.webmanifest`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    await sleep(10);
  }
  const answeredMs = performance.now() - started;
  return {
    child,
    url,
    answeredMs,
    cpuMs: cpuMs(child.pid!),
    log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
