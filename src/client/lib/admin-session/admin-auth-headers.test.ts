import { describe, expect, it } from 'vitest';
import { adminAuthHeaders } from './admin-auth-headers';

describe('adminAuthHeaders', () => {
  it('sends the bearer token to admin API paths', () => {
    expect(adminAuthHeaders('/api/admin/verify', 'tok')).toEqual({ authorization: 'Bearer tok' });
    expect(adminAuthHeaders('/api/admin/outbox?to=a%40b.example', 'tok')).toEqual({ authorization: 'Bearer tok' });
    expect(adminAuthHeaders('/api/admin/users/7/block', 'tok')).toEqual({ authorization: 'Bearer tok' });
  });

  it('sends it to the job funnel controls, which are for administrators, but not to the public status', () => {
    expect(adminAuthHeaders('/api/job-funnel/update', 'tok')).toEqual({ authorization: 'Bearer tok' });
    expect(adminAuthHeaders('/api/job-funnel/start', 'tok')).toEqual({ authorization: 'Bearer tok' });
    expect(adminAuthHeaders('/api/job-funnel/status', 'tok')).toEqual({});
  });

  it('never sends it to the login itself', () => {
    expect(adminAuthHeaders('/api/admin/login', 'tok')).toEqual({});
    expect(adminAuthHeaders('/api/admin/login?next=1', 'tok')).toEqual({});
  });

  it('never sends it outside the admin API', () => {
    expect(adminAuthHeaders('/api/auth/status', 'tok')).toEqual({});
    expect(adminAuthHeaders('/api/administrator', 'tok')).toEqual({});
    expect(adminAuthHeaders('/api/admin', 'tok')).toEqual({});
    expect(adminAuthHeaders('https://evil.example/api/admin/verify', 'tok')).toEqual({});
  });

  it('sends nothing without a token', () => {
    expect(adminAuthHeaders('/api/admin/verify', null)).toEqual({});
    expect(adminAuthHeaders('/api/admin/verify', '')).toEqual({});
  });
});
