import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  TextRun,
  type IBorderOptions,
  type ILevelsOptions,
  type INumberingOptions,
  type IParagraphOptions,
} from 'docx';
import { parseDocumentBlocks, type DocumentBlock, type InlineRun } from '../document-blocks';
import { lookFor, type ResumeLook } from './resume-looks';

/**
 * The Word file (docs/product.md#word-and-pdf-files), written in the browser from the blocks the output panel
 * shows: real Word heading styles (so Word's navigation pane and an applicant tracking system see the
 * sections), real bulleted and numbered lists, Letter paper with 0.75-inch margins as Canadian employers
 * print. A resume takes its template's look (resume-looks.ts, docs/product.md#resume-templates): font, sizes,
 * accent colour and how headings are set off, all in the heading styles, one column. This module, with the
 * docx library, loads only when a member asks for the file (docs/decisions/016-document-files.md).
 */

/** Twentieths of a point: Letter is 8.5 × 11 inches. */
const INCH = 1440;
const LETTER = { width: 8.5 * INCH, height: 11 * INCH };
const MARGIN = 0.75 * INCH;
const QUOTE_RULE = 'BFBFBF';

const BULLETS = 'bullets';

/** Points to Word's half-points. */
const halfPoints = (points: number) => Math.round(points * 2);

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

export async function buildWordFile(content: string, options: { title: string; template?: string | null }): Promise<Blob> {
  const look = lookFor(options.template);
  const blocks = parseDocumentBlocks(content);
  const numbering: INumberingOptions['config'][number][] = [
    { reference: BULLETS, levels: [listLevel(0, LevelFormat.BULLET, '•'), listLevel(1, LevelFormat.BULLET, '◦')] },
  ];
  const children: Paragraph[] = [];
  // The name and the lines under it, up to the first section, take the look's header alignment.
  let inHeader = true;
  for (const block of blocks) {
    if (block.type === 'heading' && block.level === 2) inHeader = false;
    if (block.type === 'numbered-list') {
      const reference = numberedReference(numbering.length);
      numbering.push({
        reference,
        levels: [listLevel(0, LevelFormat.DECIMAL, '%1.', block.start), listLevel(1, LevelFormat.DECIMAL, '%2.')],
      });
      block.items.forEach((item, index) => children.push(listItem(item.runs, reference, item.level, index === block.items.length - 1)));
    } else {
      children.push(...paragraphsOf(block, inHeader && look.headerAlign === 'center'));
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
          run: { font: look.wordFont, size: halfPoints(look.bodySize), color: look.text, language: { value: 'en-CA' } },
          paragraph: { spacing: { after: 120, line: Math.round(240 * look.lineSpacing) } },
        },
        heading1: {
          run: { font: look.wordFont, size: halfPoints(look.nameSize), bold: true, color: look.accent },
          paragraph: {
            spacing: { before: 0, after: 80 },
            keepNext: true,
            outlineLevel: 0,
            ...(look.headerAlign === 'center' ? { alignment: AlignmentType.CENTER } : {}),
            ...(look.nameRule ? { border: { bottom: { style: BorderStyle.THICK, size: 24, color: look.rule, space: 4 } } } : {}),
          },
        },
        heading2: {
          run: { font: look.wordFont, size: halfPoints(look.sectionSize), bold: true, color: look.accent, allCaps: look.capsHeadings },
          paragraph: { spacing: { before: 240, after: 100 }, keepNext: true, outlineLevel: 1, ...sectionMark(look) },
        },
        heading3: {
          run: { font: look.wordFont, size: halfPoints(look.bodySize + 0.5), bold: true, color: look.text },
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

/** A section heading's rule, bar or band: paragraph borders and shading, so the heading stays one line of real text. */
function sectionMark(look: ResumeLook): Pick<IParagraphOptions, 'border' | 'shading' | 'indent'> {
  const line = (style: IBorderOptions['style'], size: number, space = 1): IBorderOptions => ({ style, size, color: look.rule, space });
  switch (look.sectionMark) {
    case 'underline':
      return { border: { bottom: line(BorderStyle.SINGLE, 6) } };
    case 'double-underline':
      return { border: { bottom: line(BorderStyle.DOUBLE, 6) } };
    case 'left-bar':
      return { border: { left: line(BorderStyle.SINGLE, 36, 6) }, indent: { left: 0.08 * INCH } };
    case 'band':
      return { shading: { type: ShadingType.CLEAR, color: 'auto', fill: look.band }, border: { left: line(BorderStyle.SINGLE, 24, 4) } };
    case 'accent-stub':
      return { border: { bottom: line(BorderStyle.DOTTED, 12, 2) } };
  }
}

const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

function paragraphsOf(block: Exclude<DocumentBlock, { type: 'numbered-list' }>, centred: boolean): Paragraph[] {
  const alignment = centred ? { alignment: AlignmentType.CENTER } : {};
  switch (block.type) {
    case 'heading':
      return [new Paragraph({ heading: HEADINGS[block.level], children: textRuns(block.runs), ...alignment })];
    case 'paragraph':
      return [new Paragraph({ children: textRuns(block.runs), ...alignment })];
    case 'bullet-list':
      return block.items.map((item, index) => listItem(item.runs, BULLETS, item.level, index === block.items.length - 1));
    case 'quote':
      return [
        new Paragraph({
          indent: { left: 0.25 * INCH },
          border: { left: { style: BorderStyle.SINGLE, size: 18, color: QUOTE_RULE, space: 8 } },
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
