import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../test-support/clock';
import { cachedSearchPage, cachedTotal, forgetJobSearches, JOB_CACHE_TTL_MS, type SearchPage } from './search-cache';

const clock = createTestClock().now;

/** A loader that counts its calls and takes a moment, like a query would. */
function countingLoader() {
  const loader = Object.assign(
    async (): Promise<SearchPage> => {
      loader.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { jobs: [], total: loader.calls, json: '[]' };
    },
    { calls: 0 },
  );
  return loader;
}

describe('the job search cache', () => {
  it('runs one query for identical searches that arrive together, and serves repeats from memory', async () => {
    const db = {};
    const load = countingLoader();
    const pages = await Promise.all(Array.from({ length: 5 }, () => cachedSearchPage(db, clock, 'cook', load)));
    expect(load.calls).toBe(1);
    expect(pages.map((page) => page.total)).toEqual([1, 1, 1, 1, 1]);
    await cachedSearchPage(db, clock, 'cook', load);
    expect(load.calls).toBe(1);
    await cachedSearchPage(db, clock, 'welder', load);
    expect(load.calls).toBe(2);
  });

  it('keeps each database apart, and forgets one database on a write', async () => {
    const first = {};
    const second = {};
    const load = countingLoader();
    await cachedSearchPage(first, clock, 'cook', load);
    await cachedSearchPage(second, clock, 'cook', load);
    expect(load.calls).toBe(2);
    forgetJobSearches(first);
    await cachedSearchPage(first, clock, 'cook', load);
    await cachedSearchPage(second, clock, 'cook', load);
    expect(load.calls).toBe(3);
  });

  it('a write during a search still answers that search, and does not keep its result', async () => {
    const db = {};
    const load = countingLoader();
    const running = cachedSearchPage(db, clock, 'cook', load);
    forgetJobSearches(db);
    expect(await running).toMatchObject({ total: 1 });
    await cachedSearchPage(db, clock, 'cook', load);
    expect(load.calls).toBe(2);
  });

  it('does not keep a failed query', async () => {
    const db = {};
    let attempts = 0;
    const flaky = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('connection lost');
      return 42;
    };
    await expect(cachedTotal(db, clock, 'cook', flaky)).rejects.toThrow('connection lost');
    expect(await cachedTotal(db, clock, 'cook', flaky)).toBe(42);
    expect(attempts).toBe(2);
  });

  it('keeps a result for JOB_CACHE_TTL_MS of the service clock, then loads it again just after', async () => {
    const db = {};
    const time = createTestClock();
    const load = countingLoader();
    await cachedSearchPage(db, time.now, 'cook', load);
    time.advance(JOB_CACHE_TTL_MS);
    await cachedSearchPage(db, time.now, 'cook', load);
    expect(load.calls).toBe(1);
    time.advance(1);
    await cachedSearchPage(db, time.now, 'cook', load);
    expect(load.calls).toBe(2);
  });
});
