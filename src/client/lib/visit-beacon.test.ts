import { describe, expect, it } from 'vitest';
import { reportVisit, VISIT_URL, type BeaconEnvironment } from './visit-beacon';

/**
 * Node has neither sendBeacon nor a server to send to, so these record what would be sent; the browser
 * test (e2e/admin.spec.ts) proves a real page view is counted.
 */
function recorder(options: { beacon?: 'accepts' | 'refuses' | 'missing'; fetchFails?: boolean } = {}) {
  const beacons: { url: string; data: Blob }[] = [];
  const fetches: { url: string; init: RequestInit | undefined }[] = [];
  const environment: BeaconEnvironment = {
    sendBeacon:
      options.beacon === 'missing'
        ? undefined
        : (url, data) => {
            beacons.push({ url, data });
            return options.beacon !== 'refuses';
          },
    fetch: async (input, init) => {
      fetches.push({ url: String(input), init });
      if (options.fetchFails) throw new TypeError('offline');
      return new Response(null, { status: 204 });
    },
  };
  return { environment, beacons, fetches };
}

describe('reportVisit', () => {
  it('sends the page as JSON with sendBeacon', async () => {
    const { environment, beacons, fetches } = recorder();
    reportVisit('/jobs', environment);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe(VISIT_URL);
    expect(beacons[0]!.data.type).toBe('application/json');
    expect(JSON.parse(await beacons[0]!.data.text())).toEqual({ page: '/jobs' });
    expect(fetches).toHaveLength(0);
  });

  it('falls back to a keepalive fetch when sendBeacon is missing or refuses, and ignores its failure', () => {
    for (const beacon of ['missing', 'refuses'] as const) {
      const { environment, fetches } = recorder({ beacon, fetchFails: true });
      expect(() => reportVisit('/pricing', environment)).not.toThrow();
      expect(fetches).toHaveLength(1);
      expect(fetches[0]!.init).toMatchObject({ method: 'POST', keepalive: true, body: JSON.stringify({ page: '/pricing' }) });
    }
  });

  it('never reports an administrator page', () => {
    const { environment, beacons, fetches } = recorder();
    for (const page of ['/admin-dashboard', '/admin-login', '/admin-marketing']) reportVisit(page, environment);
    expect(beacons).toHaveLength(0);
    expect(fetches).toHaveLength(0);
  });
});
