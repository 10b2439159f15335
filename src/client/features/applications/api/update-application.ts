import type { UpdateApplicationRequest } from '../../../../shared/schemas/applications';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { APPLICATIONS_QUERY_ROOT, applicationUrl } from './get-applications';

// Also after a refusal: a 409 means the list is stale (the job was tracked from another tab).
export const useUpdateApplication = () =>
  useRefreshingMutation(
    ({ id, ...body }: UpdateApplicationRequest & { id: string }) =>
      apiRequest('PATCH', applicationUrl(id), { contract: 'application', body }),
    APPLICATIONS_QUERY_ROOT,
    'settled',
  );
