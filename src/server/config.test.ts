import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const OPERATOR_ENV = {
  OPERATOR_LEGAL_NAME: 'Maple Bridge Kenya Ltd',
  OPERATOR_REGISTRATION_NUMBER: 'PVT-AB1234',
  OPERATOR_POSTAL_ADDRESS: 'P.O. Box 1-00100, Nairobi',
  SUPPORT_EMAIL: 'help@maplebridge.example',
  SUPPORT_WHATSAPP_KENYA: '+254 712 345 678',
  SUPPORT_WHATSAPP_CANADA: '+1 416 555 0100',
};

describe('loadConfig', () => {
  it('gives a fresh checkout the defaults the README documents', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/app/data/local',
      database: {
        kind: 'pglite',
        dataDir: path.join('/srv/app/data/local', 'pglite'),
        socketDir: path.join('/srv/app/data/local', 'pglite-socket'),
      },
      stripe: undefined,
      ai: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      funnelIntervalMinutes: 15,
      visitCaps: { perAddressPerDay: 500, perDay: 50_000 },
      nodeEnv: 'development',
    });
  });

  // One shilling price (docs/decisions/031-one-way-per-thing.md): the M-Pesa price is shown and charged; no
  // exchange rate is read, so a stale one cannot make the shown price differ from the charged one.
  it('reads one shilling price, MPESA_PRICE_KES, and no exchange rate', () => {
    const config = loadConfig({ MPESA_PRICE_KES: '30000', KES_PER_CAD: '120' });
    expect(config.mpesaPriceKes).toBe(30_000);
    expect(config).not.toHaveProperty('kesPerCad');
    expect(() => loadConfig({ KES_PER_CAD: 'not a number' })).not.toThrow();
  });

  it('reads the visit caps per address and per day', () => {
    expect(loadConfig({ VISITS_PER_ADDRESS_PER_DAY: '50', VISITS_PER_DAY: '2000' }).visitCaps).toEqual({
      perAddressPerDay: 50,
      perDay: 2000,
    });
  });

  it('caps M-Pesa payment requests at 5 a day per phone and per account unless configured, and refuses nonsense', () => {
    expect(loadConfig({})).toMatchObject({ mpesaDailyPushesPerPhone: 5, mpesaDailyPushesPerAccount: 5 });
    expect(loadConfig({ MPESA_DAILY_PUSHES_PER_PHONE: '2', MPESA_DAILY_PUSHES_PER_ACCOUNT: '8' })).toMatchObject({
      mpesaDailyPushesPerPhone: 2,
      mpesaDailyPushesPerAccount: 8,
    });
    for (const value of ['0', '-1', '2.5', 'many', '101']) {
      expect(() => loadConfig({ MPESA_DAILY_PUSHES_PER_PHONE: value })).toThrow(/MPESA_DAILY_PUSHES_PER_PHONE/);
      expect(() => loadConfig({ MPESA_DAILY_PUSHES_PER_ACCOUNT: value })).toThrow(/MPESA_DAILY_PUSHES_PER_ACCOUNT/);
    }
  });

  it('allows refunds for 14 days unless configured, and refuses nonsense', () => {
    expect(loadConfig({}).refundWindowDays).toBe(14);
    expect(loadConfig({ REFUND_WINDOW_DAYS: '30' }).refundWindowDays).toBe(30);
    for (const value of ['-1', '2.5', 'two weeks', '366']) {
      expect(() => loadConfig({ REFUND_WINDOW_DAYS: value })).toThrow(/REFUND_WINDOW_DAYS/);
    }
  });

  it("reads support's WhatsApp numbers", () => {
    const config = loadConfig({ SUPPORT_WHATSAPP_CANADA: '+1 416 555 0100', SUPPORT_WHATSAPP_KENYA: '+254 712 345 678' });
    expect(config.operator).toMatchObject({ whatsappCanada: '+1 416 555 0100', whatsappKenya: '+254 712 345 678' });
    expect(loadConfig({}).operator).toMatchObject({ whatsappCanada: '', whatsappKenya: '' });
  });

  it('uses DATABASE_URL instead of the embedded database when it is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db.internal:5432/maple' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db.internal:5432/maple' });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', STRIPE_SECRET_KEY: '' })).toMatchObject({
      port: 3000,
      database: { kind: 'pglite' },
      stripe: undefined,
    });
  });

  it('turns on the real providers when their keys are set', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      AI_API_KEY: 'key',
      AI_BASE_URL: 'http://127.0.0.1:9999/v1',
      SMTP_URL: 'smtp://mail:25',
    });
    expect(config.stripe?.secretKey).toBe('sk_test_1');
    expect(config.stripe?.api).toBeUndefined();
    expect(config.ai).toEqual({ apiKey: 'key', baseUrl: 'http://127.0.0.1:9999/v1', model: 'gpt-4o' });
    expect(config.smtpUrl).toBe('smtp://mail:25');
  });

  it("points the Stripe SDK at STRIPE_API_URL when set (a local server speaking Stripe's protocol)", () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe?.api).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_API_URL: 'https://stripe.internal/' }).stripe?.api).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
  });

  it.each([
    [{ STRIPE_API_URL: 'ftp://stripe.internal' }, 'STRIPE_API_URL'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
    [{ PUBLIC_URL: 'ftp://example.com' }, 'PUBLIC_URL'],
    [{ FUNNEL_INTERVAL_MINUTES: '0' }, 'FUNNEL_INTERVAL_MINUTES'],
    [{ VISITS_PER_ADDRESS_PER_DAY: '0' }, 'VISITS_PER_ADDRESS_PER_DAY'],
    [{ VISITS_PER_DAY: 'many' }, 'VISITS_PER_DAY'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ ADMIN_USERNAME: 'root' }, 'ADMIN_PASSWORD'],
    [{ SUPPORT_WHATSAPP_KENYA: '0712 345 678' }, 'SUPPORT_WHATSAPP_KENYA'],
    [{ SUPPORT_WHATSAPP_CANADA: '+1 (416) 555-0100' }, 'SUPPORT_WHATSAPP_CANADA'],
  ])('refuses %o with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrowError(ConfigError);
    expect(() => loadConfig(env)).toThrowError(new RegExp(variable));
  });

  it('refuses production without real payment secrets and SMTP (no sandbox, no outbox in production)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(
      /STRIPE_SECRET_KEY.*sandbox payment provider and the e-mail outbox are refused/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_live_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        PUBLIC_URL: 'https://maplebridge.ca',
      }),
    ).toThrowError(/requires SMTP_URL/);
    const ok = loadConfig({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      PUBLIC_URL: 'https://maplebridge.ca/',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      ...OPERATOR_ENV,
    });
    expect(ok.publicUrl).toBe('https://maplebridge.ca');
  });

  it('gives development and tests an example operator identity that says it is one, and reads the real one', () => {
    const example = loadConfig({}).operator;
    expect(example.legalName).toBe('Example Operator Ltd (example — set OPERATOR_LEGAL_NAME)');
    expect(example.registrationNumber).toMatch(/example — set OPERATOR_REGISTRATION_NUMBER/);
    expect(example.postalAddress).toMatch(/example — set OPERATOR_POSTAL_ADDRESS/);
    expect(example.supportEmail).toBe('support@example.com');
    expect(loadConfig(OPERATOR_ENV).operator).toEqual({
      legalName: 'Maple Bridge Kenya Ltd',
      registrationNumber: 'PVT-AB1234',
      postalAddress: 'P.O. Box 1-00100, Nairobi',
      supportEmail: 'help@maplebridge.example',
      whatsappKenya: '+254 712 345 678',
      whatsappCanada: '+1 416 555 0100',
    });
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrowError(/SUPPORT_EMAIL/);
  });

  it("refuses production without the operator's identity, naming each missing setting", () => {
    const production = {
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      PUBLIC_URL: 'https://maplebridge.ca/',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
    };
    expect(() => loadConfig(production)).toThrowError(
      /operator's identity: OPERATOR_LEGAL_NAME, OPERATOR_REGISTRATION_NUMBER, OPERATOR_POSTAL_ADDRESS, SUPPORT_EMAIL, SUPPORT_WHATSAPP_KENYA or SUPPORT_WHATSAPP_CANADA/,
    );
    for (const name of Object.keys(OPERATOR_ENV)) {
      const env = { ...production, ...OPERATOR_ENV, [name]: ' ' };
      if (name.startsWith('SUPPORT_WHATSAPP')) expect(() => loadConfig(env)).not.toThrow();
      else expect(() => loadConfig(env)).toThrowError(new RegExp(`requires the operator's identity: ${name}`));
    }
    expect(() => loadConfig({ ...production, ...OPERATOR_ENV, SUPPORT_WHATSAPP_KENYA: '', SUPPORT_WHATSAPP_CANADA: '' })).toThrowError(
      /SUPPORT_WHATSAPP_KENYA or SUPPORT_WHATSAPP_CANADA/,
    );
  });

  it('refuses the sandbox payment provider on an https site, in any environment', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://maplebridge.ca' })).toThrowError(/PUBLIC_URL is https but STRIPE_SECRET_KEY is unset/);
    expect(loadConfig({ PUBLIC_URL: 'https://maplebridge.ca', STRIPE_SECRET_KEY: 'sk_test_1' }).stripe?.secretKey).toBe('sk_test_1');
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).stripe).toBeUndefined();
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1 ,loopback', ['10.0.0.0/8', '192.168.1.1', 'loopback']],
    ['fd00::/8', ['fd00::/8']],
  ])('reads TRUST_PROXY=%s as %o', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'everyone', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8/1', '::1/129'])(
    'refuses TRUST_PROXY=%s, naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrowError(/TRUST_PROXY/);
    },
  );
});
