import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue text with parts that are elements, not words: "Read the <terms>terms of service</terms> first."
 * Each `<name>…</name>` becomes what `tags[name]` makes of the words between, so a translator can move the link
 * within the sentence and its words stay in the catalogue (docs/i18n/conventions.md). Tags do not nest. The
 * text is only ever split and rendered as text nodes, never parsed as HTML.
 */
export function RichText({ text, tags }: { text: string; tags: Record<string, (children: string) => ReactNode> }) {
  return <>{richParts(text, tags)}</>;
}

const TAG = /<([a-z][a-zA-Z0-9]*)>([^<]*)<\/\1>/g;

export function richParts(text: string, tags: Record<string, (children: string) => ReactNode>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, children] = match as unknown as [string, string, string];
    if (match.index > last) parts.push(text.slice(last, match.index));
    const render = tags[name];
    // A tag the caller does not know keeps its words: better a sentence without its link than a broken one.
    parts.push(<Fragment key={parts.length}>{render ? render(children) : children}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
