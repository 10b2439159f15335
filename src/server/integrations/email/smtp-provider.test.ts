import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetEmail } from './templates';
import { createSmtpEmailService } from './smtp-provider';

describe('the SMTP e-mail provider', () => {
  const received: Array<{ from: string; to: string[]; data: string }> = [];
  // A real SMTP server on loopback (nodemailer's own), so the provider speaks the real protocol.
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk) => (data += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends plain text and HTML from MAIL_FROM', async () => {
    const email = createSmtpEmailService(`smtp://127.0.0.1:${port}`, 'Maple Bridge <hello@maplebridge.ca>');
    await email.send(passwordResetEmail('amina@example.com', 'Amina <b>', 'https://maplebridge.ca/reset-password?token=abc', 'en'));
    await email.close();
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('hello@maplebridge.ca');
    expect(received[0]!.to).toEqual(['amina@example.com']);
    expect(received[0]!.data).toContain('Subject: Reset your Maple Bridge password');
    expect(received[0]!.data).toContain('text/plain');
    expect(received[0]!.data).toContain('text/html');
    expect(received[0]!.data).toContain('Amina &lt;b&gt;');
  });
});
