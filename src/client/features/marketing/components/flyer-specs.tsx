import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { flyerGuidelines, flyerSpecs } from '../marketing-texts';

/** Where the square flyer fits, and how to post it (docs/product.md#marketing-flyer). */
export function FlyerSpecs() {
  return (
    <section
      aria-labelledby="flyer-specs-title"
      className="grid content-start gap-5 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 id="flyer-specs-title" className="text-lg font-semibold text-gray-900">
          {m.landing_flyer_sizes_title()}
        </h2>
        <dl className="mt-3 grid gap-2 text-sm">
          {flyerSpecs().map(({ platform, size }) => (
            <div key={platform} className="flex flex-col gap-0.5 border-b border-gray-100 pb-2 last:border-0">
              <dt className="font-medium text-gray-900">{platform}</dt>
              <dd className="text-gray-700">{size}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h2 className="text-lg font-semibold text-gray-900">{m.landing_flyer_guidelines_title()}</h2>
        <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm text-gray-700">
          {flyerGuidelines().map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
