import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, TestInfo } from '@playwright/test';
import type * as Pdfjs from 'pdfjs-dist';
import { repoRoot } from './server';

/**
 * Renders a PDF's first page the way a reader shows it, with Mozilla's pdf.js (pdfjs-dist, a dev
 * dependency) in a page of the test's browser: a page of its own at an address no server answers,
 * so the app's security headers do not apply and the app's pages are left alone. Returns what a
 * test checks: the page size, its text as pdf.js reads it back, the image, and where it is dark.
 */

/** Pixels per point: 144 dpi, sharp enough to read the small print. */
const SCALE = 2;
/** A pixel this dark (0 black, 255 white) is ink, not paper or the grey fill of a table row. */
const INK = 128;
const ORIGIN = 'http://pdf-render.test';
const pdfjsBuild = path.join(repoRoot, 'node_modules/pdfjs-dist/build');

export interface TextItem {
  str: string;
  /** Position in points from the page's top left; the item's width in points. */
  x: number;
  y: number;
  width: number;
}

/** Ink pixels over all pixels of a part of the page, 0 to 1. */
export type InkShare = number;

export interface RenderedPage {
  /** The page's size in points (A4 is 595.28 by 841.89, either way up). */
  width: number;
  height: number;
  /**
   * The text as pdf.js reads it back: each item in reading order, Arabic in the joined forms it
   * was drawn in (NFKC turns them back into the letters typed).
   */
  items: TextItem[];
  png: Buffer;
  /** Ink in a band across the page (`top` to `bottom`, in points from the top), in one third of it. */
  ink(band: { top: number; bottom: number; third: 'left' | 'middle' | 'right' }): InkShare;
  /** Ink over the whole page. */
  inkAll: InkShare;
}

interface PdfjsReply {
  width: number;
  height: number;
  items: TextItem[];
  png: string;
  /** Ink per row of pixels and third of the page: rows[y][0..2]. */
  rows: number[][];
  pixelsPerThird: number;
}

const readerHtml = `<!doctype html><meta charset="utf-8"><title>pdf.js</title>
<script type="module">
  import * as pdfjs from './pdf.min.mjs';
  pdfjs.GlobalWorkerOptions.workerSrc = './pdf.worker.min.mjs';
  window.pdfjsLib = pdfjs;
</script>`;

export async function renderFirstPage(context: BrowserContext, pdf: Buffer): Promise<RenderedPage> {
  const reader = await context.newPage();
  try {
    await reader.route(`${ORIGIN}/**`, (route) => {
      const name = new URL(route.request().url()).pathname.slice(1);
      if (name === 'file.pdf') return route.fulfill({ body: pdf, contentType: 'application/pdf' });
      if (name === 'pdf.min.mjs' || name === 'pdf.worker.min.mjs') {
        return route.fulfill({ path: path.join(pdfjsBuild, name), contentType: 'text/javascript' });
      }
      return route.fulfill({ body: readerHtml, contentType: 'text/html' });
    });
    await reader.goto(`${ORIGIN}/`);
    await reader.waitForFunction(() => 'pdfjsLib' in window);
    const reply = await reader.evaluate(
      async ({ scale, ink }): Promise<PdfjsReply> => {
        const pdfjs = (window as unknown as { pdfjsLib: typeof Pdfjs }).pdfjsLib;
        const document = await pdfjs.getDocument({ url: './file.pdf' }).promise;
        const first = await document.getPage(1);
        const [, , width, height] = first.view as [number, number, number, number];
        const viewport = first.getViewport({ scale });
        const canvas = window.document.createElement('canvas');
        canvas.width = Math.round(viewport.width);
        canvas.height = Math.round(viewport.height);
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        await first.render({ canvas, canvasContext: context, viewport }).promise;

        const items = (await first.getTextContent()).items.flatMap((item) =>
          'str' in item && item.str.trim() !== ''
            ? [
                {
                  str: item.str,
                  x: item.transform[4] as number,
                  y: height - (item.transform[5] as number),
                  width: item.width,
                },
              ]
            : [],
        );

        const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
        const third = Math.floor(canvas.width / 3);
        const rows: number[][] = [];
        for (let y = 0; y < canvas.height; y++) {
          const counts = [0, 0, 0];
          for (let x = 0; x < third * 3; x++) {
            const at = (y * canvas.width + x) * 4;
            // Paper is white once composited: an untouched pixel is transparent.
            const alpha = pixels[at + 3]! / 255;
            const grey =
              (0.299 * pixels[at]! + 0.587 * pixels[at + 1]! + 0.114 * pixels[at + 2]!) * alpha +
              255 * (1 - alpha);
            if (grey < ink) counts[Math.floor(x / third)]! += 1;
          }
          rows.push(counts);
        }
        return {
          width,
          height,
          items,
          png: canvas.toDataURL('image/png'),
          rows,
          pixelsPerThird: third,
        };
      },
      { scale: SCALE, ink: INK },
    );
    const thirds = { left: 0, middle: 1, right: 2 } as const;
    const share = (top: number, bottom: number, columns: number[]) => {
      const from = Math.max(0, Math.floor(top * SCALE));
      const to = Math.min(reply.rows.length, Math.ceil(bottom * SCALE));
      let dark = 0;
      for (let y = from; y < to; y++) for (const c of columns) dark += reply.rows[y]![c]!;
      return dark / Math.max(1, (to - from) * reply.pixelsPerThird * columns.length);
    };
    return {
      width: reply.width,
      height: reply.height,
      items: reply.items,
      png: Buffer.from(reply.png.slice(reply.png.indexOf(',') + 1), 'base64'),
      ink: ({ top, bottom, third }) => share(top, bottom, [thirds[third]]),
      inkAll: share(0, reply.height, [0, 1, 2]),
    };
  } finally {
    await reader.close();
  }
}

/** Saves a rendered page in the test's output folder (under test-results/) and attaches it. */
export async function keepPng(testInfo: TestInfo, name: string, png: Buffer): Promise<void> {
  const file = testInfo.outputPath(name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, png);
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
