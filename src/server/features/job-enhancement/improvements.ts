import type { ExcludedPersonalDetail, ParsedResume } from '../../../shared/schemas/documents';
import { genericSkillsAskedFor, stemsOf } from '../../document-engine';
import { localized } from '../../../shared/i18n/localized';
import { listWords } from '../../../shared/i18n/list-words';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { provinceCodeOf, teerOf } from './immigration-pathways';

/**
 * What a member can do to strengthen an application for one job (docs/product.md#job-enhancement),
 * worked out from the job and what the member told us, never by a model: each suggestion names something
 * in the job or the member's own words, so it can be acted on, and the same input always gives the same advice.
 * Every sentence is a message of the `advice` area read while the answer is built, so it is in the request's
 * language (docs/i18n/conventions.md); the job's and the member's own words are quoted as they are.
 */

export const MIN_IMPROVEMENTS = 4;
export const MAX_IMPROVEMENTS = 8;
const MAX_NAMED_REQUIREMENTS = 4;
const MAX_SNIPPET = 80;

export interface ImprovementJob {
  title: string;
  company: string;
  description: string;
  requirements: readonly string[];
  province: string | null;
  category: string | null;
  kind: 'posting' | 'lmia';
  isLMIA: boolean;
  lmiaQuarter: string | null;
  nocCode: string | null;
  teer: number | null;
}

/** The member's side, from the /ai-tools profile and/or a parsed resume; every part may be missing. */
export interface MemberInput {
  userProfile?: { skills?: string[]; experience?: string; education?: string };
  resumeData?: ParsedResume;
}

interface MemberFacts {
  known: boolean;
  skills: string[];
  /** Roles and achievements as one text. */
  experience: string;
  education: string;
  languages: ParsedResume['languages'];
  excluded: readonly ExcludedPersonalDetail[];
}

function memberFacts({ userProfile, resumeData }: MemberInput): MemberFacts {
  const skills = [...(userProfile?.skills ?? []), ...(resumeData?.skills ?? [])].map((skill) => skill.trim()).filter(Boolean);
  const roles = (resumeData?.workExperience ?? []).map((role) => [role.position, role.company, ...role.achievements].join('\n'));
  const experience = [userProfile?.experience ?? '', ...roles].join('\n').trim();
  const degrees = (resumeData?.education ?? []).map((entry) => [entry.degree, entry.institution].filter(Boolean).join(', '));
  const education = [userProfile?.education ?? '', ...degrees].join('\n').trim();
  return {
    known: skills.length > 0 || experience !== '' || education !== '',
    skills,
    experience,
    education,
    languages: resumeData?.languages ?? [],
    excluded: resumeData?.excludedDetails ?? [],
  };
}

/** The first line of a member's text, short enough to quote in a sentence. */
function snippet(text: string): string {
  const line =
    text
      .split('\n')
      .find((part) => part.trim())
      ?.trim() ?? '';
  return line.length > MAX_SNIPPET ? `${line.slice(0, MAX_SNIPPET - 1).trimEnd()}…` : line;
}

const TEER_LINE = /\(TEER \d\)\s*$/;

/**
 * The requirements worth matching word for word. The lines an LMIA job gets from its TEER level (a
 * level of education, "Or …" alternatives, on-the-job training) describe the occupation, not this
 * employer's wishes, so they feed the NOC suggestion instead.
 */
