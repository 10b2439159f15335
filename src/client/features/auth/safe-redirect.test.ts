import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it("reads the checkout's bare 'jobs' as /jobs", () => {
    expect(safeRedirectPath('jobs')).toBe('/jobs');
  });

  it('keeps a same-site path with its query and hash', () => {
    expect(safeRedirectPath('/jobs?province=Ontario&lmiaOnly=true#results')).toBe('/jobs?province=Ontario&lmiaOnly=true#results');
    expect(safeRedirectPath('/account')).toBe('/account');
  });

  it('falls back to /jobs when there is nothing to follow', () => {
    expect(safeRedirectPath(null)).toBe('/jobs');
    expect(safeRedirectPath(undefined)).toBe('/jobs');
    expect(safeRedirectPath('')).toBe('/jobs');
  });

  it.each([
    'https://evil.example/jobs',
    'http://evil.example',
    'HTTP://evil.example',
    '//evil.example/jobs',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /jobs',
    'javascript:alert(1)',
    'data:text/html,hi',
    'mailto:a@b.example',
    'evil.example',
    'jobs/../../x?',
    '?redirect=/jobs',
    // Dot segments that resolve to a path starting '//': the router reads it as another host.
    '/.//evil.com',
    '/jobs/..//evil.com',
    '/%2e%2e//evil.com',
    '/%2E%2E//evil.com',
    '/././/evil.com',
    '/jobs/.%2e//evil.com',
    '/jobs/%2e./%2e%2e//evil.com',
    'jobs/..//evil.com',
    '/\t/evil.com',
    '/\\/evil.com',
    '/.\\/evil.com',
    '/\r\n//evil.com',
  ])('refuses %j', (raw) => {
    expect(safeRedirectPath(raw)).toBe('/jobs');
  });

  it('does not send a member back to the sign-in or sign-up form', () => {
    expect(safeRedirectPath('/sign-in?redirect=/jobs')).toBe('/jobs');
    expect(safeRedirectPath('sign-up')).toBe('/jobs');
  });

  it('normalises dot segments so the result is the page the browser would open', () => {
    expect(safeRedirectPath('/jobs/../account')).toBe('/account');
    expect(safeRedirectPath('/../../jobs')).toBe('/jobs');
  });

  it('never returns a path that starts with two slashes, whatever the input resolves to', () => {
    const tricky = ['/.//evil.com', '/jobs/..//evil.com', '/%2e%2e//evil.com', '/a/b/../..//evil.com', '/%2e//evil.com', '/.//'];
    for (const raw of tricky) expect(safeRedirectPath(raw)).toMatch(/^\/(?!\/)/);
  });

  it('keeps encoded slashes as a same-site path: they are part of one segment, not a host', () => {
    expect(safeRedirectPath('/%2f%2fevil.com')).toBe('/%2f%2fevil.com');
    expect(safeRedirectPath('/%2F%2Fevil.com?x=1')).toBe('/%2F%2Fevil.com?x=1');
  });

  it('uses the fallback it is given', () => {
    expect(safeRedirectPath('//evil.example', '/account')).toBe('/account');
  });
});
