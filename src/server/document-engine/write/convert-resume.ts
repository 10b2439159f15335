import { RESUME_TEMPLATES, type ParsedResume, type ResumeTemplate, type TargetJob } from '../../../shared/schemas/documents';
import { sortReverseChronological, type Role } from './experience';
import { isInterpersonalSkill, rankSkills, stemsOf, type RankedSkill } from './keywords';
import { languagesToList } from './languages-to-list';
import { displayLocation, fullName, sortSkills } from './member-facts';
import { formatInternationalPhone } from './phone';
import {
  contactLine,
  employerAndPlace,
  inSentence,
  jobTitleToUse,
  latestTitle,
  profileSummary,
  roleHeading,
  skillsPhrase,
  targetPosition,
  yearsOfExperience,
} from './document-pieces';
import { cleanField as clean, licencesOf, namedLanguages, readRole, schoolsOf } from './parsed-facts';
import { withFieldsInPlace } from './sure-facts';
import { withinLength } from '../common/text';
import { WRITER_LIMITS, withinListLimit } from './member-text';
import { withFinalStop } from './phrasing';
import { bulletList, renderDocument, section } from './markdown';

/**
 * A parsed resume rewritten in one of the five templates. They share the content and the Canadian rules
 * (international phone, credentials in Canadian terms, only the languages the CV gives, no personal details
 * — the parser's `excludedDetails` are never printed — and neither a references line nor ECA advice: that is
 * shown beside the document, docs/product.md#documents) but differ in order, emphasis and layout:
 *
 * - professional: classic order — Professional Summary, Work Experience, Education, Skills, Languages.
 * - modern: a one-line headline under the name, skills as one " · " line near the top, then Experience.
 * - executive: Leadership Summary and Key Achievements first (those bullets are not repeated under their role).
 * - technical: skills grouped (technical and tools / professional) first, then highlights, then Experience.
 * - creative: a personal tagline, "What I Bring" (each top skill with its proof), then Experience dates first.
 *
 * Every template keeps every bullet of every role; they differ in where a bullet appears, never in whether.
 *
 * With a target job, the summary or headline names its title and the skills are ordered by their match
 * with its description.
 */

interface ResumeFacts {
  name: string;
  location: string;
  phone: string;
  email: string;
  linkedin: string;
  roles: Role[];
  education: Array<{ degree: string; institution: string; year: string; grade?: string | undefined }>;
  licences: string[];
  languages: string[];
  skills: RankedSkill[];
  targetTitle: string;
  targetCompany: string;
}

function readResume(parsed: ParsedResume, targetJob: TargetJob | undefined): ResumeFacts {
  const info = parsed.personalInfo;
  const location = displayLocation(clean(info.location));
  const roles = sortReverseChronological(withinListLimit(parsed.workExperience).map(readRole))
    .filter((role) => role.position || role.company || role.achievements.length > 0)
    .map(withFieldsInPlace);
  const { skills, languages: skillLanguages } = sortSkills(parsed.skills);
  return {
    name: fullName(info.firstName, info.lastName) || 'Resume',
    location,
    phone: formatInternationalPhone(info.phone),
    email: clean(info.email),
    linkedin: clean(info.linkedin),
    roles,
    education: schoolsOf(parsed.education),
    licences: licencesOf(parsed),
    // Only the languages the CV names: none is ever added (docs/product.md#documents).
    languages: languagesToList([...namedLanguages(parsed.languages), ...skillLanguages], false),
    skills: rankSkills(skills, targetJob?.description && withinLength(targetJob.description, WRITER_LIMITS.freeTextCharacters)),
    targetTitle: jobTitleToUse(clean(targetJob?.title), roles),
    targetCompany: clean(targetJob?.company),
  };
}

const contactParts = (facts: ResumeFacts) => [facts.location, facts.phone, facts.email, facts.linkedin];
const skillNames = (skills: readonly RankedSkill[]) => skills.map(({ skill }) => skill);

/** Education, each entry in the template's own punctuation (a grade worth showing after the credential), then licences. */
function educationSection(facts: ResumeFacts, format: (entry: ResumeFacts['education'][number]) => string): string | undefined {
  const withGrade = (entry: ResumeFacts['education'][number]) => ({
    ...entry,
    degree: [entry.degree, entry.grade].filter(Boolean).join(', '),
  });
  return [
    section('Education', bulletList(facts.education.map(withGrade).map(format))),
    section('Licences and Certifications', bulletList(facts.licences)),
  ]
    .filter(Boolean)
    .join('\n\n');
}

