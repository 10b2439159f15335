import { apiRequest, type HttpMethod, type RequestOptions } from '../../../lib/api-client';
import { readAdminToken } from '../admin-token';
import { adminAuthHeaders } from './admin-auth-headers';

/** Every admin query key starts with this, so logging in or out can drop them all. */
export const ADMIN_QUERY_ROOT = '/api/admin';

/** Every call of the admin feature goes through here, so the header rule lives in one place. */
export function adminRequest<T>(method: HttpMethod, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const headers = { ...options.headers, ...adminAuthHeaders(url, readAdminToken()) };
  return apiRequest<T>(method, url, body, { ...options, headers });
}
