/**
 * A resume file that cannot be used, with the toast that says why (DOCUMENT_UI_MESSAGES): the title and
 * description are shown as they are, so every refusal reads the same wherever the file was chosen.
 */
export class ResumeFileError extends Error {
  override readonly name = 'ResumeFileError';
  readonly title: string;
  readonly description: string;

  constructor(message: { title: string; description: string }, options?: { cause?: unknown }) {
    super(message.description, options);
    this.title = message.title;
    this.description = message.description;
  }
}