const classicEducation = ({ degree, institution, year }: ResumeFacts['education'][number]) =>
  [degree && `**${degree}**`, institution, year].filter(Boolean).join(', ');

/** Achievements worth putting first: with figures, then with leadership verbs; most recent role first on ties. */
function topAchievements(roles: readonly Role[], count: number): Array<{ text: string; role: Role }> {
  const leadership =
    /^(?:led|lead|managed|manage|supervised|supervise|oversaw|oversee|launched|launch|increased|increase|reduced|reduce|improved|improve|established|establish|trained|train|mentored|mentor|introduced|introduce|won|achieved|achieve|exceeded|exceed)\b/i;
  return roles
    .flatMap((role, roleIndex) => role.achievements.map((text, index) => ({ text, role, order: roleIndex * 100 + index })))
    .map((entry) => ({ ...entry, weight: (/\d/.test(entry.text) ? 2 : 0) + (leadership.test(entry.text) ? 1 : 0) }))
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .slice(0, count)
    .map(({ text, role }) => ({ text, role }));
}

function professional(facts: ResumeFacts): string {
  return renderDocument([
    `# ${facts.name}`,
    contactLine(contactParts(facts)),
    section(
      'Professional Summary',
      profileSummary({
        roles: facts.roles,
        topSkills: facts.skills.slice(0, 3),
        targetTitle: facts.targetTitle,
        targetCompany: facts.targetCompany,
        location: facts.location,
      }),
    ),
    section('Work Experience', ...facts.roles.map((role) => [roleHeading(role), bulletList(role.achievements)].filter(Boolean).join('\n'))),
    educationSection(facts, classicEducation),
    section('Skills', bulletList(skillNames(facts.skills))),
    section('Languages', bulletList(facts.languages)),
  ]);
}

function modern(facts: ResumeFacts): string {
  const latest = latestTitle(facts.roles);
  const headline = [facts.targetTitle ? `${facts.targetTitle} candidate` : latest, facts.targetTitle ? latest : '', facts.location]
    .filter(Boolean)
    .join(' · ');
  return renderDocument([
    `# ${facts.name}`,
    headline && `**${headline}**`,
    contactLine(contactParts(facts), ' · '),
    section('Core Skills', skillNames(facts.skills).join(' · ')),
    section(
      'Experience',
      ...facts.roles.map((role) => [roleHeading(role, ' · '), bulletList(role.achievements)].filter(Boolean).join('\n')),
    ),
    educationSection(facts, ({ degree, institution, year }) => [degree && `**${degree}**`, institution, year].filter(Boolean).join(' · ')),
    section('Languages', facts.languages.join(' · ')),
  ]);
}

