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

  it('uses the fallback it is given', () => {
    expect(safeRedirectPath('//evil.example', '/account')).toBe('/account');
  });
});
