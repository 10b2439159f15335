import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../../shared/schemas/envelope';
import { nocSearchResponseSchema } from '../../../../shared/schemas/noc';
import { NOC_FINDER_MESSAGES } from '../../../../shared/messages';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { NOC_SEARCH_PER_CALLER } from './routes';

describe('GET /api/noc/search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, address = '203.0.113.7') => t.app.inject({ method: 'GET', url, remoteAddress: address });

  it('answers a visitor with the likely unit groups, best first, each with TEER, duties and the reason', async () => {
    const response = await get('/api/noc/search?title=fundi%20wa%20magari');
    expect(response.statusCode).toBe(200);
    const body = nocSearchResponseSchema.parse(response.json());
    expect(body.results).toHaveLength(5);
    expect(body.results[0]).toMatchObject({
      code: '72410',
      title: 'Automotive service technicians, truck and bus mechanics and mechanical repairers',
      teer: 2,
      reason: "Kenyan term 'fundi wa magari' = motor vehicle mechanic",
    });
    expect(body.results[0]!.duties).toMatch(/^Automotive service technicians.*inspect, diagnose, repair and service .*\.$/);
    const scores = body.results.map((result) => result.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('finds an official example title and says so', async () => {
    const body = nocSearchResponseSchema.parse((await get('/api/noc/search?title=Welder&limit=1')).json());
    expect(body.results).toEqual([
      expect.objectContaining({ code: '72106', teer: 2, score: 1, reason: "matches the NOC example title 'Welder'" }),
    ]);
  });

  it('gives the reason in the language asked for, and tells caches the answer varies by it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/noc/search?title=Welder&limit=1',
      remoteAddress: '203.0.113.7',
      headers: { 'accept-language': 'sw-KE,sw;q=0.9' },
    });
    expect(nocSearchResponseSchema.parse(response.json()).results[0]!.reason).toBe("inalingana na mfano wa jina la kazi wa NOC 'Welder'");
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('answers an unknown word with an empty list, not an error', async () => {
    const response = await get('/api/noc/search?title=zzqx%20qqq');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, results: [] });
  });

  it.each([
    ['/api/noc/search', NOC_FINDER_MESSAGES.titleTooShort],
    ['/api/noc/search?title=a', NOC_FINDER_MESSAGES.titleTooShort],
    ['/api/noc/search?title=%20%20x%20%20', NOC_FINDER_MESSAGES.titleTooShort],
    [`/api/noc/search?title=${'x'.repeat(101)}`, NOC_FINDER_MESSAGES.titleTooLong],
    ['/api/noc/search?title=cook&limit=0', NOC_FINDER_MESSAGES.limitRange],
    ['/api/noc/search?title=cook&limit=11', NOC_FINDER_MESSAGES.limitRange],
    ['/api/noc/search?title=cook&limit=2.5', NOC_FINDER_MESSAGES.limitRange],
    ['/api/noc/search?title=cook&limit=five', NOC_FINDER_MESSAGES.limitRange],
    ['/api/noc/search?title=co%00ok', undefined],
  ])('answers %s with a 400 envelope', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const envelope = errorEnvelopeSchema.parse(response.json());
    expect(envelope.errorCode).toBe('VALIDATION_ERROR');
    if (message) expect(JSON.stringify(envelope)).toContain(message);
  });

  it('limits searches per address without touching another address', async () => {
    for (let i = 0; i < NOC_SEARCH_PER_CALLER.max; i += 1)
      expect((await get('/api/noc/search?title=cook', '198.51.100.9')).statusCode).toBe(200);
    const limited = await get('/api/noc/search?title=cook', '198.51.100.9');
    expect(limited.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(limited.json()).errorCode).toBe('RATE_LIMITED');
    expect((await get('/api/noc/search?title=cook', '198.51.100.10')).statusCode).toBe(200);
  });
});
