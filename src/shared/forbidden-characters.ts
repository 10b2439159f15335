/**
 * Text fields accept what a person can type, nothing else. Control characters (U+0000–U+001F, U+007F–U+009F)
 * have no place in a name, an address or a search; PostgreSQL refuses U+0000 in text outright, so one of them
 * turned a typo-level request into a 500. A UTF-16 surrogate without its partner is no character at all:
 * it cannot be stored or encoded as UTF-8 either. Multi-line fields (notes, stack traces) may hold tabs
 * and line breaks. A plain module, apart from the schemas, so that a form can check a field without zod
 * (docs/decisions/048-zod-off-the-first-visit.md).
 */
export function findForbiddenCharacter(value: string, options: { multiline?: boolean } = {}): number {
  // One pass, no pattern: the cost stays proportional to the length whatever the text is.
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20) {
      if (options.multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
      return i;
    }
    if (code < 0x7f) continue;
    if (code <= 0x9f) return i;
    if (code < 0xd800 || code > 0xdfff) continue;
    // A high surrogate followed by a low one is one character beyond U+FFFF (an emoji, say); anything else is broken.
    const next = value.charCodeAt(i + 1);
    if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      i += 1;
      continue;
    }
    return i;
  }
  return -1;
}

export const hasForbiddenCharacters = (value: string, options: { multiline?: boolean } = {}) => findForbiddenCharacter(value, options) >= 0;
