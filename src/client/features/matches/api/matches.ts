import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MatchEmailSetting } from '../../../../shared/schemas/matches';
import { apiRequest } from '../../../lib/api-client';

/** The NOCs and provinces the page's address asks for (`all`: all of Canada); empty lists leave them to the member's profile. */
export interface MatchesSelection {
  nocs: string[];
  provinces: string[];
}

export function matchesUrl({ nocs, provinces }: MatchesSelection) {
  const query = new URLSearchParams();
  if (nocs.length > 0) query.set('noc', nocs.join(','));
  if (provinces.length > 0) query.set('province', provinces.join(','));
  const text = query.toString();
  return text ? `/api/matches?${text}` : '/api/matches';
}

/** GET /api/matches (members). */
export function useMatches(selection: MatchesSelection) {
  const url = matchesUrl(selection);
  return useQuery({
    queryKey: ['/api/matches', url],
    queryFn: ({ signal }) => apiRequest('GET', url, { contract: 'matches', signal }),
    placeholderData: keepPreviousData,
  });
}

const EMAIL_KEY = ['/api/matches/email'] as const;

/** The new-quarter e-mail opt-in (GET and PUT /api/matches/email). */
export function useMatchEmailSetting() {
  return useQuery({
    queryKey: EMAIL_KEY,
    queryFn: ({ signal }) => apiRequest('GET', '/api/matches/email', { contract: 'matchEmailSetting', signal }),
  });
}

export function useSetMatchEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatchEmailSetting) => apiRequest('PUT', '/api/matches/email', { contract: 'matchEmailSetting', body }),
    onSuccess: (answer) => queryClient.setQueryData(EMAIL_KEY, answer),
  });
}
