import { Link } from '../../../lib/router';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { RichText } from '../../../lib/rich-text';
import { SectionHeading } from '../../../components/ui/section-heading';

const pathways = () => [
  { title: m.landing_immigration_pnp_title(), text: m.landing_immigration_pnp_text() },
  { title: m.landing_immigration_aip_title(), text: m.landing_immigration_aip_text() },
  { title: m.landing_immigration_tfwp_title(), text: m.landing_immigration_tfwp_text() },
];

/** The typical timeline, as the product states it (docs/product.md#landing). */
// 'LMIA' is an official name, the same in every language (docs/i18n/glossary.md).
const timeline = () => [
  { step: m.landing_step_job_search(), time: m.landing_months_range({ range: '1-6' }) },
  { step: 'LMIA', time: m.landing_months_range({ range: '2-6' }) },
  { step: m.landing_step_work_permit(), time: m.landing_months_range({ range: '2-4' }) },
  { step: m.landing_step_arrival(), time: undefined },
  { step: m.landing_step_permanent_residence(), time: m.landing_years_range({ range: '1-2' }) },
];

export function ImmigrationSection() {
  return (
    <section id="immigration" tabIndex={-1} aria-labelledby="immigration-title" className="outline-none">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading id="immigration-title" title={m.landing_immigration_title()} subtitle={m.landing_immigration_subtitle()} />
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {pathways().map((pathway) => (
            <li key={pathway.title} className="rounded-xl border border-gray-200 p-5">
              <h3 className="font-semibold text-gray-900">{pathway.title}</h3>
              <p className="mt-1 text-sm text-gray-700">{pathway.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-gray-700">
          <RichText
            text={m.landing_immigration_fee()}
            tags={{
              check: (words) => (
                <Link to="/offer-check" className="font-medium text-blue-700 underline underline-offset-2">
                  {words}
                </Link>
              ),
            }}
          />
        </p>
        <h3 className="mt-10 text-lg font-semibold text-gray-900">{m.landing_immigration_timeline_title()}</h3>
        <ol className="mt-4 grid gap-3 sm:grid-cols-5">
          {timeline().map(({ step, time }, index) => (
            <li key={step} className="flex items-start gap-3 rounded-lg bg-blue-50 p-4 sm:flex-col sm:gap-2">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-blue-600 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <span>
                <span className="block font-medium text-gray-900">{step}</span>
                {time && <span className="block text-sm text-gray-700">{time}</span>}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
