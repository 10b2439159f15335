import { z } from 'zod';
import { DOCUMENT_MESSAGES as M } from '../messages';
import { isProvinceCode, PROVINCE_CODES } from '../constants';
import { text } from './text';

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

/**
 * The parsed resume as the engines produce it and the parse calls answer it. Requests that send one back
 * use `parsedResumeRequestSchema`, which bounds every field; the documents service fits every engine's answer
 * to those bounds (`fitParsedResume`), so what the parser gave always comes back through.
 */
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
      /** The start of `duration` ("Jan 2019"), when the reader could tell it apart. */
      start: z.string().optional(),
      /** The end of `duration` ("Present", "Mar 2023"), when the reader could tell it apart. */
      end: z.string().optional(),
    }),
  ),
  /** `degree` is the credential as written ("KCSE", "Diploma in Nursing"), `year` the years as written. */
  education: z.array(
    z.object({
      degree: z.string(),
      institution: z.string(),
      year: z.string(),
      /** A grade given with it ("B+", "Second Class Honours, Upper Division"), kept apart from the credential. */
      grade: z.string().optional(),
    }),
  ),
  /** The CV's own profile or summary paragraph, as the member wrote it. */
  summary: z.string().optional(),
  /** Licences and certifications, one each ("Driving licence class BCE", "First Aid – St John Ambulance"). */
  licences: z.array(z.string()).optional(),
  /** Which excluded personal details the input had (left out of every output). */
  excludedDetails: z.array(z.enum(EXCLUDED_PERSONAL_DETAILS)),
  /** My profile only: the provinces (codes) the member would work in, for My matches; none means all of Canada. */
  preferredProvinces: z.array(z.string()).optional(),
});
export type ParsedResume = z.infer<typeof parsedResumeSchema>;

/** The bounds of a parsed resume sent back to the server (docs/product.md#limits). */
export const PARSED_RESUME_LIMITS = {
  /** A name, contact detail, position, company, place, date, degree, school or language. */
  field: 200,
  /** One achievement line. */
  achievement: 1_000,
  skills: 50,
  skillLength: 100,
  languages: 20,
  workExperience: 30,
  achievementsPerRole: 30,
  education: 20,
  licences: 20,
  /** The summary paragraph. */
  summary: 2_000,
  /** All its text together: the pasted CV's own cap. */
  totalCharacters: 50_000,
} as const;

const L = PARSED_RESUME_LIMITS;
const resumeField = (max: number = L.field) => text({ trim: true, max });

/** Every character of a parsed resume's text, for the total cap. */
export function parsedResumeCharacters(resume: ParsedResume): number {
  const { personalInfo: p } = resume;
  let total = p.firstName.length + p.lastName.length + p.email.length + p.phone.length + p.location.length + (p.linkedin?.length ?? 0);
  for (const skill of resume.skills) total += skill.length;
  for (const language of resume.languages) total += language.language.length + language.proficiency.length;
  for (const role of resume.workExperience) {
    total += role.position.length + role.company.length + role.location.length + role.duration.length;
    total += (role.start?.length ?? 0) + (role.end?.length ?? 0);
    for (const line of role.achievements) total += line.length;
  }
  for (const school of resume.education)
    total += school.degree.length + school.institution.length + school.year.length + (school.grade?.length ?? 0);
  total += resume.summary?.length ?? 0;
  for (const licence of resume.licences ?? []) total += licence.length;
  return total;
}

/**
 * A parsed resume in a request (convert-resume, resume-templates, update-job-info): the shared text rule on
 * every string (no control character or broken UTF-16, which PostgreSQL refuses), a bound on every string
 * and list, and at most PARSED_RESUME_LIMITS.totalCharacters in all.
 */
