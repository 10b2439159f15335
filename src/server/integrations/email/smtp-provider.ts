import nodemailer from 'nodemailer';
import type { EmailService } from './email-service';

/** Real e-mail through SMTP_URL (smtp:// or smtps://user:pass@host:port). */
export function createSmtpEmailService(smtpUrl: string, from: string): EmailService {
  const transport = nodemailer.createTransport(smtpUrl, {});
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    async close() {
      transport.close();
    },
  };
}
