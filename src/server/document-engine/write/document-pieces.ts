import type { Role } from './experience';
import type { RankedSkill } from './keywords';
import { uniqueCaseInsensitive } from './member-text';
import { joinList, skillInSentence, withArticle, withFinalStop } from './phrasing';

/** A place inside a sentence: "Nairobi, Kenya," takes a closing comma. */
export function inSentence(place: string): string {
  return place.includes(',') ? `${place},` : place;
}

/** Pieces every Canadian-format document shares: contact line, role headings, the ECA note, references. */

export const ECA_NOTE = 'These credentials can be assessed for Canadian equivalency through an Educational Credential Assessment (ECA).';
export const REFERENCES_LINE = 'References available upon request.';

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

/** "Registered Nurse with experience at Kenyatta National Hospital and Mater Hospital". */
export function experienceLead(roles: readonly Role[]): string {
  const latest = roles.find((role) => role.position);
  if (!latest) return '';
  const employers = uniqueCaseInsensitive(roles.map((role) => role.company).filter(Boolean)).slice(0, 2);
  if (employers.length > 0) return `${latest.position} with experience at ${joinList(employers)}`;
  const positions = uniqueCaseInsensitive(roles.map((role) => role.position).filter(Boolean)).slice(0, 2);
  return `${latest.position} with experience as ${joinList(positions.map(withArticle))}`;
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

/** A three-sentence profile tailored to the target job: who, strengths, where from. */
export function profileSummary(input: SummaryInput): string {
  const lead = experienceLead(input.roles);
  const sentences: string[] = [];
  if (lead && input.targetTitle)
    sentences.push(withFinalStop(`${lead}, applying for ${targetPosition(input.targetTitle, input.targetCompany)}`));
  else if (lead) sentences.push(withFinalStop(`${lead}`));
  else if (input.targetTitle) sentences.push(withFinalStop(`Applicant for ${targetPosition(input.targetTitle, input.targetCompany)}`));
  if (input.topSkills.length > 0) {
    const matched = input.topSkills.some(({ score }) => score > 0);
    sentences.push(
      matched && input.targetTitle
        ? `Strengths in ${skillsPhrase(input.topSkills)} match the requirements of the role.`
        : withFinalStop(`Strengths include ${skillsPhrase(input.topSkills)}`),
    );
  }
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
