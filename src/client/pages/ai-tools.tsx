import { PageHeader } from '../components/layout/page-header';

export function AiToolsPage() {
  return (
    <PageHeader
      title="AI Document Generator"
      subtitle="Canadian-format resumes, cover letters and personal statements, generated with GPT-4o and optimised for applicant tracking systems."
    />
  );
}
