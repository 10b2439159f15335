import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { APPLICATIONS_QUERY_ROOT, applicationUrl } from './get-applications';

// Also after a refusal: a 409 means the list is stale (the job was tracked from another tab).
export const useDeleteApplication = () =>
  useRefreshingMutation(
    (id: string) => apiRequest('DELETE', applicationUrl(id), { contract: 'message' }),
    APPLICATIONS_QUERY_ROOT,
    'settled',
  );
