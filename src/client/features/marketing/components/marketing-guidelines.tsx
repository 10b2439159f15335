import { BRAND_COLOURS, KEY_MESSAGES, MARKETING_TIPS, MOBILE_INSTRUCTIONS } from '../marketing-texts';

/** Below the admin tabs: saving on a phone, then the brand's colours, messages and tips (docs/product.md#admin-marketing). */
export function MarketingGuidelines() {
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <section aria-labelledby="mobile-download-title" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
        <h2 id="mobile-download-title" className="text-lg font-semibold text-gray-900">
          Mobile download instructions
        </h2>
        <dl className="mt-3 grid gap-3 text-sm">
          {MOBILE_INSTRUCTIONS.map(({ device, steps }) => (
            <div key={device}>
              <dt className="font-medium text-gray-900">{device}</dt>
              <dd className="text-gray-700">{steps}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="brand-guidelines-title" className="grid gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
        <h2 id="brand-guidelines-title" className="text-lg font-semibold text-gray-900">
          Marketing guidelines
        </h2>
        <div>
          <h3 className="font-medium text-gray-900">Brand colours</h3>
          <ul className="mt-2 flex flex-wrap gap-4 text-sm text-gray-700">
            {BRAND_COLOURS.map(({ name, hex }) => (
              <li key={hex} className="flex items-center gap-2">
                <span aria-hidden="true" className="size-8 rounded-md border border-gray-300" style={{ backgroundColor: hex }} />
                <span>
                  {name} <span className="font-mono">{hex}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-medium text-gray-900">Key messages</h3>
          <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-gray-700">
            {KEY_MESSAGES.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-medium text-gray-900">Tips</h3>
          <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-gray-700">
            {MARKETING_TIPS.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
