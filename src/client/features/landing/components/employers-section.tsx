import { Briefcase, FileCheck, Users } from 'lucide-react';
import { operator } from '../../../lib/operator';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { RichText } from '../../../lib/rich-text';
import { SectionHeading } from '../../../components/ui/section-heading';

/** Employer information only: there are no employer screens yet (docs/product.md#d8-employers-out-of-scope). */
const topics = () => [
  { icon: Briefcase, title: m.landing_employers_post_title(), text: m.landing_employers_post_text() },
  { icon: FileCheck, title: m.landing_employers_lmia_title(), text: m.landing_employers_lmia_text() },
  { icon: Users, title: m.landing_employers_candidates_title(), text: m.landing_employers_candidates_text() },
];

export function EmployersSection() {
  return (
    <section id="employers" tabIndex={-1} aria-labelledby="employers-title" className="outline-none">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading id="employers-title" title={m.landing_employers_title()} subtitle={m.landing_employers_subtitle()} />
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {topics().map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-gray-200 p-5">
              <Icon aria-hidden="true" className="size-6 text-red-600" />
              <h3 className="mt-3 font-semibold text-gray-900">{title}</h3>
              <p className="mt-1 text-sm text-gray-700">{text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-gray-700">
          <RichText
            text={m.landing_employers_contact({ email: operator.supportEmail })}
            tags={{
              email: (words) => (
                <a href={`mailto:${operator.supportEmail}`} className="font-medium text-blue-600 underline underline-offset-2">
                  {words}
                </a>
              ),
            }}
          />
        </p>
      </div>
    </section>
  );
}
