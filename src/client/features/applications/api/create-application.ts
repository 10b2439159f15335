import type { CreateApplicationRequest } from '../../../../shared/schemas/applications';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { APPLICATIONS_QUERY_ROOT } from './get-applications';

// Also after a refusal: a 409 means the list is stale (the job was tracked from another tab).
export const useCreateApplication = () =>
  useRefreshingMutation(
    (body: CreateApplicationRequest) => apiRequest('POST', APPLICATIONS_QUERY_ROOT, { contract: 'application', body }),
    APPLICATIONS_QUERY_ROOT,
    'settled',
  );
