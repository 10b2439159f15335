import type { TargetJob, UserProfile } from '../../../shared/schemas/documents';
import type { Role } from './experience';
import { leadingSkills, readMemberFacts, type MemberFacts } from './member-facts';
import { contactLine, jobTitleToUse, latestTitle, reachSentence, skillsPhrase, targetPosition, yearsOfExperience } from './document-pieces';
import { namedInPosting, stemsOf } from './keywords';
import { withinLength } from '../common/text';
import { sureFacts } from './sure-facts';
import { WRITER_LIMITS, cleanInline } from './member-text';
import { formatLetterDate, joinList, withArticle, withFinalStop } from './phrasing';
import { renderDocument } from './markdown';

/**
 * A Canadian business letter for one job: sender block, date, recipient, "Re:" line, an opening naming the
 * role and company, a paragraph joining the member's best-matched skills and experience to the posting, a
 * factual paragraph on work-permit readiness under the LMIA-based Temporary Foreign Worker Program, a
 * closing, "Sincerely," and the name. Like every document, it holds no personal details.
 */
export function generateCoverLetter(
  profile: UserProfile,
  job: TargetJob & { company: string; description: string },
  today: Date = new Date(),
): string {
  const facts = readMemberFacts(profile, job.description);
  const title = jobTitleToUse(cleanInline(job.title), facts.roles) || 'advertised';
  const company = cleanInline(job.company) || 'your organization';
  const name = facts.name || 'Applicant';

  return renderDocument([
    `# ${name}`,
    contactLine([facts.location, facts.phone, facts.email]),
    formatLetterDate(today),
    `Hiring Manager, ${company}`,
    `**Re: Application for ${title}**`,
    'Dear Hiring Manager,',
    opening(facts, title, company),
    skillsAndExperience(facts, job.description),
    workPermitReadiness(facts, company),
    closing(facts, company),
    'Sincerely,',
    name,
  ]);
}

function opening(facts: MemberFacts, title: string, company: string): string {
  const latest = latestTitle(facts.roles);
  const years = yearsOfExperience(facts.roles);
  const first = withFinalStop(`I am writing to apply for ${targetPosition(title, company)}`);
  if (!latest) return `${first} I would welcome the opportunity to bring my skills and commitment to your team.`;
  const background = years ? `${withArticle(latest)} with ${years} of experience` : withArticle(latest);
  return `${first} As ${background}, I am confident that my background fits the needs of your team.`;
}

/** "As a Registered Nurse at Kenyatta National Hospital, I administered medication to…", from sure facts only. */
function roleSentence(role: Role, introduction: string): string | undefined {
  const { title, company } = sureFacts(role);
  if (!title) return undefined;
  const clause = role.clauses[0];
  const where = company ? ` at ${company}` : '';
  if (clause) return withFinalStop(`${introduction} ${withArticle(title)}${where}, I ${clause}`);
  const when = role.duration ? ` (${role.duration})` : '';
  if (introduction.startsWith('Before that')) return withFinalStop(`Before that, I worked as ${withArticle(title)}${where}${when}`);
  return `My experience as ${withArticle(title)}${where}${when} has prepared me for the duties of this position.`;
}

/**
 * The skills paragraph. "Your posting calls for …" names only skills whose every word the posting uses
 * (docs/product.md#documents); the member's other skills are not claimed as asked for.
 */
function skillsAndExperience(facts: MemberFacts, description: string): string {
  const sentences: string[] = [];
  const top = leadingSkills(facts.skills);
  const postingStems = stemsOf(withinLength(description, WRITER_LIMITS.freeTextCharacters));
  const asked = facts.skills.filter(({ skill }) => namedInPosting(skill, postingStems)).slice(0, 3);
  if (asked.length > 0) {
    sentences.push(`Your posting calls for ${skillsPhrase(asked)}, which ${asked.length === 1 ? 'is' : 'are'} among my core skills.`);
  } else if (top.length > 0) {
    sentences.push(`My core skills include ${skillsPhrase(top)}.`);
  }
  const sure = facts.roles.filter((role) => sureFacts(role).title);
  const [latest, earlier] = sure;
  const latestSentence = latest && roleSentence(latest, latest.current ? 'In my current role as' : 'As');
  if (latestSentence) sentences.push(latestSentence);
  const earlierSentence = earlier && roleSentence(earlier, 'Before that, as');
  if (earlierSentence && earlierSentence !== latestSentence) sentences.push(earlierSentence);
  if (facts.skillsAskedFor.length > 0) {
    sentences.push(`I understand the importance of ${joinList(facts.skillsAskedFor.map((skill) => skill.toLowerCase()))} in this role.`);
  }
  return sentences.join(' ');
}

/** Where the member applies from: "Nairobi, Kenya" (or simply Kenya), or the place they live elsewhere. */
function applyingFrom(facts: MemberFacts): string {
  if (!facts.location) return 'I am applying from Kenya.';
  if (!facts.inKenya) return withFinalStop(`I am currently based in ${facts.location}`);
  return withFinalStop(`I am applying from ${facts.location}`);
}

function workPermitReadiness(facts: MemberFacts, company: string): string {
  return [
    applyingFrom(facts),
    `If ${company} obtains a positive Labour Market Impact Assessment (LMIA) for this position, I am ready to apply for an employer-specific work permit through the Temporary Foreign Worker Program and to relocate to Canada to start work once the permit is issued.`,
  ].join(' ');
}

function closing(facts: MemberFacts, company: string): string {
  return [
    'Thank you for considering my application.',
    withFinalStop(`I would welcome the opportunity to discuss how my experience and skills can support ${company}`),
    reachSentence(facts),
  ]
    .filter(Boolean)
    .join(' ');
}
