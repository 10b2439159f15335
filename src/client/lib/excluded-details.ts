import type { ExcludedPersonalDetail } from '../../shared/schemas/documents';
import { localized } from '../../shared/i18n/localized';
import { m } from '../../shared/i18n/paraglide/messages.js';

/** The words for the personal details a Canadian resume leaves out (EXCLUDED_PERSONAL_DETAILS), in the page's language. */
export const EXCLUDED_DETAIL_LABELS: Record<ExcludedPersonalDetail, string> = localized({
  photo: m.shell_detail_photo,
  dateOfBirth: m.shell_detail_date_of_birth,
  age: m.shell_detail_age,
  gender: m.shell_detail_gender,
  maritalStatus: m.shell_detail_marital_status,
  religion: m.shell_detail_religion,
  tribe: m.shell_detail_tribe,
  nationalId: m.shell_detail_national_id,
  passportNumber: m.shell_detail_passport_number,
});
