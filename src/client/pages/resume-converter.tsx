import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/layout/page-meta';
import { AccessGate } from '../features/auth/components/access-gate';
import { ConverterFlow } from '../features/documents/components/converter-flow';
import { ProfileEditor } from '../features/profile/components/profile-editor';

/**
 * /resume-converter (docs/product.md#resume-converter): the introduction is for everyone, the converter for
 * members, because every call behind it is members-only. The same converter is the /ai-tools tab.
 */
export function ResumeConverterPage() {
  return (
    <>
      <PageMeta
        title="Resume Converter"
        description="Convert your existing resume to Canadian format with one of five templates, and see what to improve."
      />
      <PageHeader
        title="Resume Converter"
        subtitle="Upload or paste your resume, check and edit what was read from it, and convert it to Canadian format with one of five templates."
      />
      <AccessGate>
        <ConverterFlow editor={ProfileEditor} />
      </AccessGate>
    </>
  );
}
