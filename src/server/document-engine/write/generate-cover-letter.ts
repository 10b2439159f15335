import type { TargetJob, UserProfile } from '../../../shared/schemas/documents';
import type { Role } from './experience';
import { leadingSkills, readMemberFacts, type MemberFacts } from './member-facts';
import { contactLine, experienceLead, reachSentence, skillsPhrase, targetPosition } from './document-pieces';
import { cleanInline } from './member-text';
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
  const title = cleanInline(job.title);
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
    skillsAndExperience(facts),
    workPermitReadiness(facts, company),
    closing(facts, company),
    'Sincerely,',
    name,
  ]);
}

function opening(facts: MemberFacts, title: string, company: string): string {
  const lead = experienceLead(facts.roles);
  const first = withFinalStop(`I am writing to apply for ${targetPosition(title, company)}`);
  if (!lead) return `${first} I would welcome the opportunity to bring my skills and commitment to your team.`;
  return `${first} As ${withArticle(lead)}, I am confident that my background fits the needs of your team.`;
}

/** "As a Registered Nurse at Kenyatta National Hospital, I administered medication to…". */
function roleSentence(role: Role, introduction: string): string | undefined {
  if (!role.position) return undefined;
  const clause = role.clauses[0];
  const where = role.company ? ` at ${role.company}` : '';
  if (clause) return withFinalStop(`${introduction} ${withArticle(role.position)}${where}, I ${clause}`);
  const when = role.duration ? ` (${role.duration})` : '';
  return `My experience as ${withArticle(role.position)}${where}${when} has prepared me for the duties of this position.`;
}

function skillsAndExperience(facts: MemberFacts): string {
  const sentences: string[] = [];
  const top = leadingSkills(facts.skills);
  const matched = top.filter(({ score }) => score > 0);
  const others = top.filter(({ score }) => score <= 0);
  if (matched.length > 0) {
    sentences.push(`Your posting calls for ${skillsPhrase(matched)}, which ${matched.length === 1 ? 'is' : 'are'} among my core skills.`);
    if (others.length > 0) sentences.push(withFinalStop(`I also bring ${skillsPhrase(others)}`));
  } else if (top.length > 0) {
    sentences.push(`My core skills include ${skillsPhrase(top)}, which I would apply to the duties described in your posting.`);
  }
  const [latest, earlier] = facts.roles.filter((role) => role.position);
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
