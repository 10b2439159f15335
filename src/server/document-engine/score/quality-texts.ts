import { localized } from '../../../shared/i18n/localized';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import type { QualityCheckId } from '../../../shared/schemas/documents';

/**
 * The words the quality report says ABOUT a resume, in the request's language (docs/i18n/conventions.md): its
 * labels, reasons and the names it lists. The resume itself stays English (docs/decisions/055-kiswahili.md);
 * each entry is read when the report is built, so a table here never freezes one language.
 */

export const CHECK_LABELS = localized<Record<QualityCheckId, () => string>>({
  sanity: m.quality_label_sanity,
  contact: m.quality_label_contact,
  quantifiedAchievements: m.quality_label_quantified_achievements,
  actionVerbs: m.quality_label_action_verbs,
  length: m.quality_label_length,
  canadianNorms: m.quality_label_canadian_norms,
  tidiness: m.quality_label_tidiness,
  keywordMatch: m.quality_label_keyword_match,
  atsRoundTrip: m.quality_label_ats_round_trip,
});

export const CONTACT_FIELDS = localized({
  name: m.quality_contact_field_name,
  email: m.quality_contact_field_email,
  phone: m.quality_contact_field_phone,
  city: m.quality_contact_field_city,
});

/** What a Canadian resume never shows, as the report names it. */
export const NOT_CANADIAN_DETAILS = localized({
  birth: m.quality_norms_detail_birth,
  marital: m.quality_norms_detail_marital,
  gender: m.quality_norms_detail_gender,
  religion: m.quality_norms_detail_religion,
  identity: m.quality_norms_detail_identity,
  photo: m.quality_norms_detail_photo,
  references: m.quality_norms_detail_references,
});

/** The parts of a resume the plain-text read-back looks for. */
export const ATS_PARTS = localized({
  name: m.quality_ats_part_name,
  email: m.quality_ats_part_email,
  phone: m.quality_ats_part_phone,
  jobs: m.quality_ats_part_jobs,
  education: m.quality_ats_part_education,
  skills: m.quality_ats_part_skills,
});

export const MISSING_SECTIONS = localized({
  workExperience: m.quality_tidiness_no_work_experience,
  education: m.quality_tidiness_no_education,
  skills: m.quality_tidiness_no_skills,
});
