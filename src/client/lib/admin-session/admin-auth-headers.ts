/** Administrator-only actions that live outside /api/admin (the job funnel's controls). */
const ADMIN_ACTIONS_ELSEWHERE = new Set(['/api/job-funnel/start', '/api/job-funnel/stop', '/api/job-funnel/update']);

/**
 * The bearer header goes on admin API calls except the login (docs/product.md#administrator-sessions), and on nothing else, so the
 * token never travels to an endpoint that has no use for it.
 */
export function adminAuthHeaders(url: string, token: string | null): Record<string, string> {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const adminPath = (path.startsWith('/api/admin/') && path !== '/api/admin/login') || ADMIN_ACTIONS_ELSEWHERE.has(path);
  if (!token || !adminPath) return {};
  return { authorization: `Bearer ${token}` };
}
