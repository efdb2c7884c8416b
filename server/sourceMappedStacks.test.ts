import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A program built as scripts/build-server.mjs builds the server (one ESM bundle and its map, no
 * sources in the map), which throws from its sources' line 6 and prints the stack.
 */
const entry = (install: boolean) => `
import { installSourceMappedStacks } from ${JSON.stringify(path.resolve('server/sourceMappedStacks.ts'))};
${install ? 'installSourceMappedStacks(import.meta.dirname);' : ''}
function loadOrders(): never {
  const reason = 'no such location';
  throw new Error(\`orders not loaded: \${reason}\`);
}
try { loadOrders(); } catch (error) { console.log((error as Error).stack); }
`;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backhouse-stacks-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Builds the program into its own folder and runs it with `nodeArgs`; its output. */
async function run(name: string, install: boolean, nodeArgs: string[] = []) {
  const out = path.join(dir, name);
  fs.mkdirSync(out);
  fs.writeFileSync(path.join(out, 'orders.ts'), entry(install));
  await build({
    entryPoints: [path.join(out, 'orders.ts')],
    outdir: out,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    minifyWhitespace: true,
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'silent',
  });
  const child = spawnSync(process.execPath, [...nodeArgs, path.join(out, 'orders.js')], {
    encoding: 'utf8',
  });
  expect(child.status, child.stderr).toBe(0);
  return { stack: child.stdout.trim(), source: path.join(out, 'orders.ts') };
}

describe('stack traces of the built server', () => {
  it('name the TypeScript source, line and column, with the message and function kept', async () => {
    const { stack, source } = await run('mapped', true);
    const lines = stack.split('\n');
    expect(lines[0]).toBe('Error: orders not loaded: no such location');
    expect(lines[1]).toBe(`    at loadOrders (${source}:6:9)`);
    expect(stack).not.toContain('orders.js');
  });

  it('are the built file positions without it, which is what it maps', async () => {
    const { stack } = await run('unmapped', false);
    expect(stack.split('\n')[1]).toMatch(
      /^ {4}at loadOrders \((file:\/\/)?\/.*orders\.js:1:\d+\)$/,
    );
  });

  it('are left to Node when Node maps them itself (--enable-source-maps)', async () => {
    const { stack, source } = await run('node-mapped', true, ['--enable-source-maps']);
    expect(stack.split('\n')[1]).toBe(`    at loadOrders (${source}:6:9)`);
  });
});