function executive(facts: ResumeFacts): string {
  const title = latestTitle(facts.roles);
  const years = yearsOfExperience(facts.roles);
  const lead = title ? `${title}${years ? ` with ${years} of experience` : ''}` : years ? `${years} of experience` : '';
  const highlights = topAchievements(facts.roles, 4);
  const highlighted = new Set(highlights.map(({ text }) => text));
  const summary = [
    lead ? withFinalStop(`${lead}`) : '',
    facts.targetTitle ? withFinalStop(`Targeting ${targetPosition(facts.targetTitle, facts.targetCompany)}`) : '',
    facts.skills.length > 0 ? withFinalStop(`Core strengths: ${skillsPhrase(facts.skills.slice(0, 3))}`) : '',
    facts.location ? `Based in ${inSentence(facts.location)} and ready to relocate to Canada.` : 'Ready to relocate to Canada.',
  ]
    .filter(Boolean)
    .join(' ');
  // Every bullet is printed once: under Key Achievements or under its role (docs/product.md#resume-templates).
  const experience = facts.roles.map((role) => {
    const bullets = role.achievements.filter((text) => !highlighted.has(text));
    return [roleHeading(role), bulletList(bullets)].filter(Boolean).join('\n');
  });
  return renderDocument([
    `# ${facts.name}`,
    contactLine(contactParts(facts)),
    section('Leadership Summary', summary),
    section('Key Achievements', bulletList(highlights.map(({ text, role }) => (role.company ? `${text} (${role.company})` : text)))),
    section('Professional Experience', ...experience),
    educationSection(facts, ({ degree, institution, year }) =>
      [degree && `**${degree}**`, [institution, year && `(${year})`].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    ),
    section('Core Competencies', skillNames(facts.skills).join(' | ')),
    section('Languages', bulletList(facts.languages)),
  ]);
}

function technical(facts: ResumeFacts): string {
  const technicalSkills = skillNames(facts.skills.filter(({ skill }) => !isInterpersonalSkill(skill)));
  const otherSkills = skillNames(facts.skills.filter(({ skill }) => isInterpersonalSkill(skill)));
  const latest = latestTitle(facts.roles);
  const focus = facts.targetTitle ? `**Target role:** ${facts.targetTitle}` : latest ? `**Current focus:** ${latest}` : '';
  const highlights = topAchievements(facts.roles, 4);
  const highlighted = new Set(highlights.map(({ text }) => text));
  return renderDocument([
    `# ${facts.name}`,
    contactLine(contactParts(facts)),
    focus,
    section(
      'Technical Skills',
      bulletList([
        technicalSkills.length > 0 ? `**Technical and tools:** ${technicalSkills.join(', ')}` : '',
        otherSkills.length > 0 ? `**Professional:** ${otherSkills.join(', ')}` : '',
      ]),
    ),
    section(
      'Project and Achievement Highlights',
      bulletList(
        highlights.map(({ text, role }) => [text, [role.position, role.company].filter(Boolean).join(', ')].filter(Boolean).join(' — ')),
      ),
    ),
    section(
      'Experience',
      ...facts.roles.map((role) => {
        const title = [role.position && `**${role.position}**`, employerAndPlace(role)].filter(Boolean).join(' — ');
        const heading = [title, role.duration && `(${role.duration})`].filter(Boolean).join(' ');
        // Every bullet is printed once: in the highlights or under its role.
        const bullets = role.achievements.filter((text) => !highlighted.has(text));
        return [heading, bulletList(bullets)].filter(Boolean).join('\n');
      }),
    ),
    educationSection(facts, ({ degree, institution, year }) =>
      [degree, [institution, year].filter(Boolean).join(', ')].filter(Boolean).join(' — '),
    ),
    section('Languages', facts.languages.join(', ')),
  ]);
}

function creative(facts: ResumeFacts): string {
  const latest = latestTitle(facts.roles);
  const strengths = facts.skills.slice(0, 2);
  const destination = facts.targetTitle ? `the ${facts.targetTitle} role` : 'a Canadian team';
  const tagline =
    strengths.length > 0 ? withFinalStop(`${latest || 'Professional'} bringing ${skillsPhrase(strengths)} to ${destination}`) : '';
  const achievements = facts.roles.flatMap((role) => role.achievements.map((text) => ({ text, role })));
  const whatIBring = facts.skills.slice(0, 4).map(({ skill }) => {
    const stems = distinctiveStems(skill);
    const proof = achievements.find(({ text }) => [...stemsOf(text)].some((value) => stems.has(value)));
    return proof ? `**${skill}** — ${proof.text}${proof.role.company ? ` (${proof.role.company})` : ''}` : `**${skill}**`;
  });
  // Dates first, then the role, then every bullet; the heading is "Experience", which every ATS knows.
  const story = facts.roles.map((role) => {
    const heading = [role.duration, [role.position, role.company].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
    return [heading && `**${heading}**`, bulletList(role.achievements)].filter(Boolean).join('\n');
  });
  return renderDocument([
    `# ${facts.name}`,
    tagline,
    contactLine(contactParts(facts), ' · '),
    section('What I Bring', bulletList(whatIBring)),
    section('Experience', ...story),
    educationSection(facts, ({ degree, institution, year }) => [degree, institution, year].filter(Boolean).join(', ')),
    section('Skills', skillNames(facts.skills).join(' · ')),
    section('Languages', facts.languages.join(' · ')),
  ]);
}

/** Stems too common to prove a skill ("Forklift operation" is not shown by "Operated MIG equipment"). */
const COMMON_STEMS = new Set([
  'operat',
  'manag',
  'servic',
  'work',
  'support',
  'handl',
  'mainta',
  'system',
  'use',
  'equipm',
  'general',
  'basic',
  'advanc',
]);

function distinctiveStems(skill: string): Set<string> {
  return new Set([...stemsOf(skill)].filter((value) => !COMMON_STEMS.has(value)));
}

const RENDERERS: Record<ResumeTemplate, (facts: ResumeFacts) => string> = { professional, modern, executive, technical, creative };

export function convertResume(parsed: ParsedResume, template: ResumeTemplate, targetJob?: TargetJob): string {
  return RENDERERS[template](readResume(parsed, targetJob));
}

export function convertToAllTemplates(parsed: ParsedResume, targetJob?: TargetJob): Record<ResumeTemplate, string> {
  const facts = readResume(parsed, targetJob);
  return Object.fromEntries(RESUME_TEMPLATES.map((template) => [template, RENDERERS[template](facts)])) as Record<ResumeTemplate, string>;
}
