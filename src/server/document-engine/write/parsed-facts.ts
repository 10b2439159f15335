import type { ParsedResume } from '../../../shared/schemas/documents';
import { findDateSpan } from '../common/dates';
import { achievementsOf, type Role } from './experience';
import { credentialLine, inCanadianTerms, licenceInCanadianTerms, type SchoolEntry } from './credentials';
import { isPersonalDetail, withoutPersonalDetails } from './strip-personal-details';
import { cleanInline, uniqueCaseInsensitive, withinListLimit } from './member-text';
import { withoutTableHeaders } from '../score/sanity';

/**
 * A structured resume (the parser's output, or the member's saved profile, `masterCv`) read the way every
 * writer needs it: cleaned fields, roles with their bullets, credentials and licences in Canadian terms.
 */

/** A piece of the parsed resume, cleaned, or '' when it holds a personal detail. */
export function cleanField(value: string | undefined): string {
  const cleaned = withoutTableHeaders(cleanInline(value));
  return cleaned && !isPersonalDetail(cleaned) ? cleaned : '';
}

export function readRole(entry: ParsedResume['workExperience'][number]): Role {
  const dates = entry.duration || [entry.start, entry.end].filter(Boolean).join(' – ');
  const span = findDateSpan(dates);
  const current = span?.current ?? false;
  // As in free text, only the part of an achievement that holds a personal detail goes.
  const sentences = uniqueCaseInsensitive(
    withinListLimit(entry.achievements)
      .map((text) => withoutPersonalDetails(withoutTableHeaders(cleanInline(text))))
      .filter(Boolean),
  );
  return {
    position: cleanField(entry.position),
    company: cleanField(entry.company),
    location: cleanField(entry.location),
    duration: span?.asWritten ?? cleanField(dates),
    current,
    ...achievementsOf(sentences, current),
    startYear: span?.startYear ?? 0,
    endYear: span?.endYear ?? 0,
  };
}

/** Schools in Canadian terms (KCPE dropped, KCSE named, weak grades left out). */
export function schoolsOf(education: ParsedResume['education']): SchoolEntry[] {
  return withinListLimit(education)
    .map((entry) => ({
      degree: cleanField(entry.degree),
      institution: cleanField(entry.institution),
      year: cleanField(entry.year),
      grade: cleanField(entry.grade) || undefined,
    }))
    .filter((entry) => entry.degree || entry.institution)
    .map(inCanadianTerms)
    .filter((entry): entry is SchoolEntry => entry !== undefined);
}

export function credentialLines(education: ParsedResume['education']): string[] {
  return uniqueCaseInsensitive(schoolsOf(education).map(credentialLine));
}

export function licencesOf(resume: Pick<ParsedResume, 'licences'>): string[] {
  return uniqueCaseInsensitive(
    withinListLimit(resume.licences ?? [])
      .map(cleanField)
      .filter(Boolean)
      .map(licenceInCanadianTerms),
  );
}

/** "English (Fluent)": only the languages the resume names. */
export function namedLanguages(languages: ParsedResume['languages']): string[] {
  return withinListLimit(languages)
    .map(({ language, proficiency }) => {
      const name = cleanField(language);
      const level = cleanField(proficiency);
      return name && level ? `${name} (${level})` : name;
    })
    .filter(Boolean);
}
