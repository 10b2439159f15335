import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LmiaUploadResponse } from '../../../../shared/schemas/admin';
import { adminRequest } from '../../../lib/admin-session/admin-request';
import { ADMIN_CONSOLE_KEYS } from './admin-keys';
import { refreshConsole } from './user-actions';

/** GET /api/admin/lmia-quarters: every quarter loaded, newest first (docs/product.md#lmia-data). */
export function useLmiaQuarters() {
  return useQuery({
    queryKey: ADMIN_CONSOLE_KEYS.lmiaQuarters,
    queryFn: ({ signal }) => adminRequest('GET', '/api/admin/lmia-quarters', { contract: 'adminLmiaQuarters', signal }),
  });
}

/** POST the file itself as the body, its name in the query (docs/product.md#lmia-data). */
export function uploadLmiaQuarter(file: File): Promise<LmiaUploadResponse> {
  return adminRequest('POST', `/api/admin/lmia-quarters?fileName=${encodeURIComponent(file.name)}`, { contract: 'adminLmiaUpload', file });
}

/** The upload; the quarter list, the figures and the audit refresh after it. */
export function useUploadLmiaQuarter(handlers: { onSuccess: (answer: LmiaUploadResponse) => void; onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ADMIN_CONSOLE_KEYS.lmiaUpload,
    mutationFn: uploadLmiaQuarter,
    onSuccess: (answer) => {
      void refreshConsole(queryClient);
      handlers.onSuccess(answer);
    },
    onError: handlers.onError,
  });
}
