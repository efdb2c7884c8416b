import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server on loopback for tests (nodemailer's `smtp-server`): it keeps every message it
 * accepts, parsed enough to read (subject, HTML, text, attachments), and refuses when told, the way
 * a mail provider would. It needs nothing of the server, so the end-to-end journeys start one too.
 */

export interface ReceivedEmail {
  from: string;
  to: string[];
  subject: string;
  headers: Record<string, string>;
  html: string;
  text: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export interface TestSmtp {
  url: string;
  received: ReceivedEmail[];
  /** What reached one address, in order. */
  to(address: string): ReceivedEmail[];
  /** The next `count` messages are refused with this reply; then accepted again. */
  refuseNext(count: number, code: number, text: string): void;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedEmail[] = [];
  const refusals: Array<{ code: number; text: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refusal = refusals.shift();
        if (refusal) {
          callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
          return;
        }
        const envelope = session.envelope;
        received.push({
          ...parseMessage(Buffer.concat(chunks).toString('latin1')),
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((m) => m.to.includes(address)),
    refuseNext(count, code, text) {
      for (let i = 0; i < count; i++) refusals.push({ code, text });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Splits a part into its headers (names lower-cased, folded lines joined) and body. */
function splitPart(part: string): { headers: Record<string, string>; body: string } {
  const end = part.indexOf('\r\n\r\n');
  const head = end < 0 ? part : part.slice(0, end);
  const body = end < 0 ? '' : part.slice(end + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) back to text. */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : utf8(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
          ),
    );
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          ),
        'latin1',
      );
    default:
      return Buffer.from(body, 'latin1');
  }
}

const paramOf = (header: string | undefined, name: string) =>
  new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header ?? '')?.[1];

/** The parts of a raw message a test reads: subject, HTML, text and attachments. */
export function parseMessage(raw: string): Omit<ReceivedEmail, 'from' | 'to'> {
  const out: Omit<ReceivedEmail, 'from' | 'to'> = {
    subject: '',
    headers: {},
    html: '',
    text: '',
    attachments: [],
  };
  const walk = (part: string) => {
    const { headers, body } = splitPart(part);
    const type = headers['content-type'] ?? 'text/plain';
    const boundary = paramOf(type, 'boundary');
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      const pieces = body.split(`--${boundary}`);
      for (const piece of pieces.slice(1)) {
        if (piece.startsWith('--')) break;
        // The line break before a boundary belongs to the boundary.
        walk(piece.replace(/^\r\n/, '').replace(/\r\n$/, ''));
      }
      return;
    }
    const content = decodeBody(body, headers['content-transfer-encoding']);
    const filename = paramOf(headers['content-disposition'], 'filename') ?? paramOf(type, 'name');
    if (filename) {
      out.attachments.push({
        filename: decodeWords(filename),
        contentType: type.split(';')[0]!,
        content,
      });
    } else if (type.startsWith('text/html')) out.html = content.toString('utf8');
    else if (type.startsWith('text/plain')) out.text = content.toString('utf8');
  };
  const { headers } = splitPart(raw);
  out.headers = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, decodeWords(v)]));
  out.subject = out.headers.subject ?? '';
  walk(raw);
  return out;
}
