import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/email';
import type { EmailService } from './email-service';

/**
 * The default without SMTP_URL: messages are stored in email_outbox (administrators read them through
 * GET /api/admin/outbox). In development their link is also logged, so a developer can follow it from
 * the console; production refuses the outbox altogether (config.ts), and links never reach its logs.
 */
export function createOutboxEmailService(input: {
  db: Db;
  from: string;
  logger: FastifyBaseLogger;
  now: () => Date;
  logLinks: boolean;
}): EmailService {
  const { db, from, logger } = input;
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(emailOutbox).values({
        toAddress: message.to,
        fromAddress: from,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        createdAt: input.now(),
      });
      logger.info(
        { to: message.to, subject: message.subject, ...(input.logLinks ? { link: message.link } : {}) },
        'e-mail stored in the outbox',
      );
    },
    async close() {},
  };
}
