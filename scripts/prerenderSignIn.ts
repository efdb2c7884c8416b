import { createServer, type AliasOptions, type Plugin } from 'vite';
import { localeModules } from './localeModules';

/** Where index.html takes the drawn sign-in page, inside its root beside the splash. */
export const PRERENDER_MARK = '<!-- the sign-in page, drawn by the build -->';

/** Marks what the drawing adds to the page: its style sheet, and the end of the page itself. */
const DRAWN = 'data-bh-prerender';

/**
 * The page without the drawn sign-in page: for the service worker's shell.html, which opens the
 * app (signed in, or not a first visit), where parsing it would only slow the start.
 */
export const withoutDrawnPage = (html: string): string =>
  html
    .replace(new RegExp(`<style ${DRAWN}>[\\s\\S]*?</style>\\n?`), '')
    .replace(new RegExp(`<div class="bh-prerender" inert>[\\s\\S]*?<!--/${DRAWN}-->`), '');

/** The module that draws it (src/app/auth/prerenderSignIn.tsx). */
const DRAWING = '/src/app/auth/prerenderSignIn.tsx';

/**
 * Draws the sign-in page into index.html at build time (issue 24). A first visit on a slow line
 * showed a splash until the page's script had arrived and run (Lighthouse's largest paint: 3.3 s
 * on simulated slow 4G); the drawn page shows once the page and its style sheet have. It is the
 * same React tree as the live page, rendered to HTML by Vite's SSR loader with the app's aliases
 * and translations; public/boot.js shows it only to the start that draws that page, and the live
 * page replaces it (src/app/auth/prerenderSignIn.tsx says how it is kept inert until then).
 *
 * The style sheets of its CSS modules that index.html does not link come in with it. The build
 * fails when index.html has no place for it, or when it uses a class of a CSS module no built style
 * sheet defines (it would be drawn unstyled).
 */
export function prerenderSignIn({ alias }: { alias: AliasOptions }): Plugin {
  let mode = 'production';
  return {
    name: 'backhouse:prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!html.includes(PRERENDER_MARK)) {
          throw new Error(`index.html has no place for the drawn sign-in page (${PRERENDER_MARK})`);
        }
        const markup = await draw(alias, mode);
        // The style sheets of its components that the page does not link (they come with their
        // code, after it has run) go into the page: a few rules, no request more.
        const sheets = Object.values(bundle ?? {}).flatMap((file) =>
          file.type === 'asset' && file.fileName.endsWith('.css')
            ? [{ fileName: file.fileName, source: String(file.source) }]
            : [],
        );
        const linked = sheets.filter((sheet) => html.includes(sheet.fileName));
        const inlined = new Set<string>();
        const unstyled: string[] = [];
        const classes = moduleClasses(markup);
        if (classes.length === 0) {
          // The page's layout is a CSS module (auth.module.css): Vite names its classes otherwise now.
          throw new Error('No class of a CSS module found in the drawn sign-in page');
        }
        for (const name of classes) {
          if (linked.some((sheet) => sheet.source.includes(`.${name}`))) continue;
          const sheet = sheets.find((s) => s.source.includes(`.${name}`));
          if (sheet) inlined.add(sheet.source);
          else unstyled.push(name);
        }
        if (unstyled.length) {
          throw new Error(
            `The drawn sign-in page uses classes no built style sheet defines: ${unstyled.join(' ')}`,
          );
        }
        html = html.replace(
          '</head>',
          `<style ${DRAWN}>${[...inlined].join('\n')}</style>\n</head>`,
        );
        return html.replace(
          PRERENDER_MARK,
          `<div class="bh-prerender" inert>${markup}</div><!--/${DRAWN}-->`,
        );
      },
    },
  };
}

/**
 * The classes CSS modules gave: Vite names them `_name_hash_line`, the hash up to 5 base-36 digits
 * (postcss-modules), the same in the build and in the drawing.
 */
export const moduleClasses = (markup: string): string[] => [
  ...new Set(
    [...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) =>
      m[1]!.split(/\s+/).filter((name) => /^_\w+_[a-z0-9]{1,5}_\d+$/.test(name)),
    ),
  ),
];

async function draw(alias: AliasOptions, mode: string): Promise<string> {
  const server = await createServer({
    configFile: false,
    mode,
    logLevel: 'error',
    appType: 'custom',
    resolve: { alias },
    plugins: [localeModules()],
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { prerenderSignIn: drawPage } = (await server.ssrLoadModule(DRAWING)) as {
      prerenderSignIn: () => Promise<string>;
    };
    return await drawPage();
  } finally {
    await server.close();
  }
}