export const parsedResumeRequestSchema = z
  .object({
    personalInfo: z.object({
      firstName: resumeField(),
      lastName: resumeField(),
      email: resumeField(),
      phone: resumeField(),
      location: resumeField(),
      linkedin: resumeField().optional(),
    }),
    skills: z.array(resumeField(L.skillLength)).max(L.skills),
    languages: z.array(z.object({ language: resumeField(), proficiency: resumeField() })).max(L.languages),
    workExperience: z
      .array(
        z.object({
          position: resumeField(),
          company: resumeField(),
          location: resumeField(),
          duration: resumeField(),
          achievements: z.array(resumeField(L.achievement)).max(L.achievementsPerRole),
          start: resumeField().optional(),
          end: resumeField().optional(),
        }),
      )
      .max(L.workExperience),
    education: z
      .array(z.object({ degree: resumeField(), institution: resumeField(), year: resumeField(), grade: resumeField().optional() }))
      .max(L.education),
    summary: text({ trim: true, max: L.summary, multiline: true }).optional(),
    licences: z.array(resumeField()).max(L.licences).optional(),
    excludedDetails: z.array(z.enum(EXCLUDED_PERSONAL_DETAILS)).max(EXCLUDED_PERSONAL_DETAILS.length),
    preferredProvinces: z
      .array(z.string().refine((code): boolean => isProvinceCode(code), { error: () => M.provinceCode }))
      .max(PROVINCE_CODES.length)
      .optional(),
  })
  .refine((resume) => parsedResumeCharacters(resume) <= L.totalCharacters, { error: () => M.parsedResumeTooLong });

/** One string cut to `max` UTF-16 units without splitting a pair, control characters and broken halves made spaces. */
function fitText(value: string, max: number): string {
  let out = '';
  for (const point of value.trim()) {
    const code = point.codePointAt(0)!;
    const clean = code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff) ? ' ' : point;
    if (out.length + clean.length > max) break;
    out += clean;
  }
  return out.trim();
}

/**
 * An engine's parsed resume cut to what `parsedResumeRequestSchema` accepts, so the member can send it
 * back unchanged: strings and lists to their bounds, then the text past the total cap dropped from the end.
 */
export function fitParsedResume(resume: ParsedResume): ParsedResume {
  let budget: number = L.totalCharacters;
  const fit = (value: string, max: number = L.field) => {
    const kept = fitText(value, Math.min(max, budget));
    budget -= kept.length;
    return kept;
  };
  const { personalInfo: p } = resume;
  const linkedin = p.linkedin === undefined ? undefined : fit(p.linkedin);
  const optional = <K extends string>(key: K, value: string | undefined, max?: number) =>
    value === undefined ? {} : ({ [key]: fit(value, max) } as Record<K, string>);
  return {
    personalInfo: {
      firstName: fit(p.firstName),
      lastName: fit(p.lastName),
      email: fit(p.email),
      phone: fit(p.phone),
      location: fit(p.location),
      ...(linkedin === undefined ? {} : { linkedin }),
    },
    skills: resume.skills
      .slice(0, L.skills)
      .map((skill) => fit(skill, L.skillLength))
      .filter(Boolean),
    languages: resume.languages
      .slice(0, L.languages)
      .map((entry) => ({ language: fit(entry.language), proficiency: fit(entry.proficiency) })),
    workExperience: resume.workExperience.slice(0, L.workExperience).map((role) => ({
      position: fit(role.position),
      company: fit(role.company),
      location: fit(role.location),
      duration: fit(role.duration),
      achievements: role.achievements
        .slice(0, L.achievementsPerRole)
        .map((line) => fit(line, L.achievement))
        .filter(Boolean),
      ...optional('start', role.start),
      ...optional('end', role.end),
    })),
    education: resume.education.slice(0, L.education).map((school) => ({
      degree: fit(school.degree),
      institution: fit(school.institution),
      year: fit(school.year),
      ...optional('grade', school.grade),
    })),
    ...optional('summary', resume.summary, L.summary),
    ...(resume.licences === undefined
      ? {}
      : {
          licences: resume.licences
            .slice(0, L.licences)
            .map((licence) => fit(licence))
            .filter(Boolean),
        }),
    excludedDetails: [...new Set(resume.excludedDetails)],
  };
}

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
  /**
   * The member's saved profile (My profile), structured. When it is sent, the writers read roles, education,
   * licences, languages and the summary from it, and `experience` / `education` are not read.
   */
  masterCv?: ParsedResume;
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
  /** The sanity rules: what looks misread from the CV (docs/quality-score.md#sanity). */
  'sanity',
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

