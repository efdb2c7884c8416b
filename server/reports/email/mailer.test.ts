import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type OutgoingEmail } from './mailer';
import { startTestSmtp, type TestSmtp } from './testing';

/** What a send tells the runner: the Message-ID accepted, or the failure and whether to retry. */

const email: OutgoingEmail = {
  to: 'owner@backhouse.test',
  subject: 'Daily sales report: Café Ünïcode Nov 21, 2026',
  html: '<p>Net sales</p>',
  text: 'Net sales',
  attachment: {
    filename: 'sales-summary-2026-11-21.xlsx',
    content: Buffer.from('not really a workbook'),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
};
const from = 'Backhouse <reports@backhouse.test>';

/**
 * A server that takes the whole message, then drops the connection instead of answering: the
 * message may or may not have been queued.
 */
function hangUpAfterMessage(): Promise<net.Server> {
  const server = net.createServer((socket) => {
    socket.write('220 test ESMTP\r\n');
    let inMessage = false;
    let buffer = '';
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      if (inMessage) {
        if (buffer.includes('\r\n.\r\n')) socket.destroy();
        return;
      }
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const command = buffer.slice(0, end).toUpperCase();
        buffer = buffer.slice(end + 2);
        if (command.startsWith('EHLO')) socket.write('250 test\r\n');
        else if (command.startsWith('DATA')) {
          inMessage = true;
          socket.write('354 go ahead\r\n');
        } else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const urlOf = (server: net.Server) =>
  `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`;

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());

describe('a send', () => {
  it('that is accepted gives the Message-ID the message went out with', async () => {
    const outcome = await createMailer({ smtpUrl: smtp.url, from }).send(email);
    const received = smtp.received.at(-1)!;
    expect(outcome).toEqual({ ok: true, messageId: received.headers['message-id'] });
    expect(received).toMatchObject({
      from: 'reports@backhouse.test',
      to: ['owner@backhouse.test'],
      subject: email.subject,
      html: email.html,
    });
    expect(received.attachments[0]!.content.toString()).toBe('not really a workbook');
  });

  it('that the server refuses is retried', async () => {
    smtp.refuseNext(1, 554, 'Message rejected');
    const outcome = await createMailer({ smtpUrl: smtp.url, from }).send(email);
    expect(outcome).toMatchObject({ ok: false, retry: true });
    expect(!outcome.ok && outcome.error).toContain('554 Message rejected');
  });

  it('that never reached a server is retried', async () => {
    const unused = net.createServer();
    await new Promise<void>((resolve) => unused.listen(0, '127.0.0.1', resolve));
    const url = urlOf(unused);
    await new Promise((resolve) => unused.close(resolve));
    const outcome = await createMailer({ smtpUrl: url, from }).send(email);
    expect(outcome).toMatchObject({ ok: false, retry: true });
    expect(!outcome.ok && outcome.error).toMatch(/ECONNREFUSED/);
  });

  it('cut off after the whole message was handed over is not retried', async () => {
    const server = await hangUpAfterMessage();
    try {
      const outcome = await createMailer({ smtpUrl: urlOf(server), from }).send(email);
      expect(outcome).toMatchObject({ ok: false, retry: false });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
