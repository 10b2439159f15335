/**
 * The output format of every document: Markdown-like text (`# Name`, `## Section`, `- ` bullets, `**bold**`),
 * blocks separated by one blank line. Nothing else the writer produces is markup (member-text.ts).
 */

/** The document: blocks separated by one blank line, empty blocks left out, one final line break. */
export function renderDocument(blocks: ReadonlyArray<string | undefined | false>): string {
  return `${blocks.filter((block): block is string => typeof block === 'string' && block.trim() !== '').join('\n\n')}\n`;
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
