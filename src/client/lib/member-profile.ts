import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ParsedResume, ParseResumeRequest } from '../../shared/schemas/documents';
import type { SaveDraftRequest } from '../../shared/schemas/profile';
import { apiRequest } from './api-client';
import { seedDocumentProfile } from './document-profile';

/**
 * My profile's calls (docs/product.md#my-profile). The profile lives on the server and in the TanStack Query
 * cache only, never in browser storage; the cache is emptied whenever the member changes
 * (lib/auth/forget-member.ts), so a shared phone keeps nothing (docs/decisions/038).
 */
export const PROFILE_QUERY_KEY = ['/api/profile'] as const;

export function useMemberProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest('GET', '/api/profile', { contract: 'memberProfile', signal }),
    enabled,
    staleTime: 60_000,
  });
}

export const saveProfile = (profile: ParsedResume) => apiRequest('PUT', '/api/profile', { contract: 'memberProfile', body: profile });
export const saveDraft = (body: SaveDraftRequest) => apiRequest('PUT', '/api/profile/draft', { contract: 'memberProfile', body });
export const discardDraft = () => apiRequest('DELETE', '/api/profile/draft', { contract: 'memberProfile' });
export const importProfile = (body: ParseResumeRequest) => apiRequest('POST', '/api/profile/import', { contract: 'importedProfile', body });

/** Fills the writing tools from the saved profile once it has loaded (docs/product.md#my-profile); nothing without one. */
export function useProfileSeed() {
  const { data } = useMemberProfile();
  useEffect(() => {
    if (data?.saved) seedDocumentProfile(data.profile);
  }, [data]);
}
