import { ArrowRight, FileText, Files, Mail, PenLine, ShieldCheck } from 'lucide-react';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/button';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

const FEATURES = [
  { icon: FileText, id: 'resume', title: m.documents_feature_resume_title, text: m.documents_feature_resume_text },
  { icon: Files, id: 'converter', title: m.documents_feature_converter_title, text: m.documents_feature_converter_text },
  { icon: Mail, id: 'cover', title: m.documents_feature_cover_title, text: m.documents_feature_cover_text },
  { icon: PenLine, id: 'statement', title: m.documents_feature_statement_title, text: m.documents_feature_statement_text },
] as const;

/** The hero's calls to action and the four feature cards (docs/product.md#document-pages). */
export function AiToolsIntro() {
  return (
    <div className="mt-6 grid gap-6">
      <div className="flex flex-wrap gap-3">
        <Link to="/resume-converter" className={buttonClasses({ variant: 'accent' })}>
          {m.documents_intro_convert()} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to="/jobs" className={buttonClasses({ variant: 'outline' })}>
          {m.documents_intro_find_job()}
        </Link>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ id, icon: Icon, title, text }) => (
          <li key={id} className="rounded-lg border border-gray-200 bg-white p-4">
            <Icon aria-hidden="true" className="size-5 text-red-600" />
            <p className="mt-2 font-semibold text-gray-900">{title()}</p>
            <p className="mt-1 text-sm text-gray-700">{text()}</p>
          </li>
        ))}
      </ul>
      <p className="flex items-start gap-2 text-sm text-gray-700">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
        {m.documents_intro_privacy()}
      </p>
    </div>
  );
}
