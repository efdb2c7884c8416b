/**
 * Issue 11 figures on the device alone: the .xlsx of 100,000 made-up rows, click to file saved
 * (the figure, with the server, is bench/report-export-server.ts; this one tells the
 * device's share), and the PDF of a 20-page report (at most 3 s). Run alone:
 * npx tsx bench/report-export.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { build } from 'vite';
import * as XLSX from 'xlsx';
import { launchBrowser } from './lib/browser';
import { announce, main, median, ms, report, root, seconds } from './lib/common';

/** What src/features/reporting/export/benchPage.ts puts on `window`. */
interface ReportExportBench {
  show(rows: number, lang: 'en' | 'ar'): Promise<void>;
  marks(): Record<string, number>;
}
declare global {
  interface Window {
    reportExportBench?: ReportExportBench;
  }
}

const ROWS = 100_000;
/** Sales that fill exactly 20 landscape A4 pages with their header and totals rows. */
const PDF_ROWS = 612;
const PDF_PAGES = 20;
const RUNS = Number(process.env.RUNS ?? 3);
const XLSX_TARGET_MS = 5000;
const PDF_TARGET_MS = 3000;
const ORIGIN = 'http://report-export.bench';

const sourceDir = path.join(root, 'node_modules/.tmp/report-export-src');
const outDir = path.join(root, 'node_modules/.tmp/report-export-page');

/** jsPDF's html() helpers, never used: left out as vite.config.ts leaves them out of the app. */
const jsPdfExtras = {
  name: 'bench:jspdf-extras',
  enforce: 'pre' as const,
  resolveId: (id: string) =>
    ['html2canvas', 'dompurify', 'canvg'].includes(id) ? '\0not-bundled' : null,
  load: (id: string) => (id === '\0not-bundled' ? 'export default () => {};' : null),
};

