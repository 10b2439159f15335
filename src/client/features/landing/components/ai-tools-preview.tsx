import { FileText, Mail, PenLine, RefreshCw } from 'lucide-react';
import { Link } from '../../../lib/router';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { buttonClasses } from '../../../components/ui/button';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useWriterPhrase } from '../../../lib/document-engine';

const tools = () => [
  { icon: FileText, title: m.landing_ai_resume_title(), text: m.landing_ai_resume_text() },
  { icon: Mail, title: m.landing_ai_cover_letter_title(), text: m.landing_ai_cover_letter_text() },
  { icon: PenLine, title: m.landing_ai_statement_title(), text: m.landing_ai_statement_text() },
  { icon: RefreshCw, title: m.landing_ai_converter_title(), text: m.landing_ai_converter_text() },
];

/** Preview only (docs/product.md#landing): the cards describe the member tools; they do not run them. */
export function AiToolsPreview() {
  const writer = useWriterPhrase();
  return (
    <section id="ai-tools" tabIndex={-1} aria-labelledby="ai-tools-title" className="bg-gray-50 outline-none">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading id="ai-tools-title" title={m.landing_ai_title()} subtitle={m.landing_ai_subtitle({ writer })} />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tools().map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-gray-200 bg-white p-5">
              <Icon aria-hidden="true" className="size-6 text-blue-600" />
              <h3 className="mt-3 font-semibold text-gray-900">{title}</h3>
              <p className="mt-1 text-sm text-gray-700">{text}</p>
            </li>
          ))}
        </ul>
        <Link to="/ai-tools" className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>
          {m.landing_ai_explore()}
        </Link>
      </div>
    </section>
  );
}
