import { RESUME_TEMPLATES, type ParsedResume, type ResumeTemplate, type TargetJob } from '../../../shared/schemas/documents';
import { findDateSpan } from '../common/dates';
import { achievementsOf, sortReverseChronological, type Role } from './experience';
import { isInterpersonalSkill, rankSkills, stemsOf, type RankedSkill } from './keywords';
import { languagesToList } from './languages-to-list';
import { displayLocation, fullName, placesInKenya, sortSkills } from './member-facts';
import { isPersonalDetail, withoutPersonalDetails } from './strip-personal-details';
import { formatInternationalPhone } from './phone';
import {
  ECA_NOTE,
  REFERENCES_LINE,
  contactLine,
  employerAndPlace,
  experienceLead,
  inSentence,
  profileSummary,
  roleHeading,
  skillsPhrase,
  targetPosition,
} from './document-pieces';
import { withinLength } from '../common/text';
import { WRITER_LIMITS, cleanInline, uniqueCaseInsensitive, withinListLimit, withoutFinalStop } from './member-text';
import { withFinalStop } from './phrasing';
import { bulletList, renderDocument, section } from './markdown';

/**
 * A parsed resume rewritten in one of the five templates. They share the content and the Canadian rules
 * (international phone, ECA note, no personal details — the parser's `excludedDetails` are never printed —
 * and "References available upon request.") but differ in order, emphasis and layout:
 *
 * - professional: classic order — Professional Summary, Work Experience, Education, Skills, Languages.
 * - modern: a one-line headline under the name, skills as one " · " line near the top, then Experience.
 * - executive: Leadership Summary and Key Achievements first; older roles get fewer bullets.
 * - technical: skills grouped (technical and tools / professional) first, then highlights, then Experience.
 * - creative: a personal tagline, "What I Bring" bullets, and experience told as short story lines.
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
  education: Array<{ degree: string; institution: string; year: string }>;
  languages: string[];
  skills: RankedSkill[];
  targetTitle: string;
  targetCompany: string;
}

/** A piece of the parsed resume, cleaned, or '' when it holds a personal detail. */
function clean(value: string | undefined): string {
  const cleaned = cleanInline(value);
  return cleaned && !isPersonalDetail(cleaned) ? cleaned : '';
}

function readRole(entry: ParsedResume['workExperience'][number]): Role {
  const span = findDateSpan(entry.duration);
  const current = span?.current ?? false;
  // As in free text, only the part of an achievement that holds a personal detail goes.
  const sentences = uniqueCaseInsensitive(
    withinListLimit(entry.achievements)
      .map((text) => withoutPersonalDetails(cleanInline(text)))
      .filter(Boolean),
  );
  return {
    position: clean(entry.position),
    company: clean(entry.company),
    location: clean(entry.location),
    duration: span?.asWritten ?? clean(entry.duration),
    current,
    ...achievementsOf(sentences, current),
    startYear: span?.startYear ?? 0,
    endYear: span?.endYear ?? 0,
  };
}

function readResume(parsed: ParsedResume, targetJob: TargetJob | undefined): ResumeFacts {
  const info = parsed.personalInfo;
  const location = displayLocation(clean(info.location));
  const roles = sortReverseChronological(withinListLimit(parsed.workExperience).map(readRole)).filter(
    (role) => role.position || role.company || role.achievements.length > 0,
  );
  const { skills, languages: skillLanguages } = sortSkills(parsed.skills);
  const named = withinListLimit(parsed.languages)
    .map(({ language, proficiency }) => {
      const name = clean(language);
      const level = clean(proficiency);
      return name && level ? `${name} (${level})` : name;
    })
    .filter(Boolean);
  const inKenya = placesInKenya(location, info.phone, roles.map(employerAndPlace));
  return {
    name: fullName(info.firstName, info.lastName) || 'Resume',
    location,
    phone: formatInternationalPhone(info.phone),
    email: clean(info.email),
    linkedin: clean(info.linkedin),
    roles,
    education: withinListLimit(parsed.education)
      .map((entry) => ({ degree: clean(entry.degree), institution: clean(entry.institution), year: clean(entry.year) }))
      .filter((entry) => entry.degree || entry.institution),
    // The parser's own list when it found one; otherwise what the resume and place tell.
    languages: languagesToList([...named, ...skillLanguages], inKenya && named.length === 0),
    skills: rankSkills(skills, targetJob?.description && withinLength(targetJob.description, WRITER_LIMITS.freeTextCharacters)),
    targetTitle: clean(targetJob?.title),
    targetCompany: clean(targetJob?.company),
  };
}

const contactParts = (facts: ResumeFacts) => [facts.location, facts.phone, facts.email, facts.linkedin];
const skillNames = (skills: readonly RankedSkill[]) => skills.map(({ skill }) => skill);
const references = () => section('References', REFERENCES_LINE);

/** Education, each entry in the template's own punctuation, with the ECA note. */
function educationSection(facts: ResumeFacts, format: (entry: ResumeFacts['education'][number]) => string): string | undefined {
  if (facts.education.length === 0) return undefined;
  return section('Education', bulletList(facts.education.map(format)), ECA_NOTE);
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
    references(),
  ]);
}

function modern(facts: ResumeFacts): string {
  const latest = facts.roles.find((role) => role.position)?.position ?? '';
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
      ...facts.roles.map((role) => [roleHeading(role, ' · '), bulletList(role.achievements.slice(0, 4))].filter(Boolean).join('\n')),
    ),
    educationSection(facts, ({ degree, institution, year }) => [degree && `**${degree}**`, institution, year].filter(Boolean).join(' · ')),
    section('Languages', facts.languages.join(' · ')),
    references(),
  ]);
}

function executive(facts: ResumeFacts): string {
  const lead = experienceLead(facts.roles);
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
  const experience = facts.roles.map((role, index) => {
    // The most recent role in full (up to four bullets); older roles in brief.
    const bullets = role.achievements.filter((text) => !highlighted.has(text)).slice(0, index === 0 ? 4 : 2);
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
    references(),
  ]);
}

function technical(facts: ResumeFacts): string {
  const technicalSkills = skillNames(facts.skills.filter(({ skill }) => !isInterpersonalSkill(skill)));
  const otherSkills = skillNames(facts.skills.filter(({ skill }) => isInterpersonalSkill(skill)));
  const latest = facts.roles.find((role) => role.position)?.position ?? '';
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
        const bullets = role.achievements.filter((text) => !highlighted.has(text)).slice(0, 3);
        return [heading, bulletList(bullets)].filter(Boolean).join('\n');
      }),
    ),
    educationSection(facts, ({ degree, institution, year }) =>
      [degree, [institution, year].filter(Boolean).join(', ')].filter(Boolean).join(' — '),
    ),
    section('Languages', facts.languages.join(', ')),
    references(),
  ]);
}

function creative(facts: ResumeFacts): string {
  const latest = facts.roles.find((role) => role.position)?.position ?? '';
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
  const story = facts.roles.map((role) => {
    const heading = [role.duration, [role.position, role.company].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
    const told = role.achievements.slice(0, 2).map((text) => withFinalStop(`${withoutFinalStop(text)}`));
    return [heading && `**${heading}.**`, ...told].filter(Boolean).join(' ');
  });
  return renderDocument([
    `# ${facts.name}`,
    tagline,
    contactLine(contactParts(facts), ' · '),
    section('What I Bring', bulletList(whatIBring)),
    section('My Story So Far', ...story),
    educationSection(facts, ({ degree, institution, year }) => [degree, institution, year].filter(Boolean).join(', ')),
    section('Languages', facts.languages.join(' · ')),
    references(),
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
