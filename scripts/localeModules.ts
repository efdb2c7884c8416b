import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { coreNamespaces } from '../src/lib/coreNamespaces';

/** The module that names every language's two parts (src/app/locales.d.ts). */
export const LOCALES_MODULE = 'virtual:locales';
const part = /^virtual:locales\/([\w-]+)\/(core|rest)$/;

/**
 * The translations as modules of the app: `virtual:locales` gives, for each language under
 * `locales/`, a loader of what the shell needs (`core`: `coreNamespaces`) and one of the rest, and
 * `virtual:locales/<language>/<core|rest>` is that part, its namespaces by name. The app then holds
 * 14 loaders, not one per file (280, 2 KB gzip of the first bundle, all run at every start); the
 * build puts each part in one file (`localeChunk`).
 */
export function localeModules(localesDir = path.resolve('locales')): Plugin {
  const core: ReadonlySet<string> = new Set(coreNamespaces);
  const languages = () =>
    fs
      .readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  return {
    name: 'backhouse:locale-modules',
    resolveId: (id) => (id === LOCALES_MODULE || part.test(id) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith('\0')) return null;
      const name = id.slice(1);
      if (name === LOCALES_MODULE) {
        const entries = languages().map((language) => {
          const load = (which: string) =>
            `() => import(${JSON.stringify(`${LOCALES_MODULE}/${language}/${which}`)})`;
          return `  ${JSON.stringify(language)}: { core: ${load('core')}, rest: ${load('rest')} },`;
        });
        return `export const locales = {\n${entries.join('\n')}\n};\n`;
      }
      const match = part.exec(name);
      if (!match) return null;
      const [, language, which] = match;
      const dir = path.join(localesDir, language!);
      const files = fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => ({ namespace: path.basename(file, '.json'), file: path.join(dir, file) }))
        .filter(({ namespace }) => core.has(namespace) === (which === 'core'));
      for (const { file } of files) this.addWatchFile(file);
      const imports = files.map(({ file }, i) => `import n${i} from ${JSON.stringify(file)};`);
      const names = files.map(({ namespace }, i) => `${JSON.stringify(namespace)}: n${i}`);
      return `${imports.join('\n')}\nexport default { ${names.join(', ')} };\n`;
    },
  };
}
