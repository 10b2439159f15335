/** What every e-mail provider sends: plain text plus simple HTML, from MAIL_FROM. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message exists for; the outbox provider logs it for developers. */
  link?: string;
}

export interface EmailService {
  kind: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}