/** The request limits of the documents API (docs/product.md#documents). */
export const DOCUMENT_LIMITS = {
  /** A free-text field of the profile or a job description. */
  longText: 20_000,
  /** A pasted CV. */
  resumeText: 50_000,
  /** A name, title, company, place, e-mail or phone number. */
  shortText: 200,
  skills: 50,
  skillLength: 100,
} as const;

/** What is saved for a member. */
export const DOCUMENT_KINDS = ['resume', 'cover_letter', 'personal_statement', 'converted_resume'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_WRITERS = ['builtin', 'openai'] as const;

const requiredText = (max: number = DOCUMENT_LIMITS.shortText, multiline = false) =>
  text({ required: () => M.requiredFields, trim: true, max, multiline }).min(1, { error: () => M.requiredFields });
const optionalText = (max: number = DOCUMENT_LIMITS.shortText, multiline = false) => text({ trim: true, max, multiline }).optional();

export const userProfileRequestSchema = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  email: optionalText(),
  phone: optionalText(),
  location: optionalText(),
  skills: z
    .array(text({ trim: true, max: DOCUMENT_LIMITS.skillLength }))
    .max(DOCUMENT_LIMITS.skills)
    .default([]),
  experience: optionalText(DOCUMENT_LIMITS.longText, true),
  education: optionalText(DOCUMENT_LIMITS.longText, true),
  masterCv: parsedResumeRequestSchema.optional(),
});

const targetJobSchema = z.object({
  title: requiredText(),
  company: optionalText(),
  description: optionalText(DOCUMENT_LIMITS.longText, true),
});

const jobDescriptionField = () => requiredText(DOCUMENT_LIMITS.longText, true);
const resumeTextField = () =>
  text({
    required: () => M.requiredFields,
    trim: true,
    max: DOCUMENT_LIMITS.resumeText,
    maxMessage: () => M.resumeTextTooLong,
    multiline: true,
  }).min(1, { error: () => M.requiredFields });

/** POST /api/ai/resume */
export const generateResumeRequestSchema = z.object({
  jobTitle: requiredText(),
  jobDescription: jobDescriptionField(),
  userProfile: userProfileRequestSchema,
});
/** POST /api/ai/cover-letter */
export const generateCoverLetterRequestSchema = z.object({
  jobTitle: requiredText(),
  company: requiredText(),
  jobDescription: jobDescriptionField(),
  userProfile: userProfileRequestSchema,
});
/** POST /api/ai/personal-statement */
export const generatePersonalStatementRequestSchema = z.object({
  purpose: z.enum(PERSONAL_STATEMENT_PURPOSES).default('immigration'),
  targetRole: optionalText(),
  userProfile: userProfileRequestSchema,
});
/** POST /api/ai/parse-resume */
export const parseResumeRequestSchema = z.object({ resumeText: resumeTextField(), targetJob: targetJobSchema.optional() });
/** POST /api/ai/convert-resume */
export const convertResumeRequestSchema = z.object({
  parsedData: parsedResumeRequestSchema,
  targetJob: targetJobSchema.optional(),
  template: z.enum(RESUME_TEMPLATES),
});
/** POST /api/ai/resume-templates: the same resume in all five templates. */
export const resumeTemplatesRequestSchema = z.object({ parsedData: parsedResumeRequestSchema, targetJob: targetJobSchema.optional() });
/** POST /api/ai/parse-and-convert */
export const parseAndConvertRequestSchema = z.object({
  resumeText: resumeTextField(),
  targetJob: targetJobSchema.optional(),
  template: z.enum(RESUME_TEMPLATES),
  jobDescription: optionalText(DOCUMENT_LIMITS.longText, true),
  qualityCheck: z.boolean().default(true),
});
export type GenerateResumeRequest = z.infer<typeof generateResumeRequestSchema>;
export type GenerateCoverLetterRequest = z.infer<typeof generateCoverLetterRequestSchema>;
export type GeneratePersonalStatementRequest = z.infer<typeof generatePersonalStatementRequestSchema>;
export type ParseResumeRequest = z.infer<typeof parseResumeRequestSchema>;
export type ConvertResumeRequest = z.infer<typeof convertResumeRequestSchema>;
export type ResumeTemplatesRequest = z.infer<typeof resumeTemplatesRequestSchema>;
export type ParseAndConvertRequest = z.infer<typeof parseAndConvertRequestSchema>;

