/**
 * Reads back what a report's PDF draws, for the tests: the PDF is written with compressed streams
 * and glyph ids, so a plain search of its bytes would find nothing.
 */
import { unzlibSync } from 'fflate';

export interface DrawnText {
  page: number;
  x: number;
  y: number;
  /** The characters as drawn, left to right (Arabic in its joined presentation forms). */
  text: string;
}

const latin1 = new TextDecoder('latin1');

/** Every text a jsPDF document draws, read back through the embedded font's ToUnicode map. */
export function drawnTexts(pdf: Uint8Array): {
  pages: number;
  mediaBox: string;
  texts: DrawnText[];
} {
  const latin = latin1.decode(pdf);
  const streams: string[] = [];
  // Object by object, each stream skipped by its /Length: binary data may hold any text.
  const header = /\d+ 0 obj\s*<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  for (let match = header.exec(latin); match; match = header.exec(latin)) {
    const start = match.index + match[0].length;
    const length = Number(/\/Length (\d+)/.exec(match[1]!)?.[1]);
    let data = pdf.subarray(start, start + length);
    if (match[1]!.includes('FlateDecode')) data = unzlibSync(data);
    streams.push(latin1.decode(data));
    header.lastIndex = start + length;
  }
  const glyphs = new Map<number, string>();
  for (const stream of streams) {
    for (const block of stream.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, glyph, code] of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
        glyphs.set(parseInt(glyph!, 16), String.fromCodePoint(parseInt(code!, 16)));
      }
    }
  }
  const texts: DrawnText[] = [];
  streams
    .filter((s) => s.includes(' Tj'))
    .forEach((content, i) => {
      for (const [, x, y, hex] of content.matchAll(/([\d.]+) ([\d.]+) Td\s*<([0-9a-f]*)> Tj/gi)) {
        let text = '';
        for (let at = 0; at < hex!.length; at += 4) {
          text += glyphs.get(parseInt(hex!.slice(at, at + 4), 16)) ?? '\uFFFD';
        }
        texts.push({ page: i + 1, x: Number(x), y: Number(y), text });
      }
    });
  const pages = (latin.match(/\/Type \/Page\b(?!s)/g) ?? []).length;
  const mediaBox = /\/MediaBox \[([^\]]*)\]/.exec(latin)?.[1]?.trim() ?? '';
  return { pages, mediaBox, texts };
}

/** Arabic as typed, from the letters drawn right to left in their joined forms. */
export const logical = (drawn: string) => [...drawn].reverse().join('').normalize('NFKC');
