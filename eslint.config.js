// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(new URL(import.meta.url).pathname);

/** Where an import lands, as a path relative to the project root, or null for packages. */
function resolveImport(fromFile, spec) {
  if (spec.startsWith('@contract/')) return path.join('contract', spec.slice('@contract/'.length));
  if (spec.startsWith('@/')) return path.join('src', spec.slice(2));
  if (spec.startsWith('.')) return path.relative(root, path.resolve(path.dirname(fromFile), spec));
  return null;
}

/** The part of the layout a file belongs to: its top folder, and for features the feature's name. */
function zoneOf(rel) {
  const parts = rel.split(path.sep);
  const layer = parts[0] === 'src' ? parts[1] : null;
  if (layer === 'features') return { top: 'src', layer, feature: parts[2] };
  return { top: parts[0], layer, feature: null };
}

/**
 * The layers below the app (features, the shared layer, components, the data layer, libraries):
 * they may not import `src/app`, which composes them (the shell, routing, start-up). What features
 * share lives in `src/shared`. Tests may reach up: they start the app to test it.
 */
function sharesUpward(rel) {
  const parts = rel.split(path.sep);
  return (
    parts[0] === 'src' &&
    ['features', 'shared', 'components', 'data', 'lib'].includes(parts[1]) &&
    !/\.test\.tsx?$/.test(rel)
  );
}

/**
 * Boundaries of DESIGN.md derived from the folder layout, so a new feature needs no new lint zone:
 * src never imports server, server never imports src, contract imports neither, features never
 * import each other (the app and routes compose them), and nothing below the app imports it
 * (`sharesUpward`).
 */
const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = path.relative(root, context.filename);
    const from = zoneOf(file);
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      const target = resolveImport(context.filename, spec);
      if (!target) return;
      const to = zoneOf(target);
      const bad =
        (from.top === 'src' && to.top === 'server') ||
        (from.top === 'server' && to.top === 'src') ||
        (from.top === 'contract' && (to.top === 'src' || to.top === 'server')) ||
        (from.top === 'sw' && (to.top === 'src' || to.top === 'server')) ||
        (from.feature && to.feature && from.feature !== to.feature) ||
        (sharesUpward(file) && to.layer === 'app');
      if (bad)
        context.report({ node, message: `${file} may not import ${target} (see DESIGN.md)` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * The first segment of every path declared with `call({ ... })` in contract/ (contract/call.ts):
 * read from the declarations themselves, so a slice moved to declared calls is held to them at once.
 * A first segment that is also a page of the app (src/routes/<segment>: /auth/jwt/login beside
 * /api/auth/login) is held by its declared paths up to their first parameter instead, so the
 * page's own addresses may still be spelled; a declared path that is that segment alone (the
 * sync's /batch beside the page /batch/$id) holds only itself.
 */
function declaredPathRoots() {
  const roots = new Set();
  const dir = path.join(root, 'contract');
  const pages = new Set(
    fs.readdirSync(path.join(root, 'src', 'routes')).map((f) => f.split('.')[0]),
  );
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const m of text.matchAll(/\bcall\(\{\s*method: '\w+',\s*path: '(\/([\w-]+)[^']*)'/g)) {
      if (pages.has(m[2])) roots.add(m[1].replace(/\/?:.*$/, ''));
      else roots.add(`/${m[2]}`);
    }
  }
  return [...roots].map((held) => ({
    held,
    // A declared path that is a page's first segment itself (`/batch` beside the page
    // `/batch/$id`) holds only itself and its query: what lies below it is the page's.
    exact: pages.has(held.slice(1)),
  }));
}

/** `declaredPathRoots()`, read once per run: the contract does not change while it lints. */
let declaredRoots;

/** The app calls a declared call by its declaration (src/data/calls.ts), never by its path. */
const noDeclaredPath = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    declaredRoots ??= declaredPathRoots();
    const roots = declaredRoots;
    const check = (node, text) => {
      const root = roots.find(
        ({ held, exact }) =>
          text === held || text.startsWith(`${held}?`) || (!exact && text.startsWith(`${held}/`)),
      )?.held;
      if (root)
        context.report({
          node,
          message: `${root} is declared in contract/: call it by its declaration (callServer, useCallRead, queuedCall), not by its path`,
        });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        check(node, node.quasis[0].value.cooked ?? '');
      },
    };
  },
};

/** Text a user sees comes from i18n keys, never from literals in JSX (Excalidraw's rule). */
const noLiteralJsxText = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    return {
      JSXText(node) {
        if (/\p{L}/u.test(node.value)) {
          context.report({ node, message: 'Use t(...) for text users see, not a literal' });
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-server',
      'dist-*',
      'data',
      'coverage',
      'playwright-report',
      'test-results',
      'src/routeTree.gen.ts',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      backhouse: {
        rules: {
          boundaries,
          'no-literal-jsx-text': noLiteralJsxText,
          'no-declared-path': noDeclaredPath,
        },
      },
    },
    rules: {
      'backhouse/boundaries': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The rules of hooks hold everywhere in src. The rules backed by the React Compiler run its
    // analysis on every function of a file, which made them three quarters of the lint's time
    // (about 120 of 160 CPU seconds) while most of src/ is no React code: they look at components
    // (.tsx) and hooks (use*.ts), not at the data layer, the libraries or the tests.
    files: ['src/**/*.ts', 'src/**/*.test.tsx'],
    ignores: ['src/**/use*.ts'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter(
          (rule) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(rule),
        )
        .map((rule) => [rule, 'off']),
    ),
  },
  {
    // Tests may spell paths: they check what the server answers at them (a slice's fixtures are
    // its testing.ts).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*Testing.ts', '**/testing.ts', '**/testing/**'],
    rules: { 'backhouse/no-declared-path': 'error' },
  },
  {
    // Slices laid out as issue 23 asks (docs/ARCHITECTURE.md): their screens render; only a
    // slice's data folder reads and writes the local store and the server.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/features/**/data/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['dexie', 'dexie-react-hooks', '@/data', '@/data/*'],
              allowTypeImports: true,
              message:
                "A screen of a slice renders: its reads and writes go through the slice's data folder (docs/ARCHITECTURE.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: {
      'backhouse/no-literal-jsx-text': 'error',
      // A text colour is the theme's readable one (`c="red"`, src/app/theme/readableColors.ts),
      // never a fixed shade: `c="red.7"` read at 3.9:1 on white, below WCAG's 4.5:1.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='c'] Literal[value=/^[a-z]+\\.[0-9]$/]",
          message:
            'Colour text with the theme colour\'s name (c="red"): its shade is made readable; a fixed shade may not be.',
        },
      ],
    },
  },
);
