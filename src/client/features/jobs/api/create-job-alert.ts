import { useMutation } from '@tanstack/react-query';
import type { JobAlertRequest } from '../../../../shared/schemas/funnel';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/job-alerts: stores the alert; the server e-mails a confirmation link (double opt-in). */
export function useCreateJobAlert() {
  return useMutation({
    mutationFn: (alert: JobAlertRequest) => apiRequest<{ success: true; message: string }>('POST', '/api/job-alerts', alert),
  });
}
