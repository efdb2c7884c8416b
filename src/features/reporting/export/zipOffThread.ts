/**
 * The zip writer of an export in a worker of its own: the page writes the sheet's rows while the
 * worker deflates those before them, on another core, instead of one after the other. Where no
 * worker starts (an old browser, a test under Node), the page deflates them itself.
 */
import { zipWriter, type ZipWriter } from './zipWriter';

export type ZipRequest =
  | { kind: 'file'; name: string }
  | { kind: 'push'; chunk: Uint8Array; final: boolean }
  | { kind: 'end' };
export type ZipReply =
  { kind: 'ready' } | { kind: 'done'; bytes: ArrayBuffer } | { kind: 'failed'; message: string };

/** How long a worker may take to start before the page does the work itself. */
const START_TIMEOUT_MS = 3000;

function startWorker(): Promise<Worker | null> {
  if (typeof Worker === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./zipWorker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(null);
      return;
    }
    const give = (result: Worker | null) => {
      clearTimeout(timer);
      worker.onmessage = null;
      worker.onerror = null;
      if (!result) worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => give(null), START_TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<ZipReply>) =>
      give(event.data.kind === 'ready' ? worker : null);
    worker.onerror = () => give(null);
  });
}

/** A zip writer whose deflating runs in a worker, or on the page where none starts. */
export async function zipOffThread(): Promise<ZipWriter> {
  const worker = await startWorker();
  if (!worker) return zipWriter();
  let failed: string | null = null;
  const finished = new Promise<ArrayBuffer>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<ZipReply>) => {
      const reply = event.data;
      if (reply.kind === 'done') resolve(reply.bytes);
      else if (reply.kind === 'failed') {
        failed = reply.message;
        reject(new Error(`zip worker: ${reply.message}`));
      }
    };
    worker.onerror = (event) => reject(new Error(`zip worker: ${event.message}`));
  });
  // Awaited by `end`; a failure before it is thrown by the next `push`.
  finished.catch(() => undefined);
  const send = (request: ZipRequest, transfer: Transferable[] = []) => {
    if (failed) throw new Error(`zip worker: ${failed}`);
    worker.postMessage(request, transfer);
  };
  return {
    file: (name) => send({ kind: 'file', name }),
    // A chunk of its own memory moves to the worker (the page never reads it again); a view
    // into a larger buffer is copied.
    push: (chunk, final) =>
      send(
        { kind: 'push', chunk, final },
        chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength
          ? [chunk.buffer]
          : [],
      ),
    end: async () => {
      send({ kind: 'end' });
      try {
        return await finished;
      } finally {
        worker.terminate();
      }
    },
    abort: () => worker.terminate(),
  };
}
