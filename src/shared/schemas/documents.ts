import { z } from 'zod';

/**
 * The documents a member generates: Canadian-format resumes, cover letters and personal statements, and
 * the resume parser's result. Plain shapes that both the built-in engine and an OpenAI-compatible model
 * must produce.
 */

/** The five resume templates; they differ in section order, emphasis and layout. */
export const RESUME_TEMPLATES = ['professional', 'modern', 'executive', 'technical', 'creative'] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];

export const RESUME_TEMPLATE_DESCRIPTIONS: Record<ResumeTemplate, string> = {
  professional: 'Clean, ATS-friendly, classic Canadian format',
  modern: 'Contemporary design with subtle colours',
  executive: 'For senior roles',
  technical: 'Skills-focused, with project highlights',
  creative: 'Visual elements for creative industries',
};

export const PERSONAL_STATEMENT_PURPOSES = ['immigration', 'employer'] as const;
export type PersonalStatementPurpose = (typeof PERSONAL_STATEMENT_PURPOSES)[number];

/**
 * Details a Canadian resume never carries. The parser finds them in a CV (Kenyan CVs often have a
 * 'Personal Details' section) and reports which it left out; no document ever includes them.
 */
export const EXCLUDED_PERSONAL_DETAILS = [
  'photo',
  'dateOfBirth',
  'age',
  'gender',
  'maritalStatus',
  'religion',
  'tribe',
  'nationalId',
  'passportNumber',
] as const;
export type ExcludedPersonalDetail = (typeof EXCLUDED_PERSONAL_DETAILS)[number];

export const parsedResumeSchema = z.object({
  personalInfo: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    location: z.string(),
    linkedin: z.string().optional(),
  }),
  skills: z.array(z.string()),
  languages: z.array(z.object({ language: z.string(), proficiency: z.string() })),
  workExperience: z.array(
    z.object({
      position: z.string(),
      company: z.string(),
      location: z.string(),
      duration: z.string(),
      achievements: z.array(z.string()),
    }),
  ),
  education: z.array(z.object({ degree: z.string(), institution: z.string(), year: z.string() })),
  /** Which excluded personal details the input had (left out of every output). */
  excludedDetails: z.array(z.enum(EXCLUDED_PERSONAL_DETAILS)),
});
export type ParsedResume = z.infer<typeof parsedResumeSchema>;

/** The member's details the generators write from (the form's skills arrive already split on commas). */
export interface UserProfile {
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  location?: string;
  skills: string[];
  /** Free text: one role per paragraph or line, as the member wrote it. */
  experience?: string;
  education?: string;
}

export interface TargetJob {
  title: string;
  company?: string;
  description?: string;
}

/** The quality checks a parsed and converted resume gets (docs/quality-score.md). */
export const QUALITY_CHECK_IDS = [
  'contact',
  'quantifiedAchievements',
  'actionVerbs',
  'length',
  'canadianNorms',
  'tidiness',
  'keywordMatch',
  'atsRoundTrip',
] as const;
export type QualityCheckId = (typeof QUALITY_CHECK_IDS)[number];

export const qualityScoreSchema = z.object({
  /** 0–100: the weighted mean of the checks that apply. */
  overallScore: z.number().int().min(0).max(100),
  checks: z.array(
    z.object({
      id: z.enum(QUALITY_CHECK_IDS),
      label: z.string(),
      /** 0–100. */
      score: z.number().int().min(0).max(100),
      weight: z.number().int().positive(),
      /** What was found, in words a member can act on. */
      reasons: z.array(z.string()),
    }),
  ),
  /** Words of the job description the resume does not contain (empty without a job description). */
  missingKeywords: z.array(z.string()),
});
export type QualityScore = z.infer<typeof qualityScoreSchema>;