/** Said to the member when the configured model's answer could not be used. */
const noticeField = z.string().optional();
/** Advice shown beside the document, never inside it (the ECA advice: docs/product.md#documents). */
const adviceField = z.array(z.string()).optional();

export const documentResponseSchema = z.object({
  success: z.literal(true),
  content: z.string(),
  writtenBy: z.enum(DOCUMENT_WRITERS),
  writerName: z.string(),
  notice: noticeField,
  advice: adviceField,
  documentId: z.string(),
});
export const parseResumeResponseSchema = z.object({ success: z.literal(true), parsedData: parsedResumeSchema, notice: noticeField });
export const convertResumeResponseSchema = z.object({
  success: z.literal(true),
  convertedResume: z.string(),
  /** The quality report of the produced resume (docs/quality-score.md), shown beside it. */
  qualityScore: qualityScoreSchema,
  documentId: z.string(),
  notice: noticeField,
  advice: adviceField,
});
export const resumeTemplatesResponseSchema = z.object({
  success: z.literal(true),
  professional: z.string(),
  modern: z.string(),
  executive: z.string(),
  technical: z.string(),
  creative: z.string(),
});
export const parseAndConvertResponseSchema = z.object({
  success: z.literal(true),
  parsedData: parsedResumeSchema,
  convertedResume: z.string(),
  /** Absent when the request's qualityCheck was false. */
  qualityScore: qualityScoreSchema.optional(),
  documentId: z.string(),
  notice: noticeField,
  advice: adviceField,
});

const documentSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  template: z.string().nullable(),
  writtenBy: z.enum(DOCUMENT_WRITERS),
  createdAt: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;
/** GET /api/documents: the member's documents, newest first (at most DOCUMENTS_LISTED). */
export const documentListSchema = z.object({ success: z.literal(true), documents: z.array(documentSummarySchema) });
export const DOCUMENTS_LISTED = 200;
/** A member's saved documents: as many as the list shows, so none is ever out of sight (docs/product.md#documents). */
export const DOCUMENTS_SAVED_MAX = DOCUMENTS_LISTED;
/** GET /api/documents/:id */
export const documentDetailSchema = z.object({
  success: z.literal(true),
  document: documentSummarySchema.extend({ content: z.string() }),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>['document'];
export const documentIdParamsSchema = z.object({ id: text({ max: 100 }).pipe(z.uuid({ error: () => M.idNotUuid })) });

/** GET /api/ai/engine: who writes documents, so copy can name it truthfully ("the built-in writer" or the model). */
export const documentEngineSchema = z.object({
  success: z.literal(true),
  kind: z.enum(DOCUMENT_WRITERS),
  writerName: z.string(),
});
export type DocumentEngineInfo = z.infer<typeof documentEngineSchema>;
