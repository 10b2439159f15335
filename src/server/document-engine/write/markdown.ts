import { trimCharacters } from '../common/text';
/**
 * The output format of every document: Markdown-like text (`# Name`, `## Section`, `- ` bullets, `**bold**`),
 * blocks separated by one blank line. Nothing else the writer produces is markup (member-text.ts).
 */

/** The document: blocks separated by one blank line, empty blocks left out, one final line break. */
export function renderDocument(blocks: ReadonlyArray<string | undefined | false>): string {
  const text = blocks.filter((block): block is string => typeof block === 'string' && block.trim() !== '').join('\n\n');
  return `${withoutRepeatedSentences(text)
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

// The final stops go by trimCharacters, not a regex: a run of dots in hostile text would make one backtrack.
const sentenceKey = (sentence: string) =>
  trimCharacters(sentence.replace(/\*\*/g, ''), '.!?', 'end').replace(/\s+/g, ' ').trim().toLowerCase();
const SENTENCE_BREAK = /(?<=[.!?])\s+(?=\p{Lu})/u;

/**
 * No sentence twice (docs/product.md#documents): a repeated bullet line goes, and so does a repeated sentence
 * of five words or more inside a paragraph. Headings and short lines ("Sincerely,", the name) may repeat.
 */
export function withoutRepeatedSentences(text: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') {
      kept.push(line);
      continue;
    }
    const bullet = line.startsWith('- ');
    const body = bullet ? line.slice(2) : line;
    const sentences = body.split(SENTENCE_BREAK);
    const fresh = sentences.filter((sentence) => {
      const key = sentenceKey(sentence);
      if (key.split(' ').length < 5) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (fresh.length === 0) continue;
    kept.push(fresh.length === sentences.length ? line : `${bullet ? '- ' : ''}${fresh.join(' ')}`);
  }
  return kept.join('\n');
}

export function section(title: string, ...body: ReadonlyArray<string | undefined | false>): string | undefined {
  const content = body.filter((block): block is string => typeof block === 'string' && block.trim() !== '');
  if (content.length === 0) return undefined;
  return [`## ${title}`, ...content].join('\n\n');
}

export function bulletList(items: readonly string[]): string {
  return items
    .filter(Boolean)
    .map((item) => `- ${item}`)
    .join('\n');
}
