import { Briefcase, FileCheck, Users } from 'lucide-react';
import { operator } from '../../../lib/operator';
import { SectionHeading } from '../../../components/ui/section-heading';

/** Employer information only: there are no employer screens yet (docs/product.md#d8-employers-out-of-scope). */
const TOPICS = [
  {
    icon: Briefcase,
    title: 'Post Jobs',
    text: 'We do not take job postings today. The employers members search come from the Government of Canada’s published LMIA approvals, by occupation and place, each quarter.',
  },
  {
    icon: FileCheck,
    title: 'LMIA Support',
    text: 'We do not prepare LMIAs and are not immigration consultants. Employment and Social Development Canada explains the Temporary Foreign Worker Program on canada.ca.',
  },
  {
    icon: Users,
    title: 'Find Candidates',
    text: 'We do not recruit, match or place candidates. Members apply to employers themselves, with Canadian-format resumes and cover letters.',
  },
] as const;

export function EmployersSection() {
  return (
    <section id="employers" tabIndex={-1} aria-labelledby="employers-title" className="outline-none">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading
          id="employers-title"
          title="For Canadian employers"
          subtitle="What we offer employers today: information only, no employer accounts or paid services."
        />
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {TOPICS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-gray-200 p-5">
              <Icon aria-hidden="true" className="size-6 text-red-600" />
              <h3 className="mt-3 font-semibold text-gray-900">{title}</h3>
              <p className="mt-1 text-sm text-gray-700">{text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-gray-700">
          Questions from employers are welcome at{' '}
          <a href={`mailto:${operator.supportEmail}`} className="font-medium text-blue-600 underline underline-offset-2">
            {operator.supportEmail}
          </a>
          .
        </p>
      </div>
    </section>
  );
}
