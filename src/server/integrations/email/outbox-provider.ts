import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/email';
import type { EmailService } from './email-service';

/**
 * The default without SMTP_URL: messages are stored in email_outbox (administrators read them through
 * GET /api/admin/outbox) and their link is logged, so a developer can follow it from the console.
 */
export function createOutboxEmailService(db: Db, from: string, logger: FastifyBaseLogger): EmailService {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(emailOutbox).values({
        toAddress: message.to,
        fromAddress: from,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      });
      logger.info({ to: message.to, subject: message.subject, link: message.link }, 'e-mail stored in the outbox');
    },
    async close() {},
  };
}
