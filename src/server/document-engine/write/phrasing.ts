/** How the writer phrases its own sentences from the member's words: lists, articles, dates, skills in a sentence. */

/** Makes sure a sentence ends with punctuation. */
export function withFinalStop(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return trimmed;
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export function capitaliseFirst(value: string): string {
  if (!value) return value;
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export function lowercaseFirst(value: string): string {
  if (!value) return value;
  return value.charAt(0).toLowerCase() + value.slice(1);
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 'a Registered Nurse', 'an Enrolled Nurse'. */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

const LETTER_DATE = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Africa/Nairobi' });

/** "November 23, 2026", as the day is in Kenya, where members write from. */
export function formatLetterDate(date: Date): string {
  return LETTER_DATE.format(date);
}

/**
 * A skill inside a sentence: "Wound care" → "wound care", "Leadership" → "leadership", but "Microsoft
 * Excel", "Python", "EMR" and "AutoCAD" stay as written (names and acronyms keep their capitals).
 */
export function skillInSentence(skill: string): string {
  if (!/^\p{Lu}[^\p{Lu}]*$/u.test(skill)) return skill;
  const isPhrase = skill.includes(' ');
  const isCommonNoun = /(?:ing|tion|sion|ment|ship|ness|ity|ance|ence|work|care|ry|cy)$/.test(skill);
  return isPhrase || isCommonNoun ? lowercaseFirst(skill) : skill;
}
