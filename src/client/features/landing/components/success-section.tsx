import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useStats } from '../../../lib/public-stats';
import { measuredOutcomes } from '../outcomes';

/** What membership offers, said without figures nobody measured (docs/product.md#landing). */
const promises = () => [
  { title: m.landing_success_documents_title(), text: m.landing_success_documents_text() },
  { title: m.landing_success_employers_title(), text: m.landing_success_employers_text() },
  { title: m.landing_success_pathway_title(), text: m.landing_success_pathway_text() },
];

export function SuccessSection() {
  const outcomes = measuredOutcomes(useStats().data);
  return (
    <section id="success" tabIndex={-1} aria-labelledby="success-title" className="bg-gray-50 outline-none">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading id="success-title" title={m.landing_success_title()} subtitle={m.landing_success_subtitle()} />
        {outcomes.length > 0 && (
          <dl aria-label={m.landing_success_measured_label()} className="mt-8 flex flex-wrap justify-center gap-4">
            {outcomes.map(({ value, label }) => (
              <div key={label} className="flex min-w-40 flex-col rounded-xl border border-gray-200 bg-white px-6 py-4 text-center">
                <dt className="text-sm text-gray-700">{label}</dt>
                <dd className="order-first text-3xl font-bold text-red-700 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {promises().map(({ title, text }) => (
            <li key={title} className="rounded-xl border border-gray-200 bg-white p-6">
              <h3 className="font-semibold text-gray-900">{title}</h3>
              <p className="mt-2 text-sm text-gray-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
