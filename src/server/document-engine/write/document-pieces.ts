import type { Role } from './experience';
import type { RankedSkill } from './keywords';
import { toPastClause } from './action-verbs';
import { wordCount } from '../common/text';
import { sureFacts } from './sure-facts';
import { looksLikeNocGroupTitle } from '../score/sanity';
import { joinList, skillInSentence, withFinalStop } from './phrasing';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/** A place inside a sentence: "Nairobi, Kenya," takes a closing comma. */
export function inSentence(place: string): string {
  return place.includes(',') ? `${place},` : place;
}

/** Pieces every Canadian-format document shares: contact line, role headings, the summary. */

/**
 * Shown beside a document that lists education, never inside it (docs/product.md#documents): it is advice to
 * the member, not something an employer reads, so it is in the member's language (docs/i18n/conventions.md).
 */
export const ecaAdvice = () => m.quality_eca_advice();

export function contactLine(parts: ReadonlyArray<string | undefined>, separator = ' | '): string {
  return parts.filter((part): part is string => Boolean(part)).join(separator);
}

/** "Kenyatta National Hospital, Nairobi". */
export function employerAndPlace(role: Pick<Role, 'company' | 'location'>): string {
  return [role.company, role.location].filter(Boolean).join(', ');
}

/** "**Registered Nurse** | Kenyatta National Hospital, Nairobi | 2019 – Present". */
export function roleHeading(role: Role, separator = ' | '): string {
  const title = role.position || role.company;
  const where = role.position ? employerAndPlace(role) : role.location;
  return [title ? `**${title}**` : '', where, role.duration].filter(Boolean).join(separator);
}

/** The latest job title the writer is sure of ('' when none). */
export function latestTitle(roles: readonly Role[]): string {
  return roles.map(sureFacts).find((facts) => facts.title)?.title ?? '';
}

/** "7 years" from the roles' dates (overlapping roles counted once); '' when under a year or undated. */
export function yearsOfExperience(roles: readonly Role[]): string {
  const spans = roles
    .filter((role) => role.startYear > 0 && role.endYear >= role.startYear)
    // An ongoing role ends this year (its end year may be a far-future stand-in for "Present").
    .map((role) => [role.startYear, Math.min(role.endYear, new Date().getUTCFullYear())] as const)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reachedYear = 0;
  for (const [start, end] of spans) {
    const from = Math.max(start, reachedYear);
    if (end > from) total += end - from;
    reachedYear = Math.max(reachedYear, end);
  }
  return total >= 2 ? `${total} years` : total === 1 ? 'a year' : '';
}

const ENDS_MID_PHRASE = /\b(?:with|and|to|of|the|for|in|by|a|an|at|on|from|as|or)$/i;

/** The member's strongest result, as a clause: a bullet with a figure that starts with a verb and reads complete. */
export function strongestQuantifiedBullet(roles: readonly Role[]): string {
  for (const role of roles) {
    for (const bullet of role.achievements) {
      if (!/\d/.test(bullet) || wordCount(bullet) < 4 || ENDS_MID_PHRASE.test(bullet.trim())) continue;
      const clause = toPastClause(bullet);
      if (clause) return clause;
    }
  }
  return '';
}

/**
 * The job title a document names: the member's target or the posting's title, never an occupation group's
 * ("Registered nurses and registered psychiatric nurses"); for a group title, the member's latest title.
 */
export function jobTitleToUse(title: string, roles: readonly Role[]): string {
  return looksLikeNocGroupTitle(title) ? latestTitle(roles) : title;
}

/** The skills, as a phrase: "wound care, patient education and medication administration". */
export function skillsPhrase(skills: readonly RankedSkill[]): string {
  return joinList(skills.map(({ skill }) => skillInSentence(skill)));
}

export interface SummaryInput {
  roles: readonly Role[];
  topSkills: readonly RankedSkill[];
  targetTitle: string;
  targetCompany: string;
  location: string;
}

/** "the Licensed Practical Nurse position at Maple Care" / "the Licensed Practical Nurse position". */
export function targetPosition(title: string, company: string): string {
  return `the ${title} position${company ? ` at ${company}` : ''}`;
}

/**
 * A profile tailored to the target job: who (the latest title the writer is sure of, and years of
 * experience from the dates), the strongest quantified result, strengths, where from. Never a list of
 * employers (docs/product.md#documents).
 */
export function profileSummary(input: SummaryInput): string {
  const title = latestTitle(input.roles);
  const years = yearsOfExperience(input.roles);
  const who = title ? `${title}${years ? ` with ${years} of experience` : ''}` : years ? `Professional with ${years} of experience` : '';
  const sentences: string[] = [];
  if (who && input.targetTitle)
    sentences.push(withFinalStop(`${who}, applying for ${targetPosition(input.targetTitle, input.targetCompany)}`));
  else if (who) sentences.push(withFinalStop(who));
  else if (input.targetTitle) sentences.push(withFinalStop(`Applicant for ${targetPosition(input.targetTitle, input.targetCompany)}`));
  const result = strongestQuantifiedBullet(input.roles);
  if (result) sentences.push(withFinalStop(`Track record: ${result}`));
  if (input.topSkills.length > 0) sentences.push(withFinalStop(`Strengths include ${skillsPhrase(input.topSkills)}`));
  sentences.push(
    input.location ? `Based in ${inSentence(input.location)} and ready to relocate to Canada.` : 'Ready to relocate to Canada.',
  );
  return sentences.join(' ');
}

/** "I can be reached by phone at +254 712 345 678 and by e-mail at …" ('' without either). */
export function reachSentence(contact: { phone: string; email: string }): string {
  const ways = [contact.phone && `by phone at ${contact.phone}`, contact.email && `by e-mail at ${contact.email}`].filter(Boolean);
  return ways.length > 0 ? withFinalStop(`I can be reached ${joinList(ways)}`) : '';
}