export function requirementKeywords(requirements: readonly string[]): string[] {
  const seen = new Set<string>();
  return requirements
    .map((requirement) => requirement.trim().replace(/[.;:]+$/, ''))
    .filter((requirement) => {
      if (!requirement || TEER_LINE.test(requirement) || /^or\b/i.test(requirement)) return false;
      if (/on-the-job training|work demonstration/i.test(requirement)) return false;
      const key = requirement.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** A requirement is covered when the member's words hold the whole phrase or at least half its word stems. */
export function isCovered(requirement: string, memberText: string): boolean {
  const stems = [...stemsOf(requirement)];
  if (stems.length === 0) return true;
  const lower = memberText.toLowerCase();
  if (lower.includes(requirement.toLowerCase())) return true;
  const memberStems = stemsOf(memberText);
  return stems.filter((stem) => memberStems.has(stem)).length / stems.length >= 0.5;
}

function requirementAdvice(job: ImprovementJob, member: MemberFacts): string | undefined {
  const keywords = requirementKeywords(job.requirements);
  const memberText = [member.skills.join('\n'), member.experience, member.education].join('\n');
  const asked = genericSkillsAskedFor(job.description, [...member.skills, member.experience]);
  if (!member.known) {
    const named = [...keywords, ...asked].slice(0, MAX_NAMED_REQUIREMENTS);
    if (named.length === 0) return undefined;
    return m.advice_requirements_unknown_member({ list: listWords(named) });
  }
  const missing = keywords.filter((keyword) => !isCovered(keyword, memberText));
  const named = [...missing, ...asked].slice(0, MAX_NAMED_REQUIREMENTS);
  if (named.length > 0) {
    return m.advice_requirements_missing({ list: listWords(named) });
  }
  if (keywords.length === 0) return undefined;
  return m.advice_requirements_covered({ list: listWords(keywords.slice(0, MAX_NAMED_REQUIREMENTS)) });
}

function titleAdvice(job: ImprovementJob, member: MemberFacts): string | undefined {
  if (!member.known) return undefined;
  const titleStems = [...stemsOf(job.title)];
  const memberStems = stemsOf([member.skills.join(' '), member.experience].join('\n'));
  if (titleStems.length === 0 || titleStems.some((stem) => memberStems.has(stem))) return undefined;
  return m.advice_title_missing({ title: job.title });
}

function lmiaAdvice(job: ImprovementJob): string {
  const noc = job.nocCode ? ` (NOC ${job.nocCode})` : '';
  if (job.kind === 'lmia') {
    return m.advice_lmia_listing({ company: job.company, noc });
  }
  if (job.isLMIA) return m.advice_lmia_posting({ company: job.company, noc });
  return m.advice_lmia_none({ company: job.company });
}

function regulatedAdvice(job: ImprovementJob): string | undefined {
  const place = job.province ?? m.advice_regulated_place_unknown();
  if (job.category === 'Healthcare') return m.advice_regulated_health({ place });
  if (job.category === 'Education') return m.advice_regulated_education({ place });
  return undefined;
}

/** A figure other than a year: "led 8 staff", "cut waste by 20%" count; "2019 – 2024" does not. */
const hasFigures = (text: string) => /\d/.test(text.replace(/\b(?:19|20)\d{2}\b/g, ''));

function quantifyAdvice(member: MemberFacts): string | undefined {
  if (member.experience && hasFigures(member.experience)) return undefined;
  if (member.experience) return m.advice_quantify_experience();
  return m.advice_quantify_none();
}

// `satisfies Record`, so a new kind of detail cannot be left without its words.
const DETAIL_LABELS = localized({
  photo: m.advice_detail_photo,
  dateOfBirth: m.advice_detail_date_of_birth,
  age: m.advice_detail_age,
  gender: m.advice_detail_gender,
  maritalStatus: m.advice_detail_marital_status,
  religion: m.advice_detail_religion,
  tribe: m.advice_detail_tribe,
  nationalId: m.advice_detail_national_id,
  passportNumber: m.advice_detail_passport_number,
} satisfies Record<ExcludedPersonalDetail, () => string>);

function resumeAdvice(job: ImprovementJob, member: MemberFacts): string {
  if (member.excluded.length > 0) {
    return m.advice_resume_excluded({ details: listWords(member.excluded.map((detail) => DETAIL_LABELS[detail])) });
  }
  return m.advice_resume_format({ title: job.title });
}

function nocAdvice(job: ImprovementJob): string | undefined {
  if (!job.nocCode) return undefined;
  const teer = teerOf(job);
  const level = job.requirements.find((requirement) => TEER_LINE.test(requirement));
  const alternatives = job.requirements
    .filter((requirement) => /^or\b/i.test(requirement.trim()))
    .map((line) => line.trim().replace(/^or\b/i, 'or'));
  const advice = m.advice_noc({ code: job.nocCode, teer: teer === null ? '' : ` (TEER ${teer})` });
  if (!level) return advice;
  const requirement = [level.replace(TEER_LINE, '').trim(), ...alternatives].join(', ').replace(/[.;]+$/, '');
  return `${advice} ${m.advice_noc_usual({ requirement })}`;
}

function languageAdvice(job: ImprovementJob, member: MemberFacts): string {
  const english = member.languages.find((entry) => /english/i.test(entry.language));
  const sentences = [
    english
      ? m.advice_language_english_listed({ proficiency: english.proficiency ? ` (${english.proficiency})` : '' })
      : m.advice_language_book(),
    m.advice_language_recent({ company: job.company }),
  ];
  if (provinceCodeOf(job.province) === 'QC') sentences.push(m.advice_language_quebec());
  return sentences.join(' ');
}

function credentialAdvice(member: MemberFacts): string {
  return member.education ? m.advice_credential_yours({ education: snippet(member.education) }) : m.advice_credential_any();
}

function coverLetterAdvice(job: ImprovementJob): string {
  return m.advice_cover_letter({ company: job.company });
}

/** 4–8 sentences, the most specific to this job and this member first. */
export function improvementsFor(job: ImprovementJob, input: MemberInput): string[] {
  const member = memberFacts(input);
  const advice = [
    requirementAdvice(job, member),
    titleAdvice(job, member),
    lmiaAdvice(job),
    regulatedAdvice(job),
    quantifyAdvice(member),
    resumeAdvice(job, member),
    languageAdvice(job, member),
    // The member's own education makes the ECA advice concrete, so it then outranks the general lines.
    member.education ? credentialAdvice(member) : undefined,
    nocAdvice(job),
    member.education ? undefined : credentialAdvice(member),
    coverLetterAdvice(job),
  ].filter((sentence): sentence is string => Boolean(sentence));
  return advice.slice(0, MAX_IMPROVEMENTS);
}
