import languageData from '../data/languages.json';
import { trimCharacters, wordCount } from '../common/text';
import { cleanInline, uniqueCaseInsensitive } from './member-text';

/**
 * The languages a document lists, honestly: those the member names (a "Languages:" line, or a skill that is
 * a language, such as "French"), plus English and Kiswahili — Kenya's official languages — when the member
 * is in Kenya. No proficiency is claimed beyond what the member wrote.
 *
 * Language names are not picked out of running text ("French cuisine" is not French), and a Kenyan
 * community language is listed only when the member lists it under languages themselves: on its own it
 * would point to the member's tribe, which no document mentions.
 */

const KNOWN_LANGUAGES: ReadonlyArray<[string, string]> = Object.entries(languageData.listedFromSkills);

const LANGUAGES_LINE = /^(?:languages?|languages? spoken|spoken languages) ?[:\-–—] ?(.*)$/i;
const LANGUAGES_HEADING = /^(?:languages?|languages? spoken|spoken languages)$/i;

/** The known language a skill names ("French", "Fluent in French", "Swahili language"), if any. */
export function languageOfSkill(skill: string): string | undefined {
  let core = cleanInline(skill)
    .toLowerCase()
    .replace(/^(?:fluent|fluency|proficient|proficiency) in /, '')
    .replace(/ language$/, '');
  // "French (intermediate)": the name before the bracket.
  const bracket = core.indexOf('(');
  if (bracket > 0 && core.endsWith(')')) core = core.slice(0, bracket).trim();
  return KNOWN_LANGUAGES.find(([name]) => name === core)?.[1];
}

function splitLanguageList(value: string): string[] {
  return value
    .split(/[,;/]| and /)
    .map((item) => trimCharacters(cleanInline(item), ' .'))
    .filter((item) => item && wordCount(item) <= 5);
}

/**
 * Takes "Languages: English, Kiswahili" lines (or a "Languages" heading and the short lines under it) out
 * of a free-text field: they are listed under Languages, not read as a role or a course.
 */
export function takeLanguageLines(lines: readonly string[]): { rest: string[]; languages: string[] } {
  const rest: string[] = [];
  const languages: string[] = [];
  let underHeading = false;
  for (const line of lines) {
    const cleaned = cleanInline(line);
    if (underHeading) {
      if (cleaned && wordCount(cleaned) <= 5) {
        languages.push(...splitLanguageList(cleaned));
        continue;
      }
      underHeading = false;
    }
    const heading = trimCharacters(cleaned, ' :');
    if (LANGUAGES_HEADING.test(heading)) {
      underHeading = true;
      continue;
    }
    const listed = LANGUAGES_LINE.exec(cleaned);
    if (listed) {
      languages.push(...splitLanguageList(listed[1] ?? ''));
      continue;
    }
    rest.push(line);
  }
  return { rest, languages };
}

/** "Swahili (fluent)" → "kiswahili": the key two mentions of one language share. */
function languageKey(entry: string): string {
  const name = (entry.toLowerCase().split(/[\s(-]/)[0] ?? '').trim();
  return name === 'swahili' ? 'kiswahili' : name;
}

/** The languages to list: English first, then Kiswahili, then the rest in the order they were named. */
export function languagesToList(named: readonly string[], inKenya: boolean): string[] {
  const entries = [...named];
  if (inKenya) entries.push('English', 'Kiswahili');
  const byKey = new Map<string, string>();
  for (const entry of uniqueCaseInsensitive(entries.map((value) => cleanInline(value)).filter(Boolean))) {
    const key = languageKey(entry);
    if (!byKey.has(key)) byKey.set(key, entry);
  }
  const rank = (key: string) => (key === 'english' ? 0 : key === 'kiswahili' ? 1 : 2);
  return [...byKey.entries()].sort((a, b) => rank(a[0]) - rank(b[0])).map(([, entry]) => entry);
}