/** src/features/reporting/export/benchPage.ts built as the app is built (same aliases, target and chunks). */
async function buildPage(): Promise<void> {
  fs.mkdirSync(sourceDir, { recursive: true });
  const entry = path.relative(
    sourceDir,
    path.join(root, 'src/features/reporting/export/benchPage.ts'),
  );
  fs.writeFileSync(
    path.join(sourceDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Report export bench</title></head>` +
      `<body><p id="state">loading</p><div id="root"></div>` +
      `<script type="module" src="${entry}"></script></body></html>`,
  );
  console.log('   building the export page (vite build) ...');
  await build({
    configFile: false,
    root: sourceDir,
    logLevel: 'error',
    resolve: {
      alias: { '@contract': path.join(root, 'contract'), '@': path.join(root, 'src') },
    },
    plugins: [jsPdfExtras],
    build: { target: 'es2022', outDir, emptyOutDir: true, sourcemap: false },
  });
}

/** The page's main-thread busy time so far, in ms (CDP `TaskDuration`): what a busy machine cannot inflate. */
async function busyMs(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** Clicks the export menu's item and waits for the file on disk; milliseconds and its path. */
async function exportOnce(page: Page, cdp: CDPSession, item: 'xlsx' | 'pdf') {
  await page.getByTestId('report-export').click();
  const menuItem = page.getByTestId(`report-export-${item}`);
  await menuItem.waitFor();
  const busyBefore = await busyMs(cdp);
  const started = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    menuItem.click(),
  ]);
  const file = await download.path();
  const elapsed = Date.now() - started;
  const mainThreadMs = Math.round((await busyMs(cdp)) - busyBefore);
  const marks = await page.evaluate(() => window.reportExportBench!.marks());
  await page.getByTestId('report-export-progress').waitFor({ state: 'hidden' });
  return {
    elapsed,
    file,
    mainThreadMs,
    fetchMs: Math.round(marks.fetched! - marks.clicked!),
    buildMs: Math.round(marks.built! - marks.fetched!),
  };
}

const pdfPages = (file: string) =>
  (fs.readFileSync(file, 'latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

main(async () => {
  announce(
    'Issue 11: report exports, 100,000 rows to .xlsx and a 20-page PDF',
    [
      "Chromium on a page with the reports' real export menu (its .xlsx writer and jsPDF loaded lazily",
      `as in the app). The report's pages (5,000 rows each) are JSON text parsed when asked for, as the`,
      'API client parses replies; no server (report-export-server measures the export with it).',
      'Clock: the click on the menu item until the downloaded file is complete on disk; the',
      "page's main-thread busy time (CDP TaskDuration) is printed beside it, as a busy machine slows",
      'the clock but not that.',
      `.xlsx: ${ROWS.toLocaleString('en')} sales of 12 columns (text, date, instant, quantity, money, percent), median of ${RUNS} after a warm-up;`,
      `PDF: ${PDF_ROWS} sales making ${PDF_PAGES} landscape A4 pages, English and Arabic, median of ${RUNS}.`,
    ].join('\n'),
  );
  await buildPage();
  const browser = await launchBrowser();
  const xlsxRuns: Awaited<ReturnType<typeof exportOnce>>[] = [];
  const pdfRuns: Record<'en' | 'ar', Awaited<ReturnType<typeof exportOnce>>[]> = { en: [], ar: [] };
  try {
    const context = await browser.newContext({ acceptDownloads: true });
    await context.route(`${ORIGIN}/**`, (route) => {
      const file = path.join(outDir, new URL(route.request().url()).pathname);
      return fs.existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${ORIGIN}/index.html`);
    await page.locator('#state', { hasText: 'ready' }).waitFor();

    // Warm-up: the SheetJS chunk is fetched once, as a returning user has it cached.
    await page.evaluate(() => window.reportExportBench!.show(1000, 'en'));
    await exportOnce(page, cdp, 'xlsx');
    await page.evaluate((rows) => window.reportExportBench!.show(rows, 'en'), ROWS);
    for (let run = 1; run <= RUNS; run++) {
      const result = await exportOnce(page, cdp, 'xlsx');
      // The sheet's dimension, as the file declares it (reading 100,000 rows back takes long).
      const book = XLSX.read(fs.readFileSync(result.file!), { type: 'buffer', sheetRows: 8 });
      const sheet = book.Sheets[book.SheetNames[0]!]!;
      const range = XLSX.utils.decode_range(sheet['!fullref'] ?? sheet['!ref']!);
      // Title, range, location, currency, a blank row, the header, the rows, the totals.
      if (range.e.r + 1 !== ROWS + 7 || range.e.c !== 11)
        throw new Error(`run ${run}: the file has ${range.e.r + 1} rows, not ${ROWS + 7}`);
      xlsxRuns.push(result);
      console.log(
        `   .xlsx run ${run}: ${ms(result.elapsed)} (pages fetched and parsed ${ms(result.fetchMs)}, ` +
          `file built ${ms(result.buildMs)}; main thread busy ${ms(result.mainThreadMs)}), ` +
          `${(fs.statSync(result.file!).size / 1e6).toFixed(1)} MB`,
      );
    }

    for (const lang of ['en', 'ar'] as const) {
      await page.evaluate(([rows, l]) => window.reportExportBench!.show(rows, l), [
        PDF_ROWS,
        lang,
      ] as const);
      await exportOnce(page, cdp, 'pdf'); // warm-up: jsPDF and the font's chunk
      for (let run = 1; run <= RUNS; run++) {
        const result = await exportOnce(page, cdp, 'pdf');
        const pages = pdfPages(result.file!);
        if (pages !== PDF_PAGES) throw new Error(`the ${lang} PDF has ${pages} pages, not 20`);
        pdfRuns[lang].push(result);
        console.log(
          `   PDF (${lang}) run ${run}: ${ms(result.elapsed)} (built ${ms(result.buildMs)}; ` +
            `main thread busy ${ms(result.mainThreadMs)}), ` +
            `${(fs.statSync(result.file!).size / 1024).toFixed(0)} KB`,
        );
      }
    }
    await context.close();
  } finally {
    await browser.close();
  }

  const xlsx = median(xlsxRuns.map((r) => r.elapsed));
  const pdf = {
    en: median(pdfRuns.en.map((r) => r.elapsed)),
    ar: median(pdfRuns.ar.map((r) => r.elapsed)),
  };
  report({
    id: 'report-export',
    method:
      'Chromium, the export menu over a made-up sales report (JSON pages of 5,000 parsed in the page); click on the menu item to the download complete on disk; median of ' +
      `${RUNS}`,
    rows: [
      {
        figure: 'export 100,000 rows to .xlsx, the device alone (made-up pages, no server)',
        measured: seconds(xlsx),
        target: '≤ 5 s',
        ok: xlsx <= XLSX_TARGET_MS,
      },
      {
        figure: 'PDF of a 20-page report (English)',
        measured: seconds(pdf.en),
        target: '≤ 3 s',
        ok: pdf.en <= PDF_TARGET_MS,
      },
      {
        figure: 'PDF of a 20-page report (Arabic)',
        measured: seconds(pdf.ar),
        target: '≤ 3 s',
        ok: pdf.ar <= PDF_TARGET_MS,
      },
    ],
    details: { xlsxRuns, pdfRuns },
  });
});
