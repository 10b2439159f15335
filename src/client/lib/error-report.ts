import { CLIENT_ERROR_LIMITS } from '../../shared/constants';
import type { ClientErrorReport } from '../../shared/schemas/client-error';
import { apiRequest } from './api-client';

const truncate = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

/**
 * The browser keeps no member id (docs/decisions/024-shared-phone-privacy.md): the report says 'anonymous'
 * and the server logs the member of the session cookie instead (docs/product.md#client-error-reports).
 */
const ANONYMOUS = 'anonymous';

export function buildClientErrorReport(error: unknown, componentStack?: string): ClientErrorReport {
  const message = error instanceof Error ? error.message || error.name : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  return {
    message: truncate(message, CLIENT_ERROR_LIMITS.message),
    stack: stack === undefined ? undefined : truncate(stack, CLIENT_ERROR_LIMITS.stack),
    componentStack: componentStack ? truncate(componentStack, CLIENT_ERROR_LIMITS.componentStack) : undefined,
    timestamp: new Date().toISOString(),
    userAgent: truncate(navigator.userAgent, CLIENT_ERROR_LIMITS.userAgent),
    url: truncate(location.href, CLIENT_ERROR_LIMITS.url),
    userId: ANONYMOUS,
  };
}

const reported = new WeakSet<object>();

/**
 * For the error screen (docs/product.md#client-error-reports): the report goes to the console and, once per error, to the
 * server's log. keepalive lets it finish when the person reloads straight away; its own failure is ignored.
 */
export function reportClientError(error: unknown, componentStack?: string): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const report = buildClientErrorReport(error, componentStack);
  console.error('Error report:', report);
  // A POST, so one attempt; fetch's own refusals (a keepalive body over the browser's quota) reject too.
  apiRequest('POST', '/api/client-errors', { contract: 'clientError', body: report, keepalive: true }).catch(() => {});
}
