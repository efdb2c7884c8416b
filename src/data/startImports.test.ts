import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

/** The file an import names, or null for a package's. */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@contract/')
    ? path.join(root, 'contract', specifier.slice('@contract/'.length))
    : specifier.startsWith('@/')
      ? path.join(root, 'src', specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null;
  if (!base) return null;
  const file = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f));
  if (!file) throw new Error(`${from}: cannot find ${specifier}`);
  return file;
}

/**
 * Every module a file loads when it is evaluated: its value imports, followed through, and not the
 * type-only ones (`import type`, or every name marked `type`), which the build drops.
 */
function loadedBy(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, clause, specifier] of source.matchAll(
      /^(?:import|export)\s+([^'";]*?)\s*from\s+'([^']+)'/gm,
    )) {
      if (/^type\s/.test(clause!)) continue;
      const names = /^\{([^}]*)\}$/.exec(clause!.trim())?.[1];
      const onlyTypes =
        names !== undefined &&
        names.split(',').every((n) => n.trim() === '' || /^type\s/.test(n.trim()));
      if (onlyTypes) continue;
      const target = resolve(file, specifier!);
      if (target) visit(target);
    }
  };
  visit(path.join(root, entry));
  return new Set([...seen].map((f) => path.relative(root, f)));
}

describe('what a signed-in start loads', () => {
  // The registry builds every resource's zod schemas when it is loaded: at a phone's speed, 50 ms of
  // the start's longest task. The local store, its writer and sync, and the time zone every screen
  // reads need none of them (`contract/resourceCollections.ts`, `contract/resourceDef.ts`).
  it.each(['src/data/db.ts', 'src/data/local.ts', 'src/shared/location/useTimeZone.ts'])(
    '%s does not load the registry of resources',
    (entry) => {
      const loaded = loadedBy(entry);
      expect(loaded.size).toBeGreaterThan(1);
      expect([...loaded].filter((f) => /^contract\/(registry|resources\/)/.test(f))).toEqual([]);
    },
  );
});
