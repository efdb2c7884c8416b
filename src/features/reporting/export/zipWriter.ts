/**
 * A zip archive written entry after entry, each entry's bytes pushed as they are made, deflated
 * with fflate. The same writer runs in the export's worker (zipWorker.ts), where it compresses
 * while the page writes the next rows, or on the page itself where no worker can start.
 */
import { Zip, ZipDeflate } from 'fflate';

export interface ZipWriter {
  /** Starts the next entry: the chunks pushed from now on are its bytes. */
  file(name: string): void;
  push(chunk: Uint8Array, final: boolean): void;
  /** The archive's bytes, once the last entry's last chunk is pushed. */
  end(): Promise<ArrayBuffer>;
  /** Gives the archive up (the file could not be written): frees what it holds. */
  abort(): void;
}

/**
 * Level 1: the sheet is highly repetitive XML, so the fastest level already shrinks it about
 * sevenfold; level 6 took twice as long for a file a third smaller.
 */
const LEVEL = 1;

export function zipWriter(): ZipWriter {
  const chunks: Uint8Array[] = [];
  let failure: unknown = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else chunks.push(data);
  });
  let entry: ZipDeflate | null = null;
  return {
    file(name) {
      entry = new ZipDeflate(name, { level: LEVEL });
      zip.add(entry);
    },
    push(chunk, final) {
      if (!entry) throw new Error('zipWriter: push before file');
      entry.push(chunk, final);
      if (final) entry = null;
    },
    end() {
      zip.end();
      if (failure) return Promise.reject(failure);
      const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      return Promise.resolve(bytes.buffer);
    },
    abort() {
      chunks.length = 0;
    },
  };
}
