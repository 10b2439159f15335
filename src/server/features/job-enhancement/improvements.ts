import type { ExcludedPersonalDetail, ParsedResume } from '../../../shared/schemas/documents';
import { genericSkillsAskedFor, stemsOf } from '../../document-engine';
import { provinceCodeOf, teerOf } from './immigration-pathways';

/**
 * What a member can do to strengthen an application for one job (docs/product.md#job-enhancement),
 * worked out from the job and what the member told us, never by a model: each suggestion names something
 * in the job or the member's own words, so it can be acted on, and the same input always gives the same advice.
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

/** "A", "A and B", "A, B and C". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
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
    return `Show this job’s requirements on your resume in the employer’s own words (${listText(named)}), each with where you gained it: recruiters and screening software look for those exact words.`;
  }
  const missing = keywords.filter((keyword) => !isCovered(keyword, memberText));
  const named = [...missing, ...asked].slice(0, MAX_NAMED_REQUIREMENTS);
  if (named.length > 0) {
    return `This job asks for ${listText(named)}, which your skills and experience do not mention yet: if you have them, add them to your resume in these words; if not, say in your cover letter how you are gaining them.`;
  }
  if (keywords.length === 0) return undefined;
  return `Your skills already cover this job’s listed requirements (${listText(keywords.slice(0, MAX_NAMED_REQUIREMENTS))}): put them in the first lines of your resume summary, where a recruiter looks first.`;
}

function titleAdvice(job: ImprovementJob, member: MemberFacts): string | undefined {
  if (!member.known) return undefined;
  const titleStems = [...stemsOf(job.title)];
  const memberStems = stemsOf([member.skills.join(' '), member.experience].join('\n'));
  if (titleStems.length === 0 || titleStems.some((stem) => memberStems.has(stem))) return undefined;
  return `Nothing in your profile mentions work as ${job.title} yet: if you have done this work, even part-time or under another title, name it in your resume headline and first role so the match is obvious.`;
}

function lmiaAdvice(job: ImprovementJob): string {
  const noc = job.nocCode ? ` (NOC ${job.nocCode})` : '';
  if (job.kind === 'lmia') {
    return `${job.company} received a positive LMIA for this occupation${noc}: the listing is an approval, not a job posting, so write to the employer directly, name the occupation and say you are ready to apply for an employer-specific work permit.`;
  }
  if (job.isLMIA) {
    return `${job.company} has a positive LMIA for this role${noc}: say in your cover letter that you know the employer-specific work permit process and can start as soon as the permit is approved.`;
  }
  return `This job shows no positive LMIA: in your cover letter, ask politely whether ${job.company} will apply for one to hire from abroad, since most employers need one before you can get a work permit.`;
}

function regulatedAdvice(job: ImprovementJob): string | undefined {
  const place = job.province ?? 'the province';
  if (job.category === 'Healthcare') {
    return `Many health occupations in Canada, such as nursing, are regulated: check whether ${place}’s regulator must license you for this one before you can work, and start early, since credential reviews take months.`;
  }
  if (job.category === 'Education') {
    return `Teaching and early childhood education are regulated in Canada: check what certification ${place} asks for this job before you apply, and start early, since credential reviews take months.`;
  }
  return undefined;
}

/** A figure other than a year: "led 8 staff", "cut waste by 20%" count; "2019 – 2024" does not. */
const hasFigures = (text: string) => /\d/.test(text.replace(/\b(?:19|20)\d{2}\b/g, ''));

function quantifyAdvice(member: MemberFacts): string | undefined {
  if (member.experience && hasFigures(member.experience)) return undefined;
  if (member.experience) {
    return 'None of your experience shows a number yet: add figures such as the team you led, customers served a day or money saved (for example “served 150 customers a shift”), since Canadian recruiters look for measurable results.';
  }
  return 'Quantify your achievements for this job: the team you led, customers served a day, output per shift or money saved make a Kenyan CV read like a Canadian resume.';
}

const DETAIL_LABELS: Readonly<Record<ExcludedPersonalDetail, string>> = {
  photo: 'a photo',
  dateOfBirth: 'your date of birth',
  age: 'your age',
  gender: 'your gender',
  maritalStatus: 'your marital status',
  religion: 'your religion',
  tribe: 'your tribe',
  nationalId: 'your national ID number',
  passportNumber: 'your passport number',
};

function resumeAdvice(job: ImprovementJob, member: MemberFacts): string {
  if (member.excluded.length > 0) {
    return `Your CV includes ${listText(member.excluded.map((detail) => DETAIL_LABELS[detail]))}: Canadian resumes leave these out, so remove them. The resume tool on AI Tools (/ai-tools) writes a Canadian-format resume for this job.`;
  }
  return `Use the resume tool on AI Tools (/ai-tools) to write a Canadian-format resume for ${job.title}: one or two pages, most recent job first, and no photo, date of birth, marital status, religion or ID number.`;
}

function nocAdvice(job: ImprovementJob): string | undefined {
  if (!job.nocCode) return undefined;
  const teer = teerOf(job);
  const level = job.requirements.find((requirement) => TEER_LINE.test(requirement));
  const alternatives = job.requirements
    .filter((requirement) => /^or\b/i.test(requirement.trim()))
    .map((line) => line.trim().replace(/^or\b/i, 'or'));
  const usual = level
    ? ` Its usual entry requirement: ${[level.replace(TEER_LINE, '').trim(), ...alternatives].join(', ').replace(/[.;]+$/, '')}.`
    : '';
  return `Describe your past duties in the words of NOC ${job.nocCode}${teer === null ? '' : ` (TEER ${teer})`}, the occupation immigration officers compare your experience with: look the code up on the Government of Canada’s NOC site and mirror its main duties.${usual}`;
}

function languageAdvice(job: ImprovementJob, member: MemberFacts): string {
  const english = member.languages.find((entry) => /english/i.test(entry.language));
  const start = english
    ? `You list English${english.proficiency ? ` (${english.proficiency})` : ''}; an official result proves it: book IELTS General Training or CELPIP-General.`
    : 'Book IELTS General Training or CELPIP-General.';
  const quebec = provinceCodeOf(job.province) === 'QC' ? ' In Quebec French counts for a lot too: TEF Canada and TCF Canada test it.' : '';
  return `${start} Express Entry and the provincial programmes ask for a result less than 2 years old, and a good score also shows ${job.company} you can work in English.${quebec}`;
}

function credentialAdvice(member: MemberFacts): string {
  const what = member.education ? `your ${snippet(member.education)}` : 'any diploma or degree you earned after secondary school';
  return `Get an Educational Credential Assessment (ECA) of ${what} from an organisation IRCC designates, such as World Education Services (WES): Express Entry counts education from outside Canada only with an ECA, and provincial programmes often ask for one.`;
}

function coverLetterAdvice(job: ImprovementJob): string {
  return `Write a cover letter to ${job.company} for this job with the cover letter tool on AI Tools (/ai-tools): name the job, give two results that match its requirements, and say when you could start.`;
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
