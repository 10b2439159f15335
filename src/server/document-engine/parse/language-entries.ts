import languages from '../data/languages.json';
import type { ParsedResume } from '../../../shared/schemas/documents';
import { collapseWhitespace, wordCount } from '../common/text';
import { splitOutsideBrackets, stripBullet, trimSeparators } from './line-text';

/** Languages and how well the member speaks them: "English – Fluent", "Kiswahili (Native)", "English, Kiswahili". */

export type LanguageEntry = ParsedResume['languages'][number];

const KNOWN_LANGUAGES = new Set(languages.inCv);

const PROFICIENCY_WORDS = languages.proficiencyWords;

/** Gĩkũyũ is Gikuyu: the list is written without tildes and accents, the CV keeps them. */
function isKnownLanguage(text: string): boolean {
  const plain = collapseWhitespace(text.toLowerCase())
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
  return KNOWN_LANGUAGES.has(plain);
}

/** "English, Kiswahili and Dholuo – fluent in all": one proficiency after a list, for every language in it. */
const SHARED_PROFICIENCY = /\s*[–—:-]\s*([\p{L} ]{2,40}?)\s+in\s+(?:all|both)(?:\s+(?:three|four|of them|languages))?\s*\.?$/iu;

function sharedProficiency(text: string): { list: string; proficiency: string } {
  const found = SHARED_PROFICIENCY.exec(text);
  if (!found || !isProficiency(found[1] ?? '')) return { list: text, proficiency: '' };
  const word = collapseWhitespace(found[1] ?? '');
  return { list: text.slice(0, found.index), proficiency: word.charAt(0).toUpperCase() + word.slice(1) };
}

function firstWord(text: string): string {
  const space = text.indexOf(' ');
  return space < 0 ? text : text.slice(0, space);
}

function isProficiency(text: string): boolean {
  const lower = collapseWhitespace(text.toLowerCase().replace(/[.]/g, ''));
  return PROFICIENCY_WORDS.some((word) => lower === word || lower.startsWith(`${word} `) || lower.endsWith(` ${word}`));
}

/** A line that names a language first ("Somali (Native)", "English – Fluent", "Kiswahili"). */
export function isLanguageLine(line: string): boolean {
  const { text } = stripBullet(line);
  if (wordCount(text) > 8) return false;
  const name = firstWord(text).replace(/[(:,;–—-].*$/, '');
  return isKnownLanguage(name);
}

/** "English – Fluent" / "English: Fluent" / "English (Fluent)" / "English Fluent" / "English". */
function parseItem(item: string): LanguageEntry | undefined {
  const text = trimSeparators(stripBullet(item).text);
  if (text.length === 0 || text.length > 60) return undefined;
  let language = text;
  let proficiency = '';
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  const dash = text.search(/\s[–—-]\s|:|\s[–—-]|[–—]\s/);
  if (open > 0 && close > open) {
    language = text.slice(0, open);
    proficiency = text.slice(open + 1, close);
  } else if (dash > 0) {
    language = text.slice(0, dash);
    proficiency = trimSeparators(text.slice(dash));
  } else {
    const space = text.indexOf(' ');
    if (space > 0 && isKnownLanguage(text.slice(0, space)) && isProficiency(text.slice(space + 1))) {
      language = text.slice(0, space);
      proficiency = text.slice(space + 1);
    }
  }
  language = trimSeparators(collapseWhitespace(language));
  proficiency = collapseWhitespace(proficiency);
  if (language.length === 0 || /\d/.test(language) || wordCount(language) > 3) return undefined;
  if (!isKnownLanguage(language) && !/^\p{Lu}/u.test(language)) return undefined;
  if (!isKnownLanguage(language) && wordCount(language) > 2) return undefined;
  return { language, proficiency };
}

/** "English and Kiswahili" → two items, when both sides are languages. */
function splitOnAnd(item: string): string[] {
  const parts = collapseWhitespace(item).split(/\s+(?:and|&)\s+/i);
  if (parts.length > 1 && parts.every((part) => isKnownLanguage(firstWord(trimSeparators(part)).replace(/[(:–—-].*$/, '')))) return parts;
  return [item];
}

/** The languages in the lines of a Languages section (or of "Languages: …"). */
export function parseLanguages(lines: string[]): LanguageEntry[] {
  const entries: LanguageEntry[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    if (line.length === 0) continue;
    const { list, proficiency: shared } = sharedProficiency(stripBullet(line).text);
    for (const piece of splitOutsideBrackets(list, ',;|•·/')) {
      const items = splitOnAnd(piece);
      // "English and Kiswahili – fluent": the proficiency after the last language of an "and" pair is both's.
      const lastProficiency = items.length > 1 ? (parseItem(items[items.length - 1] ?? '')?.proficiency ?? '') : '';
      for (const item of items) {
        const parsed = parseItem(item);
        if (!parsed) continue;
        const common = shared || lastProficiency;
        const entry = common && !parsed.proficiency ? { ...parsed, proficiency: common } : parsed;
        const key = entry.language.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        entries.push(entry);
      }
    }
  }
  return entries;
}
