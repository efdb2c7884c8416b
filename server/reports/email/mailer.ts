import { Readable } from 'node:stream';
import type { MailSettings } from '../../config';
import type { SendOutcome } from './store';

/**
 * Sending through the SMTP server of `SMTP_URL` with nodemailer. A send ends in the Message-ID of
 * the message the server accepted, or in what went wrong and whether trying again is safe. It is
 * when the server said no (a reply code), or when the connection failed before the whole message
 * was handed over (a server takes no message without its end). When the connection broke after
 * that, with no reply, the server may have taken it: that send is not retried, as one report
 * missing is better than one arriving twice.
 */

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachment: { filename: string; content: Buffer; contentType: string };
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<SendOutcome>;
  close(): void;
}

/** The start of an error message kept with a failed send: enough to tell what happened. */
const ERROR_CHARS = 500;

export function failureOf(
  error: unknown,
  handedOver: boolean,
): Extract<SendOutcome, { ok: false }> {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: unknown;
    code?: unknown;
    responseCode?: unknown;
  };
  const message = typeof e.message === 'string' && e.message ? e.message : String(error);
  const code = typeof e.code === 'string' ? `${e.code}: ` : '';
  return {
    ok: false,
    error: `${code}${message}`.replace(/\s+/g, ' ').trim().slice(0, ERROR_CHARS),
    retry: typeof e.responseCode === 'number' || !handedOver,
  };
}

/** nodemailer, loaded with the first email rather than at every start (issue 24). */
async function loadNodemailer() {
  const [{ default: nodemailer }, { default: MailComposer }] = await Promise.all([
    import('nodemailer'),
    import('nodemailer/lib/mail-composer'),
  ]);
  return { nodemailer, MailComposer };
}

export function createMailer(settings: MailSettings): Mailer {
  const connect = async () => {
    const { nodemailer, MailComposer } = await loadNodemailer();
    const transport = nodemailer.createTransport({
      url: settings.smtpUrl,
      // Bounded, so a silent server fails a send instead of holding the round (and a stop) forever.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return { transport, MailComposer };
  };
  let loaded: ReturnType<typeof connect> | null = null;
  return {
    async send(email) {
      const { transport, MailComposer } = await (loaded ??= connect());
      // Composed here rather than by sendMail, so the send knows its Message-ID and when the
      // whole message has been handed to the connection.
      const message = new MailComposer({
        from: settings.from,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        attachments: [email.attachment],
      }).compile();
      const messageId = message.messageId();
      let handedOver = false;
      try {
        const raw = Readable.from([await message.build()]);
        raw.on('end', () => {
          handedOver = true;
        });
        await transport.sendMail({ envelope: message.getEnvelope(), raw });
        return { ok: true, messageId };
      } catch (error) {
        return failureOf(error, handedOver);
      }
    },
    close: () =>
      void loaded?.then(
        ({ transport }) => transport.close(),
        () => undefined,
      ),
  };
}
