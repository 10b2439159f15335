import { RESUME_TEMPLATES, type ResumeTemplate } from '../../../../shared/schemas/documents';

/**
 * How each resume template looks in its Word and PDF files (docs/product.md#resume-templates): typeface,
 * sizes, accent colour and the way headings are set off. Every look stays ATS-safe: real text in one column,
 * the template's standard headings as Word heading styles, no tables, no text in images. Documents that are
 * not resumes (cover letters, statements) use the professional look. Plain data, so the lazily loaded
 * writers (word-file.ts, pdf-file.ts) and their tests share it without pulling either library in.
 */
export interface ResumeLook {
  /** The Word file's font, by name: Word uses the reader's installed copy (nothing is embedded). */
  wordFont: string;
  /** The PDF's embedded family (pdf-fonts.ts): both have ĩ and ũ. */
  pdfFamily: 'sans' | 'serif';
  /** Body text, in points. */
  bodySize: number;
  /** The name (the document's first heading), in points. */
  nameSize: number;
  /** Section headings, in points. */
  sectionSize: number;
  /** Hex without '#': the name and section headings. */
  accent: string;
  text: string;
  /** Rules and bars. */
  rule: string;
  /** The name and the lines under it, up to the first section. */
  headerAlign: 'left' | 'center';
  /** Section headings in capitals (Word's "all caps" property: the text itself keeps its letters). */
  capsHeadings: boolean;
  /** How a section heading is set off: a rule under it, a double rule, a bar at its left, a tinted band, or a short accent line. */
  sectionMark: 'underline' | 'double-underline' | 'left-bar' | 'band' | 'accent-stub';
  /** A coloured rule under the name, across the page. */
  nameRule: boolean;
  /** The band's fill behind a section heading ('band' only). */
  band: string;
  /** Space between lines, as a multiple of the font's line. */
  lineSpacing: number;
}

export const RESUME_LOOKS: Record<ResumeTemplate, ResumeLook> = {
  // Navy, Calibri/Liberation Sans, a grey rule under each heading: the classic Canadian resume.
  professional: {
    wordFont: 'Calibri',
    pdfFamily: 'sans',
    bodySize: 11,
    nameSize: 20,
    sectionSize: 12.5,
    accent: '1F3A5F',
    text: '1F2937',
    rule: 'A6A6A6',
    headerAlign: 'left',
    capsHeadings: false,
    sectionMark: 'underline',
    nameRule: false,
    band: 'FFFFFF',
    lineSpacing: 1.1,
  },
  // Teal, Arial, a large name, small capital headings with a bar at their left, airy spacing.
  modern: {
    wordFont: 'Arial',
    pdfFamily: 'sans',
    bodySize: 10,
    nameSize: 26,
    sectionSize: 11,
    accent: '0F766E',
    text: '243B3A',
    rule: '0F766E',
    headerAlign: 'left',
    capsHeadings: true,
    sectionMark: 'left-bar',
    nameRule: false,
    band: 'FFFFFF',
    lineSpacing: 1.25,
  },
  // Burgundy, a serif face (Georgia/DejaVu Serif), the name and contact centred, a double rule under headings.
  executive: {
    wordFont: 'Georgia',
    pdfFamily: 'serif',
    bodySize: 10.5,
    nameSize: 22,
    sectionSize: 12,
    accent: '7A1F2B',
    text: '222222',
    rule: '7A1F2B',
    headerAlign: 'center',
    capsHeadings: true,
    sectionMark: 'double-underline',
    nameRule: false,
    band: 'FFFFFF',
    lineSpacing: 1.15,
  },
  // Blue on a tinted band, compact 10 pt text: many skills and bullets on a page.
  technical: {
    wordFont: 'Segoe UI',
    pdfFamily: 'sans',
    bodySize: 9.5,
    nameSize: 18,
    sectionSize: 11,
    accent: '1D4ED8',
    text: '111827',
    rule: '1D4ED8',
    headerAlign: 'left',
    capsHeadings: false,
    sectionMark: 'band',
    nameRule: false,
    band: 'E8EEFB',
    lineSpacing: 1.05,
  },
  // Plum, Trebuchet MS, a coloured rule across the page under the name, short accent lines under headings.
  creative: {
    wordFont: 'Trebuchet MS',
    pdfFamily: 'sans',
    bodySize: 10.5,
    nameSize: 28,
    sectionSize: 13,
    accent: '86198F',
    text: '2E1A33',
    rule: 'C026D3',
    headerAlign: 'left',
    capsHeadings: false,
    sectionMark: 'accent-stub',
    nameRule: true,
    band: 'FFFFFF',
    lineSpacing: 1.2,
  },
};

const isTemplate = (value: string): value is ResumeTemplate => (RESUME_TEMPLATES as readonly string[]).includes(value);

/** The look for a document's template; anything else (a cover letter, no template) is professional. */
export function lookFor(template: string | null | undefined): ResumeLook {
  return RESUME_LOOKS[template && isTemplate(template) ? template : 'professional'];
}
