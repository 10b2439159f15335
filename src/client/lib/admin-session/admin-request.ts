import {
  apiRequest,
  apiRequestWithHeaders,
  type ApiResponse,
  type Answer,
  type ContractName,
  type HttpMethod,
  type RequestOptions,
} from '../api-client';
import { readAdminToken } from './admin-token';
import { adminAuthHeaders } from './admin-auth-headers';

/** Every admin query key starts with this, so logging in or out can drop them all. */
export const ADMIN_QUERY_ROOT = '/api/admin';

/** Every call of the admin feature goes through here, so the header rule lives in one place. */
export function adminRequest<K extends ContractName>(method: HttpMethod, url: string, options: RequestOptions<K>): Promise<Answer<K>> {
  const headers = { ...options.headers, ...adminAuthHeaders(url, readAdminToken()) };
  return apiRequest(method, url, { ...options, headers });
}

/** As adminRequest, with the response headers (the admin lists carry their total in X-Total-Count). */
export function adminRequestWithHeaders<K extends ContractName>(
  method: HttpMethod,
  url: string,
  options: RequestOptions<K>,
): Promise<ApiResponse<Answer<K>>> {
  const headers = { ...options.headers, ...adminAuthHeaders(url, readAdminToken()) };
  return apiRequestWithHeaders(method, url, { ...options, headers });
}
