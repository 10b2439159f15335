import type Mammoth from 'mammoth';
import { DOCUMENT_UI_MESSAGES } from '../../../../shared/messages';
import { ResumeFileError } from './resume-file-error';

/**
 * The raw text of a .docx (paragraphs separated by blank lines), with mammoth loaded only when a member picks
 * a Word file (docs/product.md#uploads). Vite bundles mammoth's browser files (its package.json "browser"
 * field swaps out the parts that use the file system). Throws ResumeFileError (fileReadFailed) when mammoth
 * cannot be loaded, the file cannot be opened, or it holds no text.
 */
export async function extractDocxText(data: ArrayBuffer): Promise<string> {
  let mammoth: typeof Mammoth;
  try {
    mammoth = (await import('mammoth')).default;
  } catch (error) {
    throw new ResumeFileError(DOCUMENT_UI_MESSAGES.fileReadFailed, { cause: error });
  }
  let text: string;
  try {
    // The browser build reads `arrayBuffer`; the Node build the unit tests run reads `buffer`, which accepts
    // an ArrayBuffer as well. Both are given so that one call works in both.
    const input: { arrayBuffer: ArrayBuffer; buffer: ArrayBuffer } = { arrayBuffer: data, buffer: data };
    text = (await mammoth.extractRawText(input)).value;
  } catch (error) {
    // Not a Word package after all, or a damaged one: mammoth's messages mean nothing to a member.
    throw new ResumeFileError(DOCUMENT_UI_MESSAGES.fileReadFailed, { cause: error });
  }
  if (text.trim().length === 0) throw new ResumeFileError(DOCUMENT_UI_MESSAGES.fileReadFailed);
  return text;
}
