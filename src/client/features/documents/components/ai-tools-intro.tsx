import { ArrowRight, FileText, Files, Mail, PenLine, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

const FEATURES = [
  {
    icon: FileText,
    title: 'Canadian-format resume',
    text: 'Contact line, profile, skills, achievements first, no photo or personal details.',
  },
  {
    icon: Files,
    title: 'Resume converter',
    text: 'Paste or upload your Kenyan CV and get it in five Canadian templates, with a quality score.',
  },
  { icon: Mail, title: 'Cover letters', text: 'Addressed to the employer, matched to the job description you paste.' },
  { icon: PenLine, title: 'Personal statements', text: 'For your immigration file or for an employer, in plain, honest words.' },
] as const;

/** The hero's calls to action and the four feature cards (docs/product.md#document-pages). */
export function AiToolsIntro() {
  return (
    <div className="mt-6 grid gap-6">
      <div className="flex flex-wrap gap-3">
        <Link to="/resume-converter" className={buttonClasses({ variant: 'accent' })}>
          Convert my resume <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to="/jobs" className={buttonClasses({ variant: 'outline' })}>
          Find a job first
        </Link>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border border-gray-200 bg-white p-4">
            <Icon aria-hidden="true" className="size-5 text-red-600" />
            <p className="mt-2 font-semibold text-gray-900">{title}</p>
            <p className="mt-1 text-sm text-gray-700">{text}</p>
          </li>
        ))}
      </ul>
      <p className="flex items-start gap-2 text-sm text-gray-700">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
        Your documents are saved to your account only. Details Canadian employers must not ask for (date of birth, ID number, marital
        status…) are left out.
      </p>
    </div>
  );
}
