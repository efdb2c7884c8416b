/**
 * Issue 26 figures: the live channel with 500 devices connected to one server. The built server
 * on a data folder with the demo business (no demo top-up, nothing else running), 500 streams of
 * `GET /api/events` held open from this process over plain http, then one change written through
 * the API: the time from sending it until every stream has heard `changed` (p50, p95, max; target
 * max ≤ 2 s), repeated ROUNDS times; the server's RSS before and with the 500 streams; its CPU
 * while idle with them (heartbeats included); and how long a stop takes with them open.
 * Run alone: npx tsx bench/live-channel.ts (DEVICES=500, ROUNDS=5, IDLE_SECONDS=30)
 */
import http from 'node:http';
import { announce, main, ms, report, sleep } from './lib/common';
import { brandFields } from './lib/scenarios';
import { call, seedDatabase, signInAdmin } from './lib/server';
import { buildServer, cpuMs, mb, rssMb, startProcess } from './lib/serverProcess';

const DEVICES = Number(process.env.DEVICES ?? 500);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
/** Longer than one heartbeat (25 s), so the idle CPU includes sending one to every stream. */
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 30);
const TARGET_HEARD_MS = 2_000;
/** Between rounds: past the server's folding window, so each change is a message of its own. */
const ROUND_PAUSE_MS = 1_000;

interface Device {
  /** performance.now() of each `changed` heard, with its cursor. */
  heard: { at: number; cursor: number }[];
  ready: Promise<number>;
  close: () => void;
}

/** A device's stream: plain http, one socket each, messages read as they come. */
function connect(url: string, token: string, onHeard: () => void): Device {
  const heard: Device['heard'] = [];
  let request: http.ClientRequest;
  const ready = new Promise<number>((resolve, reject) => {
    request = http.get(
      `${url}/api/events`,
      { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`stream: ${response.statusCode}`));
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const kind = /^event: (.*)$/m.exec(block)?.[1];
            const cursor = Number(/"cursor":(\d+)/.exec(block)?.[1]);
            if (kind === 'ready') resolve(cursor);
            if (kind === 'changed') {
              heard.push({ at, cursor });
              onHeard();
            }
          }
        });
      },
    );
    request.on('error', reject);
  });
  return { heard, ready, close: () => request.destroy() };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

main(async () => {
  announce(
    `Issue 26: the live channel, ${DEVICES} devices connected to one server`,
    [
      'The server built as `npm run build` does, on a data folder with the demo business (SQLite, demo',
      `top-up off). ${DEVICES} streams of GET /api/events opened from this process over plain http (one`,
      `socket each), then ${ROUNDS} times: one new brand written through POST /api/brands, timed from`,
      'sending it to each stream hearing `changed` with the new cursor. RSS (ps) after start and',
      `with the streams open; CPU time (/proc) over ${IDLE_SECONDS} s idle with them (one heartbeat each);`,
      'the time a stop takes with them open (drain grace 0).',
    ].join('\n'),
  );
  const serverMain = buildServer();
  const dataDir = await seedDatabase(0);
  const server = await startProcess(serverMain, {
    BACKHOUSE_DATA_DIR: dataDir,
    BACKHOUSE_DEMO: 'off',
    CARD_SERVICE_PORT: '0',
    BACKHOUSE_DRAIN_SECONDS: '0',
    LOG_LEVEL: 'warn',
  });
  const devices: Device[] = [];
  let stopped = false;
  try {
    const pid = server.child.pid!;
    const { token } = await signInAdmin(server.url);
    await sleep(3_000);
    const rssBefore = rssMb(pid);

    let waiting: (() => void) | null = null;
    const opening = performance.now();
    for (let i = 0; i < DEVICES; i++) devices.push(connect(server.url, token, () => waiting?.()));
    await Promise.all(devices.map((d) => d.ready));
    const openedMs = performance.now() - opening;
    console.log(`   ${DEVICES} streams open in ${ms(openedMs)}`);
    await sleep(3_000);
    const rssWith = rssMb(pid);

    const latencies: number[] = [];
    const roundMax: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const sent = performance.now();
      const reply = call<{ id: string }>(
        server.url,
        token,
        'POST',
        '/brands',
        brandFields(900_000 + round),
      );
      const before = devices.map((d) => d.heard.length);
      await reply;
      // Every device has heard once it has one more `changed` than before the write.
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('not every device heard in 30 s')), 30_000);
        const check = () => {
          if (devices.every((d, i) => d.heard.length > before[i]!)) {
            clearTimeout(timer);
            waiting = null;
            resolve();
          }
        };
        waiting = check;
        check();
      });
      const times = devices.map((d, i) => d.heard[before[i]!]!.at - sent);
      latencies.push(...times);
      roundMax.push(Math.max(...times));
      console.log(
        `   round ${round + 1}: p50 ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))}`,
      );
      await sleep(ROUND_PAUSE_MS);
    }

    const cpuStart = cpuMs(pid);
    const idleFrom = performance.now();
    await sleep(IDLE_SECONDS * 1000);
    const idleCpu = ((cpuMs(pid) - cpuStart) / (performance.now() - idleFrom)) * 100;

    const stopFrom = performance.now();
    await server.stop();
    stopped = true;
    const stopMs = performance.now() - stopFrom;

    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const max = Math.max(...latencies);
    const perStreamKb = ((rssWith - rssBefore) * 1024) / DEVICES;
    console.log(
      `   heard: p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(max)}; RSS ${mb(rssBefore)} → ` +
        `${mb(rssWith)}; idle CPU ${idleCpu.toFixed(2)} %; stop ${ms(stopMs)}`,
    );
    report({
      id: 'live-channel',
      method: `built server (SQLite), ${DEVICES} SSE streams over plain http, ${ROUNDS} single changes`,
      rows: [
        {
          figure: `live channel: one change heard by all ${DEVICES} connected devices`,
          measured: `p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(max)} (${ROUNDS} changes)`,
          target: `max ≤ ${ms(TARGET_HEARD_MS)}`,
          ok: max <= TARGET_HEARD_MS,
        },
        {
          figure: `  server RSS, after start → with ${DEVICES} streams open`,
          measured: `${mb(rssBefore)} → ${mb(rssWith)} (${perStreamKb.toFixed(0)} KB a stream)`,
          target: 'report',
          ok: null,
        },
        {
          figure: `  server CPU idle with ${DEVICES} streams (heartbeats included)`,
          measured: `${idleCpu.toFixed(2)} % of one core over ${IDLE_SECONDS} s`,
          target: 'report',
          ok: null,
        },
        {
          figure: `  stop with ${DEVICES} streams open (no drain grace)`,
          measured: ms(stopMs),
          target: 'report',
          ok: null,
        },
      ],
      details: { p50, p95, max, roundMax, openedMs, rssBefore, rssWith, idleCpu, stopMs },
    });
  } finally {
    devices.forEach((d) => d.close());
    if (!stopped) await server.stop();
  }
});
