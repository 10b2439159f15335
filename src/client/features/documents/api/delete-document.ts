import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { DOCUMENTS_QUERY_ROOT } from './get-documents';

export const useDeleteDocument = () =>
  useRefreshingMutation(
    (id: string) => apiRequest('DELETE', `${DOCUMENTS_QUERY_ROOT}/${encodeURIComponent(id)}`, { contract: 'message' }),
    DOCUMENTS_QUERY_ROOT,
    'success',
  );
