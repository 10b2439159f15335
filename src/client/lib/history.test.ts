import { describe, expect, it } from 'vitest';
import { createMemoryHistory, createStaticHistory } from './history';

describe('history kept in memory', () => {
  it('pushes, replaces and goes back as the browser would, each entry with its own key and state', () => {
    const history = createMemoryHistory('/jobs?q=cook#top', { from: 'test' });
    const first = history.snapshot();
    expect(first.location).toMatchObject({ pathname: '/jobs', search: '?q=cook', hash: '#top', state: { from: 'test' }, key: 'default' });
    expect(first.type).toBe('POP');

    const seen: string[] = [];
    const stop = history.subscribe(() => seen.push(history.snapshot().location.pathname));
    history.navigate('/jobs/12', { state: { sheetOver: '/jobs' } });
    expect(history.snapshot().type).toBe('PUSH');
    expect(history.snapshot().location).toMatchObject({ pathname: '/jobs/12', search: '', state: { sheetOver: '/jobs' } });
    const pushedKey = history.snapshot().location.key;
    expect(pushedKey).not.toBe('default');

    // The same address again is a new entry: a second click on a link scrolls again.
    history.navigate('/jobs/12');
    expect(history.snapshot().location.key).not.toBe(pushedKey);
    expect(history.snapshot().location.state).toBeNull();

    history.navigate('/pricing', { replace: true });
    expect(history.snapshot().type).toBe('REPLACE');
    history.go(-1);
    expect(history.snapshot().type).toBe('POP');
    expect(history.snapshot().location.key).toBe(pushedKey);
    history.go(-5);
    expect(history.snapshot().location.pathname).toBe('/jobs');
    // Forward from the first entry: the replaced one is there, the one it replaced is not.
    history.go(2);
    expect(history.snapshot().location.pathname).toBe('/pricing');

    // A new navigation drops the entries ahead.
    history.go(-1);
    history.navigate('/about');
    history.go(1);
    expect(history.snapshot().location.pathname).toBe('/about');

    stop();
    history.navigate('/terms');
    expect(seen).toEqual(['/jobs/12', '/jobs/12', '/pricing', '/jobs/12', '/jobs', '/pricing', '/jobs/12', '/about']);
  });

  it('keeps one snapshot object until something changes, as useSyncExternalStore needs', () => {
    const history = createMemoryHistory('/');
    const before = history.snapshot();
    expect(history.snapshot()).toBe(before);
    // Nowhere to go back to: nothing changed, and nothing re-renders.
    history.go(-1);
    expect(history.snapshot()).toBe(before);
    history.navigate('/');
    expect(history.snapshot()).not.toBe(before);
  });
});

describe('the pre-render’s fixed address', () => {
  it('is the page it renders, and refuses to go anywhere', () => {
    const history = createStaticHistory('/sw/pricing');
    expect(history.snapshot().location).toMatchObject({ pathname: '/sw/pricing', search: '', hash: '', state: null });
    expect(() => history.navigate('/jobs')).toThrow('A pre-rendered page cannot navigate');
  });
});
