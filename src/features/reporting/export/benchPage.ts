/**
 * Not part of the app (nothing in it imports this file): the page bench/report-export.ts builds and
 * drives in Chromium. It lives here, beside what it measures, to be type-checked with the app.
 * the reports' real export menu (ExportMenu,
 * SheetJS and jsPDF loaded as the app loads them) over a made-up sales report whose pages are
 * JSON text parsed as the API client would parse each reply. Playwright clicks the menu and waits
 * for the download; `window.reportExportBench` sets the report up and reports the in-page marks.
 */
import { MantineProvider } from '@mantine/core';
import '@mantine/core/styles.css';
import i18next from 'i18next';
import { createElement as h } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import ar from '../../../../locales/ar/reportExport.json';
import arReporting from '../../../../locales/ar/reporting.json';
import en from '../../../../locales/en/reportExport.json';
import enReporting from '../../../../locales/en/reporting.json';
import { EXPORT_NAMESPACE, TOTAL_NAMESPACE, type ReportDocument } from './document';
import { ExportMenu } from './ExportMenu';
import { fetchAllPages } from './fetchAllPages';
import { sampleReport, type SampleSale } from './sampleReport';

export interface ReportExportBench {
  /** Shows the export menu over a report of `rows` sales; resolves once it is on screen. */
  show(rows: number, lang: 'en' | 'ar'): Promise<void>;
  /** Milliseconds since the page's time origin of the last export's steps. */
  marks(): Record<string, number>;
}

declare global {
  interface Window {
    reportExportBench?: ReportExportBench;
  }
}

const PAGE = 5000;
let marks: Record<string, number> = {};
const mark = (name: string) => {
  marks[name] = performance.now();
};

// The file is built when downloadFile asks for its URL: the moment the build ended.
const createObjectURL = URL.createObjectURL.bind(URL);
URL.createObjectURL = (blob: Blob | MediaSource) => {
  mark('built');
  return createObjectURL(blob);
};

let root: Root | null = null;

async function show(rows: number, lang: 'en' | 'ar'): Promise<void> {
  await i18next.changeLanguage(lang);
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  const doc = sampleReport(rows, { lang });
  // Each page as the server sends it: JSON text, parsed when it "arrives".
  const pages: string[] = [];
  for (let from = 0; from < rows || from === 0; from += PAGE) {
    pages.push(JSON.stringify(doc.rows.slice(from, from + PAGE)));
    if (rows === 0) break;
  }
  const load = async (
    signal: AbortSignal,
    onProgress: (done: number, total: number) => void,
  ): Promise<ReportDocument<SampleSale>> => {
    marks = {};
    mark('clicked');
    const all = await fetchAllPages<SampleSale>({
      fetchPage: async (page) => {
        await new Promise((resolve) => setTimeout(resolve, 0));
        return { items: JSON.parse(pages[page - 1] ?? '[]') as SampleSale[], total: rows };
      },
      signal,
      onProgress,
    });
    mark('fetched');
    return { ...doc, rows: all };
  };
  root ??= createRoot(document.getElementById('root')!);
  root.render(
    h(
      MantineProvider,
      null,
      h(ExportMenu<SampleSale>, { fileBase: 'sales-report', load, 'data-testid': 'report-export' }),
    ),
  );
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

await i18next.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: { [EXPORT_NAMESPACE]: en, [TOTAL_NAMESPACE]: enReporting },
    ar: { [EXPORT_NAMESPACE]: ar, [TOTAL_NAMESPACE]: arReporting },
  },
  interpolation: { escapeValue: false },
});
window.reportExportBench = { show, marks: () => ({ ...marks }) };
document.getElementById('state')!.textContent = 'ready';
