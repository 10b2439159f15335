import { describe, expect, it } from 'vitest';
import { darajaTimestamp, mpesaMode, parseDarajaTimestamp } from './mpesa-provider';

const keys = { consumerKey: 'k', consumerSecret: 's', shortcode: '174379', passkey: 'p', env: 'sandbox' as const, baseUrl: 'http://x' };

describe('Daraja timestamps (East Africa Time, UTC+3)', () => {
  it('writes an instant as Nairobi wall-clock time, across a day and a year boundary', () => {
    expect(darajaTimestamp(new Date('2026-04-20T21:30:05Z'))).toBe('20260421003005');
    expect(darajaTimestamp(new Date('2026-12-31T21:00:00Z'))).toBe('20270101000000');
    expect(darajaTimestamp(new Date('2026-01-05T06:07:08Z'))).toBe('20260105090708');
  });

  it('reads a TransactionDate back as the same instant, and refuses what is not one', () => {
    expect(parseDarajaTimestamp(20270101000000)?.toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(parseDarajaTimestamp('20260421003005')?.toISOString()).toBe('2026-04-20T21:30:05.000Z');
    for (const bad of [undefined, null, '', 'abc', '2026042100300', '20261321003005', '20260421253005'])
      expect(parseDarajaTimestamp(bad)).toBeNull();
  });
});

describe('mpesaMode', () => {
  it('is Daraja with keys, the sandbox without them, and nothing where real visitors come', () => {
    expect(mpesaMode({ mpesa: keys, nodeEnv: 'production', publicUrl: 'https://maplebridge.ca' })).toBe('daraja');
    expect(mpesaMode({ mpesa: undefined, nodeEnv: 'development', publicUrl: 'http://localhost:3000' })).toBe('sandbox');
    expect(mpesaMode({ mpesa: undefined, nodeEnv: 'test', publicUrl: 'http://localhost:3000' })).toBe('sandbox');
    expect(mpesaMode({ mpesa: undefined, nodeEnv: 'production', publicUrl: 'http://localhost:3000' })).toBeNull();
    expect(mpesaMode({ mpesa: undefined, nodeEnv: 'development', publicUrl: 'https://staging.maplebridge.ca' })).toBeNull();
  });
});
