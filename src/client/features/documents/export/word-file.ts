import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type ILevelsOptions,
  type INumberingOptions,
  type IParagraphOptions,
} from 'docx';
import { parseDocumentBlocks, type DocumentBlock, type InlineRun } from '../document-blocks';

/**
 * The Word file (docs/product.md#word-and-pdf-files), written in the browser from the blocks the output panel
 * shows: real Word heading styles (so Word's navigation pane and an applicant tracking system see the
 * sections), real bulleted and numbered lists, Letter paper with 0.75-inch margins as Canadian employers
 * print. This module, with the docx library, loads only when a member asks for the file
 * (docs/decisions/016-document-files.md).
 */

/** Twentieths of a point: Letter is 8.5 × 11 inches. */
const INCH = 1440;
const LETTER = { width: 8.5 * INCH, height: 11 * INCH };
const MARGIN = 0.75 * INCH;
const FONT = 'Calibri';
/** Half-points. */
const BODY_SIZE = 22;
const TEXT_COLOR = '1F2937';
const HEADING_COLOR = '111827';
const RULE_COLOR = 'BFBFBF';

const BULLETS = 'bullets';

const listLevel = (level: number, format: ILevelsOptions['format'], text: string, start = 1): ILevelsOptions => ({
  level,
  format,
  text,
  start,
  alignment: AlignmentType.LEFT,
  style: { paragraph: { indent: { left: 0.5 * INCH * (level + 1), hanging: 0.25 * INCH } } },
});

/** Numbered lists each get a definition of their own, so each counts from its own first number. */
const numberedReference = (index: number) => `numbered-${index}`;

export async function buildWordFile(content: string, options: { title: string }): Promise<Blob> {
  const blocks = parseDocumentBlocks(content);
  const numbering: INumberingOptions['config'][number][] = [
    { reference: BULLETS, levels: [listLevel(0, LevelFormat.BULLET, '•'), listLevel(1, LevelFormat.BULLET, '◦')] },
  ];
  const children: Paragraph[] = [];
  for (const block of blocks) {
    if (block.type === 'numbered-list') {
      const reference = numberedReference(numbering.length);
      numbering.push({
        reference,
        levels: [listLevel(0, LevelFormat.DECIMAL, '%1.', block.start), listLevel(1, LevelFormat.DECIMAL, '%2.')],
      });
      block.items.forEach((item, index) => children.push(listItem(item.runs, reference, item.level, index === block.items.length - 1)));
    } else {
      children.push(...paragraphsOf(block));
    }
  }

  const document = new Document({
    title: options.title,
    creator: 'Maple Bridge',
    lastModifiedBy: 'Maple Bridge',
    description: 'Written with Maple Bridge',
    styles: {
      default: {
        document: {
          run: { font: FONT, size: BODY_SIZE, color: TEXT_COLOR, language: { value: 'en-CA' } },
          paragraph: { spacing: { after: 120, line: 264 } },
        },
        heading1: {
          run: { font: FONT, size: 36, bold: true, color: HEADING_COLOR },
          paragraph: { spacing: { before: 0, after: 80 }, keepNext: true, outlineLevel: 0 },
        },
        heading2: {
          run: { font: FONT, size: 26, bold: true, color: HEADING_COLOR },
          paragraph: {
            spacing: { before: 240, after: 100 },
            keepNext: true,
            outlineLevel: 1,
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: RULE_COLOR, space: 1 } },
          },
        },
        heading3: {
          run: { font: FONT, size: 23, bold: true, color: HEADING_COLOR },
          paragraph: { spacing: { before: 160, after: 60 }, keepNext: true, outlineLevel: 2 },
        },
      },
    },
    numbering: { config: numbering },
    sections: [
      {
        properties: {
          page: {
            size: LETTER,
            margin: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN, header: 0.5 * INCH, footer: 0.5 * INCH },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBlob(document);
}

const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

function paragraphsOf(block: Exclude<DocumentBlock, { type: 'numbered-list' }>): Paragraph[] {
  switch (block.type) {
    case 'heading':
      return [new Paragraph({ heading: HEADINGS[block.level], children: textRuns(block.runs) })];
    case 'paragraph':
      return [new Paragraph({ children: textRuns(block.runs) })];
    case 'bullet-list':
      return block.items.map((item, index) => listItem(item.runs, BULLETS, item.level, index === block.items.length - 1));
    case 'quote':
      return [
        new Paragraph({
          indent: { left: 0.25 * INCH },
          border: { left: { style: BorderStyle.SINGLE, size: 18, color: RULE_COLOR, space: 8 } },
          children: textRuns(block.runs, { italics: true }),
        }),
      ];
    case 'rule':
      return [new Paragraph({ thematicBreak: true, spacing: { after: 160 } })];
  }
}

function listItem(runs: readonly InlineRun[], reference: string, level: number, last: boolean): Paragraph {
  const options: IParagraphOptions = {
    numbering: { reference, level },
    // Items sit close together; the last keeps the usual space before what follows the list.
    spacing: { after: last ? 120 : 40 },
    children: textRuns(runs),
  };
  return new Paragraph(options);
}

/** A line break inside a paragraph ('\n') becomes a Word line break, not a new paragraph. */
function textRuns(runs: readonly InlineRun[], extra: { italics?: boolean } = {}): TextRun[] {
  const result: TextRun[] = [];
  for (const run of runs) {
    run.text.split('\n').forEach((text, index) => {
      if (index === 0 && text === '') return;
      result.push(
        new TextRun({
          text,
          bold: run.bold,
          italics: run.italic || extra.italics,
          ...(index > 0 ? { break: 1 } : {}),
        }),
      );
    });
  }
  return result;
}
