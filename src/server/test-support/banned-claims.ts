/**
 * Claims the product may not make (docs/product.md#copy-rules): the listings are employers approved to hire
 * foreign workers for an occupation and place in a quarter, not "verified" or "approved" jobs, and nothing is
 * guaranteed. Used by src/server/banned-claims.unit.test.ts (sources) and e2e/trust.spec.ts (served pages).
 */
const BANNED: [RegExp, string][] = [
  [/verified\s+LMIA\s+jobs?/gi, '"verified LMIA jobs"'],
  [/LMIA[-\s]approved\s+(?:Canadian\s+)?jobs?/gi, '"LMIA-approved jobs"'],
];

/**
 * "guaranteed" is allowed only in a denial: "not guaranteed", or after "no", "nothing" or "never" in the same
 * sentence (at most 80 characters before) where it is the predicate — followed by punctuation or the end, or
 * preceded by "is"/"are"/"be": "no job or visa is guaranteed", "no job or visa guaranteed, just…". "Not a
 * recruiter, guaranteed jobs" and "no fees, guaranteed placement" are claims.
 */
function isDenial(text: string, index: number, word: string): boolean {
  const before = text.slice(Math.max(0, index - 80), index);
  const sentence = before.split(/[.!?;]/).pop() ?? '';
  if (/\bnot\s+$/i.test(sentence)) return true;
  if (!/\b(?:no|nothing|never)\b/i.test(sentence)) return false;
  const after = text.slice(index + word.length);
  return /^\s*(?:$|[,.;:!?)"'`<])/.test(after) || /\b(?:is|are|be)\s+$/i.test(sentence);
}

/**
 * A word in quotation marks is named, not claimed: the offer check warns of a "guaranteed" visa, what scammers
 * promise (docs/product.md#offer-check). Straight, curly or HTML-escaped quotes, on both sides.
 */
function isQuoted(text: string, index: number, word: string): boolean {
  const before = text.slice(Math.max(0, index - 6), index);
  const after = text.slice(index + word.length, index + word.length + 6);
  return /(?:["“‘']|&quot;|&#x27;|&#39;)$/.test(before) && /^(?:["”’']|&quot;|&#x27;|&#39;)/.test(after);
}

/** Every banned claim in `text` (whitespace runs are read as one space), with a little context. */
export function bannedClaims(rawText: string, options: { sandbox: boolean }): string[] {
  const text = rawText.replace(/\s+/g, ' ');
  const found: string[] = [];
  const context = (index: number, length: number) => text.slice(Math.max(0, index - 40), index + length + 40);
  for (const [pattern, name] of BANNED) {
    for (const match of text.matchAll(pattern)) found.push(`${name}: …${context(match.index, match[0].length)}…`);
  }
  for (const match of text.matchAll(/\bguarantee(?:d|s)?\b/gi)) {
    if (!isDenial(text, match.index, match[0]) && !isQuoted(text, match.index, match[0]))
      found.push(`"guaranteed": …${context(match.index, match[0].length)}…`);
  }
  if (options.sandbox) {
    for (const match of text.matchAll(/Live platform/gi)) found.push(`"Live platform" in sandbox mode: …${context(match.index, 13)}…`);
  }
  return found;
}
