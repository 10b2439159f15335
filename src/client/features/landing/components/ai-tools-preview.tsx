import { FileText, Mail, PenLine, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useWriterPhrase } from '../../../lib/document-engine';

const TOOLS = [
  { icon: FileText, title: 'Resume Generator', text: 'A Canadian-format resume written for the job you want.' },
  { icon: Mail, title: 'Cover Letter', text: 'A cover letter for the job title, company and description you give.' },
  { icon: PenLine, title: 'Personal Statement', text: 'A statement for your immigration application or for an employer.' },
  { icon: RefreshCw, title: 'Resume Converter', text: 'Your existing resume, converted to Canadian format in five templates.' },
] as const;

/** Preview only (docs/product.md#landing): the cards describe the member tools; they do not run them. */
export function AiToolsPreview() {
  const writer = useWriterPhrase();
  return (
    <section id="ai-tools" tabIndex={-1} aria-labelledby="ai-tools-title" className="bg-gray-50 outline-none">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading
          id="ai-tools-title"
          title="AI tools for Canadian applications"
          subtitle={`Canadian-format documents, ${writer} and laid out for applicant tracking systems (ATS). Available to members.`}
        />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TOOLS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-gray-200 bg-white p-5">
              <Icon aria-hidden="true" className="size-6 text-blue-600" />
              <h3 className="mt-3 font-semibold text-gray-900">{title}</h3>
              <p className="mt-1 text-sm text-gray-700">{text}</p>
            </li>
          ))}
        </ul>
        <Link to="/ai-tools" className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>
          Explore AI Tools
        </Link>
      </div>
    </section>
  );
}
