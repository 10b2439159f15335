import { PageHeader } from '../components/layout/page-header';

export function ResumeConverterPage() {
  return (
    <PageHeader
      title="Resume Converter"
      subtitle="Paste your resume, review what was read from it, and convert it to Canadian format with one of five templates."
    />
  );
}
