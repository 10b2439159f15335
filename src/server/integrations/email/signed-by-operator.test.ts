import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutboxEmail, signUp } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { signedByOperator, type EmailMessage, type EmailService } from './email-service';

/** Not the example identity: every e-mail must carry what is configured (docs/product.md#operator-identity). */
const OPERATOR = {
  legalName: 'Savannah & Sons <Ltd>',
  registrationNumber: 'PVT-7YU2RT9Q',
  postalAddress: 'P.O. Box 12345-00100, Nairobi',
  supportEmail: 'help@savannah-pathways.test',
  whatsappKenya: '+254 712 345 678',
  whatsappCanada: '',
};

describe('every e-mail names who sends it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ operator: OPERATOR });
  });
  afterAll(async () => t.close());

  it("ends a message sent through the app with the operator's name, registration, address and support e-mail", async () => {
    const { payload } = await signUp(t.app);
    const email = await latestOutboxEmail(t.app, payload.email);
    expect(email?.subject).toMatch(/Verify/);
    for (const value of Object.values(OPERATOR)) expect(email?.text_body).toContain(value);
  });

  it('adds the line to the HTML part too, escaped, before the body ends', async () => {
    const sent: EmailMessage[] = [];
    const inner: EmailService = { kind: 'outbox', send: async (message) => void sent.push(message), close: async () => {} };
    await signedByOperator(inner, OPERATOR).send({
      to: 'a@example.com',
      subject: 'Hi',
      text: 'Hello',
      html: '<html><body><p>Hello</p></body></html>',
    });
    expect(sent[0]!.text).toMatch(/^Hello\n\nMaple Bridge is run by Savannah & Sons <Ltd>, registration PVT-7YU2RT9Q/);
    expect(sent[0]!.html).toContain('Savannah &amp; Sons &lt;Ltd&gt;');
    expect(sent[0]!.html).toMatch(/help@savannah-pathways\.test, WhatsApp \+254 712 345 678 \(Kenya\)\.<\/p>\n<\/body><\/html>$/);
  });
});
