import type { FastifyReply } from 'fastify';

/** The media type of an Excel workbook (.xlsx), as downloads and e-mail attachments carry it. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends `bytes` as a workbook to download under `fileName`: never kept by a cache between the
 * server and the device (an export is of the moment it was asked for, and may hold figures only the
 * signed-in user may read).
 */
export function sendXlsx(reply: FastifyReply, fileName: string, bytes: Uint8Array | Buffer) {
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(bytes);
}
