/**
 * The export's worker: deflates the workbook's entries while the page writes the next rows
 * (zipOffThread.ts sends them). Its whole state is one archive, for one export.
 */
import type { ZipReply, ZipRequest } from './zipOffThread';
import { zipWriter } from './zipWriter';

const zip = zipWriter();
const reply = (message: ZipReply, transfer: Transferable[] = []) =>
  self.postMessage(message, { transfer });

self.onmessage = (event: MessageEvent<ZipRequest>) => {
  const request = event.data;
  try {
    if (request.kind === 'file') zip.file(request.name);
    else if (request.kind === 'push') zip.push(request.chunk, request.final);
    else {
      void zip.end().then(
        (bytes) => reply({ kind: 'done', bytes }, [bytes]),
        (error: unknown) => reply({ kind: 'failed', message: String(error) }),
      );
    }
  } catch (error) {
    reply({ kind: 'failed', message: String(error) });
  }
};
reply({ kind: 'ready' });
