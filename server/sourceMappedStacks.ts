import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A position in a built file, as a stack frame writes it: `file:///…/main.js:1:2345` or a path. */
const builtPosition = /((?:file:\/\/)?\/[^\s()]+?\.js):(\d+):(\d+)/;

/**
 * Maps the positions of stack frames in the built server's files (`dir`, where `main.js` and its
 * chunks are) back to the TypeScript sources, reading a file's map when a stack first needs it.
 */
export function sourceMapper(dir: string): (frame: string) => string {
  const root = path.resolve(dir) + path.sep;
  const maps = new Map<string, { map: SourceMap; url: URL } | null>();
  const mapOf = (file: string) => {
    let found = maps.get(file);
    if (found === undefined) {
      found = null;
      const built = file.startsWith('file:') ? fileURLToPath(file) : file;
      if (built.startsWith(root)) {
        try {
          const mapFile = `${built}.map`;
          found = {
            map: new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8'))),
            url: pathToFileURL(mapFile),
          };
        } catch {
          // No map beside it, or not one Node reads: the frame stays as it is.
        }
      }
      maps.set(file, found);
    }
    return found;
  };
  return (frame) =>
    frame.replace(builtPosition, (whole, file: string, line: string, column: string) => {
      const found = mapOf(file);
      const entry = found?.map.findEntry(Number(line) - 1, Number(column) - 1);
      if (!found || !entry || !('originalSource' in entry)) return whole;
      const source = fileURLToPath(new URL(entry.originalSource, found.url));
      return `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    });
}

/**
 * Stack traces of the built server name the TypeScript sources, as `--enable-source-maps` has them,
 * but each map is read when a stack first needs it: Node 20 reads and parses every map as its file
 * loads, about 90 ms of a 1.1 s start (issue 24). Nothing changes where Node already maps stacks
 * (`--enable-source-maps`, or tsx in `npm run dev`).
 */
export function installSourceMappedStacks(dir: string): void {
  if (process.sourceMapsEnabled) return;
  const mapFrame = sourceMapper(dir);
  Error.prepareStackTrace = (error: Error, frames: NodeJS.CallSite[]) => {
    let header: string;
    try {
      header = Error.prototype.toString.call(error);
    } catch {
      header = '<error>';
    }
    return header + frames.map((frame) => `\n    at ${mapFrame(String(frame))}`).join('');
  };
}
