import type { PersonalStatementPurpose, UserProfile } from '../../../shared/schemas/documents';
import type { Role } from './experience';
import { readMemberFacts, type MemberFacts } from './member-facts';
import { inSentence, jobTitleToUse, reachSentence, skillsPhrase, yearsOfExperience } from './document-pieces';
import { sureFacts } from './sure-facts';
import { cleanInline } from './member-text';
import { joinList, withArticle, withFinalStop } from './phrasing';
import { renderDocument, section } from './markdown';

/**
 * A personal statement in the member's voice. For an immigration file (the default): background, skills
 * and experience, why Canada, ties and plans, and a commitment to the conditions of the work permit. For an
 * employer: motivation, strengths, adaptability and availability. Only facts from the profile are stated
 * about the member; the rest are intentions any applicant can sign. No personal details.
 */
export function generatePersonalStatement(
  profile: UserProfile,
  purpose: PersonalStatementPurpose = 'immigration',
  targetRole?: string,
): string {
  const facts = readMemberFacts(profile);
  const role = jobTitleToUse(cleanInline(targetRole), facts.roles);
  const name = facts.name || 'Applicant';
  const body = purpose === 'employer' ? employerStatement(facts, role) : immigrationStatement(facts, role);
  const subject =
    purpose === 'employer'
      ? `Personal statement for ${role ? `the ${role} position` : 'employment in Canada'}`
      : `Personal statement in support of a work permit application${role ? ` for ${withArticle(role)} position` : ''} in Canada`;
  return renderDocument([`# ${name}`, `**${subject}**`, ...body, name]);
}

/** "Registered Nurse at Kenyatta National Hospital (2019 – Present)", from the facts the writer is sure of. */
function roleDescription(role: Role): string {
  const { title, company } = sureFacts(role);
  const when = role.duration ? ` (${role.duration})` : '';
  const where = [company, company && role.location].filter(Boolean).join(', ');
  return `${title}${where ? ` at ${where}` : ''}${when}`;
}

/** The roles a sentence may name: those with a title the writer is sure of. */
const sureRoles = (facts: MemberFacts) => facts.roles.filter((role) => sureFacts(role).title);

function currentWork(facts: MemberFacts): string {
  const latest = sureRoles(facts)[0];
  if (!latest) return '';
  const { title, company } = sureFacts(latest);
  const where = company ? ` at ${company}` : '';
  const years = yearsOfExperience(facts.roles);
  const experience = years ? `, and I have ${years} of work experience` : '';
  return latest.current
    ? withFinalStop(`I work as ${withArticle(title)}${where}${experience}`)
    : withFinalStop(`Most recently, I worked as ${withArticle(title)}${where}${experience}`);
}

function educationSentence(facts: MemberFacts): string {
  if (facts.education.length === 0) return '';
  return withFinalStop(`My education and training: ${facts.education.join('; ')}`);
}

function achievementsSentence(facts: MemberFacts): string {
  const picked = facts.roles.flatMap((role) => role.pastClauses.map((clause) => ({ clause, role }))).slice(0, 2);
  if (picked.length === 0) return '';
  const fromSeveralRoles = new Set(picked.map(({ role }) => role)).size > 1;
  return withFinalStop(`${fromSeveralRoles ? 'In these roles' : 'In my work'}, I ${joinList(picked.map(({ clause }) => clause))}`);
}

function skillsSentence(facts: MemberFacts, role: string): string {
  const skills = facts.skills.slice(0, 4);
  if (skills.length === 0) return '';
  const fit = role ? ` ${withFinalStop(`I want to put them to work in the duties of ${withArticle(role)}`)}` : '';
  return `My key skills are ${skillsPhrase(skills)}.${fit}`;
}

function homeSentence(facts: MemberFacts): string {
  if (facts.location) return withFinalStop(`I live in ${facts.location}`);
  return facts.inKenya ? 'I live in Kenya.' : '';
}

function immigrationStatement(facts: MemberFacts, role: string): Array<string | undefined> {
  const roles = sureRoles(facts).slice(0, 3);
  const occupation = role ? `as ${withArticle(role)}` : 'in my occupation';
  const builtIn = facts.inKenya ? 'in Kenya' : facts.location ? `in ${facts.location}` : '';
  return [
    section(
      'Background',
      [facts.name ? withFinalStop(`My name is ${facts.name}`) : '', homeSentence(facts), currentWork(facts), educationSentence(facts)]
        .filter(Boolean)
        .join(' '),
    ),
    section(
      'Skills and Experience',
      [
        roles.length > 0 ? withFinalStop(`My work experience includes: ${roles.map(roleDescription).join('; ')}`) : '',
        achievementsSentence(facts),
        skillsSentence(facts, role),
      ]
        .filter(Boolean)
        .join(' '),
    ),
    section(
      'Why Canada',
      `I am applying to work in Canada ${occupation} because a Canadian employer that obtains a positive Labour Market Impact Assessment (LMIA) has shown that it needs a worker with my skills. Working in Canada would let me grow professionally, learn Canadian standards and practices in my field, and contribute to a workplace and a community that value fairness, safety and diversity.`,
    ),
    section(
      'Ties and Plans',
      [
        builtIn ? withFinalStop(`I have built my education and career ${builtIn}`) : '',
        'My plan is to work for my Canadian employer for the period my work permit allows, to build on the experience I have gained so far, and to plan any next step, in Canada or at home, only through the lawful routes open to me.',
      ]
        .filter(Boolean)
        .join(' '),
    ),
    section(
      'Commitment to Permit Conditions',
      'If I am granted a work permit, I will respect all of its conditions: I will work only for the employer, in the occupation and at the location it names; I will keep my status valid and will not remain in Canada beyond the period authorized; and I will follow Canadian laws and workplace health and safety rules. I will leave Canada at the end of my authorized stay unless I lawfully obtain another status.',
    ),
    'Thank you for considering my application.',
  ];
}

function employerStatement(facts: MemberFacts, role: string): Array<string | undefined> {
  const latest = sureRoles(facts)[0];
  const position = role ? `the ${role} position` : 'a position with your organization';
  const experience = latest ? ` my experience as ${withArticle(sureFacts(latest).title)}` : ' my skills';
  const skills = facts.skills.slice(0, 3);
  const roles = sureRoles(facts).slice(0, 3);
  return [
    section(
      'Motivation',
      `I am applying for ${position} because I want to bring${experience} to a Canadian workplace and to keep growing in my field. I want to contribute to a team that serves its clients well and to meet the standards of a Canadian employer.`,
    ),
    section(
      'Strengths',
      [
        skills.length > 0 ? withFinalStop(`My main strengths are ${skillsPhrase(skills)}`) : '',
        roles.length > 0 ? withFinalStop(`I have worked as ${joinList(roles.map((entry) => withArticle(roleDescription(entry))))}`) : '',
        achievementsSentence(facts),
        educationSentence(facts),
      ]
        .filter(Boolean)
        .join(' '),
    ),
    section(
      'Adaptability',
      `I am prepared to learn Canadian workplace practices, standards and safety rules, and to adapt to a new team, new procedures and a new climate. I welcome training and feedback, and I will take part in any orientation or certification the role requires.`,
    ),
    section(
      'Availability',
      [
        `I am available to start once the employer has a positive Labour Market Impact Assessment (LMIA) and my work permit has been issued, and I am ready to relocate${facts.location ? ` from ${inSentence(facts.location)}` : ''} to where the position is located.`,
        reachSentence(facts),
      ]
        .filter(Boolean)
        .join(' '),
    ),
    'Thank you for considering my application.',
  ];
}
