import type { ResumeTemplate } from '../../../../shared/schemas/documents';

/** The file a converted resume downloads as (docs/product.md#resume-converter): resume-modern.txt. */
export const resumeFileName = (template: ResumeTemplate) => `resume-${template}.txt`;
