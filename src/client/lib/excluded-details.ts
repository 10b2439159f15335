import type { ExcludedPersonalDetail } from '../../shared/schemas/documents';

/** The words for the personal details a Canadian resume leaves out (EXCLUDED_PERSONAL_DETAILS). */
export const EXCLUDED_DETAIL_LABELS: Record<ExcludedPersonalDetail, string> = {
  photo: 'photo',
  dateOfBirth: 'date of birth',
  age: 'age',
  gender: 'gender',
  maritalStatus: 'marital status',
  religion: 'religion',
  tribe: 'tribe',
  nationalId: 'national ID number',
  passportNumber: 'passport number',
};

/** "photo, date of birth and gender". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
