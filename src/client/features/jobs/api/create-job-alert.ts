import { useMutation } from '@tanstack/react-query';
import type { JobAlertRequest } from '../../../../shared/schemas/funnel';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/job-alerts: stores the alert; the server e-mails a confirmation link (double opt-in), answering 202 {success, message}. */
export function useCreateJobAlert() {
  return useMutation({
    mutationFn: (alert: JobAlertRequest) => apiRequest('POST', '/api/job-alerts', { contract: 'message', body: alert }),
  });
}
