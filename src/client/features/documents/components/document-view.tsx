import { clsx } from 'clsx';
import { Fragment, useMemo, type ReactNode } from 'react';
import { parseDocumentBlocks, type DocumentBlock, type InlineRun, type ListItem } from '../document-blocks';

/**
 * A document's Markdown-like text as formatted React elements (docs/product.md#ai-tools, the output panel).
 * Every piece of text is a React text node, so whatever a member typed (`<script>`, `<img onerror>`) is
 * shown as those characters and never read as HTML. Headings start at h2: the page has its own h1.
 */
export function DocumentView({ content }: { content: string }) {
  const blocks = useMemo(() => parseDocumentBlocks(content), [content]);
  return <div className="grid gap-3 text-sm leading-relaxed break-words text-gray-800 sm:text-base">{blocks.map(renderBlock)}</div>;
}

function renderBlock(block: DocumentBlock, index: number): ReactNode {
  switch (block.type) {
    case 'heading':
      if (block.level === 1)
        return (
          <h2 key={index} className="text-2xl font-bold tracking-tight text-gray-900">
            <Runs runs={block.runs} />
          </h2>
        );
      if (block.level === 2)
        return (
          <h3 key={index} className="mt-2 border-b border-gray-200 pb-1 text-base font-semibold text-gray-900 sm:text-lg">
            <Runs runs={block.runs} />
          </h3>
        );
      return (
        <h4 key={index} className="font-semibold text-gray-900">
          <Runs runs={block.runs} />
        </h4>
      );
    case 'paragraph':
      return (
        <p key={index} className="whitespace-pre-line">
          <Runs runs={block.runs} />
        </p>
      );
    case 'bullet-list':
      return <List key={index} ordered={false} items={block.items} />;
    case 'numbered-list':
      return <List key={index} ordered start={block.start} items={block.items} />;
    case 'quote':
      return (
        <blockquote key={index} className="border-l-4 border-gray-300 pl-4 whitespace-pre-line text-gray-700 italic">
          <Runs runs={block.runs} />
        </blockquote>
      );
    case 'rule':
      return <hr key={index} className="my-1 border-gray-200" />;
  }
}

/** Items with the indented items under each nested in it, so a screen reader announces the levels. */
function List({ ordered, start = 1, items }: { ordered: boolean; start?: number; items: readonly ListItem[] }) {
  const groups: { item: ListItem; nested: ListItem[] }[] = [];
  for (const item of items) {
    const parent = groups.at(-1);
    if (item.level === 1 && parent) parent.nested.push(item);
    else groups.push({ item, nested: [] });
  }
  const listClass = (nested: boolean) =>
    clsx('space-y-1', ordered ? 'list-decimal pl-6' : nested ? 'list-[circle] pl-5' : 'list-disc pl-5', nested && 'mt-1');
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className={listClass(false)} start={ordered && start !== 1 ? start : undefined}>
      {groups.map(({ item, nested }, index) => (
        <li key={index} className="pl-1 whitespace-pre-line">
          <Runs runs={item.runs} />
          {nested.length > 0 && (
            <Tag className={listClass(true)}>
              {nested.map((child, childIndex) => (
                <li key={childIndex} className="pl-1 whitespace-pre-line">
                  <Runs runs={child.runs} />
                </li>
              ))}
            </Tag>
          )}
        </li>
      ))}
    </Tag>
  );
}

function Runs({ runs }: { runs: readonly InlineRun[] }) {
  return runs.map((run, index) => {
    let node: ReactNode = run.text;
    if (run.italic) node = <em>{node}</em>;
    if (run.bold) node = <strong className="font-semibold text-gray-900">{node}</strong>;
    return <Fragment key={index}>{node}</Fragment>;
  });
}
