import { Link } from 'react-router';
import { SectionHeading } from '../../../components/ui/section-heading';

const PATHWAYS = [
  {
    title: 'Provincial Nominee Program',
    text: 'Provinces and territories nominate workers who meet their labour needs for permanent residence.',
  },
  {
    title: 'Atlantic Immigration Program',
    text: 'A route to permanent residence for workers hired by designated employers in Atlantic Canada.',
  },
  {
    title: 'Temporary Foreign Worker Program',
    text: 'Canadian employers hire foreign workers after a positive Labour Market Impact Assessment (LMIA).',
  },
] as const;

/** The typical timeline, as the product states it (docs/product.md#landing). */
const TIMELINE = [
  { step: 'Job search', time: '1-6 months' },
  { step: 'LMIA', time: '2-6 months' },
  { step: 'Work permit', time: '2-4 months' },
  { step: 'Arrival in Canada', time: undefined },
  { step: 'Permanent residence', time: '1-2 years' },
] as const;

export function ImmigrationSection() {
  return (
    <section id="immigration" tabIndex={-1} aria-labelledby="immigration-title" className="outline-none">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading
          id="immigration-title"
          title="Immigration pathways"
          subtitle="How a Canadian job offer can lead to a work permit of 1-4 years and on to permanent residence."
        />
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {PATHWAYS.map((pathway) => (
            <li key={pathway.title} className="rounded-xl border border-gray-200 p-5">
              <h3 className="font-semibold text-gray-900">{pathway.title}</h3>
              <p className="mt-1 text-sm text-gray-700">{pathway.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-gray-700">
          The employer pays the LMIA fee, never the worker.{' '}
          <Link to="/offer-check" className="font-medium text-blue-700 underline underline-offset-2">
            Check a job offer for free
          </Link>{' '}
          before you pay anyone anything.
        </p>
        <h3 className="mt-10 text-lg font-semibold text-gray-900">Typical timeline</h3>
        <ol className="mt-4 grid gap-3 sm:grid-cols-5">
          {TIMELINE.map(({ step, time }, index) => (
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
