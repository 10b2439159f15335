import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsSchema } from '../../../shared/schemas/contacts';
import { EXAMPLE_OPERATOR } from '../../config';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('GET /api/contacts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      operator: { ...EXAMPLE_OPERATOR, supportEmail: 'help@savannah-pathways.test', whatsappKenya: '+254 712 345 678' },
    });
  });
  afterAll(async () => t.close());

  it('gives the configured support e-mail (SUPPORT_EMAIL) and only the WhatsApp numbers that are configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/contacts' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(contactsSchema.parse(response.json())).toEqual({
      email: 'help@savannah-pathways.test',
      whatsapp: [{ country: 'Kenya', number: '+254 712 345 678' }],
    });
  });
});
