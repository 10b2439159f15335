import { isAdminPage } from '../../shared/constants';

export const VISIT_URL = '/api/analytics/visit';

/** What reportVisit needs from the browser (components/layout/visit-beacon.tsx); passed in so the choice between the two ways can be tested. */
export interface BeaconEnvironment {
  sendBeacon?: (url: string, data: Blob) => boolean;
  fetch: typeof fetch;
}

/**
 * Counts one page shown (docs/product.md#visits). navigator.sendBeacon hands the request to the browser
 * and returns at once, so a visit never slows navigation; where it is missing or refuses, a keepalive
 * fetch whose failure is ignored. Administrator pages are not visits.
 */
export function reportVisit(page: string, environment: BeaconEnvironment): void {
  if (isAdminPage(page)) return;
  const body = JSON.stringify({ page });
  if (environment.sendBeacon?.(VISIT_URL, new Blob([body], { type: 'application/json' }))) return;
  void environment
    .fetch(VISIT_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true })
    .catch(() => undefined);
}
