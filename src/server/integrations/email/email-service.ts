import { operatorLine, type OperatorIdentity } from '../../../shared/operator';
import { escapeHtml } from '../../lib/html';

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

/**
 * Every message ends with who sends it (docs/product.md#operator-identity): the operator's name,
 * registration, postal address and support e-mail, added here so that no template can leave it out.
 */
export function signedByOperator(service: EmailService, operator: OperatorIdentity): EmailService {
  const line = operatorLine(operator);
  const htmlLine = `<p style="font-size:12px;color:#6b7280">${escapeHtml(line)}</p>`;
  return {
    kind: service.kind,
    send: (message) =>
      service.send({
        ...message,
        text: `${message.text}\n\n${line}`,
        html: message.html.includes('</body>')
          ? message.html.replace('</body>', () => `${htmlLine}\n</body>`)
          : `${message.html}\n${htmlLine}`,
      }),
    close: () => service.close(),
  };
}
