import type { UserProfile } from '../../../shared/schemas/documents';
import { parseEducation, parseRoles, sortReverseChronological, withoutReferees, type Role } from './experience';
import { credentialLine, inCanadianTerms } from './credentials';
import { withoutTableHeaders } from '../score/sanity';
import { credentialLines, licencesOf, namedLanguages, readRole } from './parsed-facts';
import { employerAndPlace } from './document-pieces';
import { genericSkillsAskedFor, rankSkills, type RankedSkill } from './keywords';
import { languageOfSkill, languagesToList, takeLanguageLines } from './languages-to-list';
import { isPersonalDetail, stripPersonalDetails } from './strip-personal-details';
import { formatInternationalPhone, isKenyanPhone } from './phone';
import { withinLength } from '../common/text';
import { WRITER_LIMITS, cleanInline, toLines, uniqueCaseInsensitive, withinListLimit } from './member-text';

/**
 * What every document says about the member, read once from the profile: name, contact details, roles,
 * education, languages and skills ranked against the job — all without personal details.
 */
export interface MemberFacts {
  name: string;
  location: string;
  phone: string;
  email: string;
  inKenya: boolean;
  roles: Role[];
  /** Credentials in Canadian terms (KCPE dropped, KCSE named, weak grades left out). */
  education: string[];
  /** Licences and certifications, driving classes with their Canadian counterpart. */
  licences: string[];
  /** Only the languages the member gave: none is ever added. */
  languages: string[];
  /** The member's own summary paragraph (from the saved profile), '' when none. */
  summary: string;
  /** The member's skills, best match with the job description first. */
  skills: RankedSkill[];
  /** Generic skills the description asks for and the member's list lacks (at most 3). */
  skillsAskedFor: string[];
}

const KENYAN_PLACES =
  /\b(?:kenya|kenyan|kenyatta|nairobi|mombasa|kisumu|nakuru|eldoret|thika|nyeri|machakos|kakamega|kisii|meru|malindi|kitale|garissa|naivasha|kericho|embu|kiambu|kitui|bungoma|busia|nanyuki|narok|lamu|kilifi|ruiru|kajiado|homa bay|migori|siaya|nyahururu|murang'?a|kerugoya|kapsabet|athi river|limuru|rongai|juja|kitengela|ngong|westlands)\b/i;

/** Whether what the member wrote places them in Kenya (their location, a +254 number, Kenyan places in their history). */
export function placesInKenya(location: string, phone: string | undefined, texts: readonly string[]): boolean {
  return KENYAN_PLACES.test(location) || isKenyanPhone(phone) || texts.some((text) => KENYAN_PLACES.test(text));
}

/** The member's place as an employer abroad reads it: "Nakuru" → "Nakuru, Kenya". */
export function displayLocation(location: string): string {
  return location && KENYAN_PLACES.test(location) && !/kenya/i.test(location) ? `${location}, Kenya` : location;
}

export function fullName(firstName: string | undefined, lastName: string | undefined): string {
  return [cleanInline(firstName), cleanInline(lastName)].filter(Boolean).join(' ');
}

/** The member's skills, cleaned: no duplicates, no personal details, languages set apart. */
export function sortSkills(rawSkills: readonly string[]): { skills: string[]; languages: string[] } {
  const skills: string[] = [];
  const languages: string[] = [];
  for (const raw of withinListLimit(rawSkills)) {
    const skill = cleanInline(raw);
    if (!skill || isPersonalDetail(skill)) continue;
    const language = languageOfSkill(skill);
    if (language) languages.push(skill);
    else skills.push(skill);
  }
  return { skills: uniqueCaseInsensitive(skills), languages };
}

export function readMemberFacts(profile: UserProfile, description?: string): MemberFacts {
  const jobDescription = description && withinLength(description, WRITER_LIMITS.freeTextCharacters);
  const location = displayLocation(cleanInline(profile.location));
  const { skills, languages: skillLanguages } = sortSkills(profile.skills ?? []);
  const common = {
    name: fullName(profile.firstName, profile.lastName),
    location,
    phone: formatInternationalPhone(profile.phone),
    email: cleanInline(profile.email),
    skills: rankSkills(skills, jobDescription),
    skillsAskedFor: genericSkillsAskedFor(jobDescription, skills),
  };
  // The saved profile, when sent, is what the member confirmed: roles, education, licences, languages, summary.
  const saved = profile.masterCv;
  if (saved) {
    const roles = sortReverseChronological(withinListLimit(saved.workExperience).map(readRole)).filter(
      (role) => role.position || role.company || role.achievements.length > 0,
    );
    return {
      ...common,
      inKenya: placesInKenya(location, profile.phone, roles.map(employerAndPlace)),
      roles,
      education: credentialLines(saved.education),
      licences: licencesOf(saved),
      languages: languagesToList([...namedLanguages(saved.languages), ...skillLanguages], false),
      summary: cleanInline(saved.summary),
    };
  }
  const experience = takeLanguageLines(stripPersonalDetails(toLines(profile.experience).map(withoutTableHeaders)));
  const education = takeLanguageLines(stripPersonalDetails(toLines(profile.education).map(withoutTableHeaders)));
  return {
    ...common,
    inKenya: placesInKenya(location, profile.phone, [...experience.rest, ...education.rest]),
    roles: parseRoles(withoutReferees(experience.rest)),
    education: uniqueCaseInsensitive(
      parseEducation(withoutReferees(education.rest))
        .map((line) => inCanadianTerms({ degree: line, institution: '', year: '' }))
        .filter((entry) => entry !== undefined)
        .map(credentialLine),
    ),
    licences: [],
    languages: languagesToList([...experience.languages, ...education.languages, ...skillLanguages], false),
    summary: '',
  };
}

/** The 2–3 skills to name in a summary or letter: the best matches, or the member's first skills. */
export function leadingSkills(skills: readonly RankedSkill[], count = 3): RankedSkill[] {
  return skills.slice(0, count);
}
