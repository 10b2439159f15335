import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '../../../shared/schemas/health';
import { createTestApp, testConfig, type TestApp } from '../../test-support/test-app';
import { testDatabaseKind } from '../../test-support/test-database';
import { describeProviders } from './routes';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('reports the database in use and the offline providers of a fresh checkout', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = healthSchema.parse(response.json());
    expect(body).toEqual({
      status: 'ok',
      database: testDatabaseKind(),
      payments: 'sandbox',
      mpesa: 'sandbox',
      ai: 'builtin',
      email: 'outbox',
    });
  });
});

describe('describeProviders', () => {
  it('names the real provider for each integration that has its key', () => {
    const config = testConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      AI_API_KEY: 'k',
      SMTP_URL: 'smtp://mail.example:25',
      MPESA_CONSUMER_KEY: 'ck',
      MPESA_CONSUMER_SECRET: 'cs',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'pk',
    });
    expect(describeProviders(config, 'postgres')).toEqual({
      status: 'ok',
      database: 'postgres',
      payments: 'stripe',
      mpesa: 'daraja',
      ai: 'openai',
      email: 'smtp',
    });
  });

  it('says M-Pesa is off on an https site without Daraja keys', () => {
    const config = testConfig({ STRIPE_SECRET_KEY: 'sk_test_x', PUBLIC_URL: 'https://maplebridge.example' });
    expect(describeProviders(config, 'pglite').mpesa).toBe('off');
  });
});
