import { z } from 'zod';
import { parsedResumeRequestSchema, parsedResumeSchema, RESUME_TEMPLATES, type ParsedResume } from './documents';

/**
 * My profile (docs/product.md#my-profile): the member's master CV, kept on the server in the shape of a
 * parsed resume, and the converter's draft (a CV imported to be reviewed and converted) beside it.
 */

/** Where a member stands in the converter; kept with the draft so a reload returns them there. */
export const CONVERTER_STEPS = ['review', 'template'] as const;
export type ConverterStep = (typeof CONVERTER_STEPS)[number];

export const emptyProfile = (): ParsedResume => ({
  personalInfo: { firstName: '', lastName: '', email: '', phone: '', location: '' },
  skills: [],
  languages: [],
  workExperience: [],
  education: [],
  summary: '',
  licences: [],
  excludedDetails: [],
});

/** PUT /api/profile: the whole profile, bounded like every parsed resume a request carries. */
export const saveProfileRequestSchema = parsedResumeRequestSchema;

/** PUT /api/profile/draft: the converter's draft as the member edits it, and their step. */
export const saveDraftRequestSchema = z.object({
  draft: parsedResumeRequestSchema,
  step: z.enum(CONVERTER_STEPS),
  template: z.enum(RESUME_TEMPLATES).optional(),
});
export type SaveDraftRequest = z.infer<typeof saveDraftRequestSchema>;

export const converterDraftSchema = z.object({
  profile: parsedResumeSchema,
  step: z.enum(CONVERTER_STEPS),
  template: z.enum(RESUME_TEMPLATES).nullable(),
});
export type ConverterDraft = z.infer<typeof converterDraftSchema>;

export const memberProfileSchema = z.object({
  /** The saved profile, or an empty one when the member has none yet (`saved: false`). */
  profile: parsedResumeSchema,
  saved: z.boolean(),
  draft: converterDraftSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const memberProfileResponseSchema = memberProfileSchema.extend({ success: z.literal(true) });

/** POST /api/profile/import: the parsed CV for review, already saved as the converter's draft. */
export const importProfileResponseSchema = z.object({
  success: z.literal(true),
  draft: converterDraftSchema,
  notice: z.string().optional(),
});

/** Counts for the writing tools' "From My profile" line. */
export const profileIsEmpty = (profile: ParsedResume) =>
  !profile.personalInfo.firstName &&
  !profile.personalInfo.lastName &&
  profile.workExperience.length === 0 &&
  profile.education.length === 0 &&
  profile.skills.length === 0 &&
  !profile.summary;
