import { SectionHeading } from '../../../components/ui/section-heading';

/** The client's marketing claims, as written (docs/product.md#landing). */
const CLAIMS = [
  { value: '3x', label: 'Success rate' },
  { value: '40,000+', label: 'Salary increase' },
  { value: '80+', label: 'Hours saved' },
] as const;

export function SuccessSection() {
  return (
    <section id="success" tabIndex={-1} aria-labelledby="success-title" className="bg-gray-50 outline-none">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading
          id="success-title"
          title="Success with Maple Bridge"
          subtitle="Canadian-format documents and a job search focused on LMIA-approved employers."
        />
        <dl className="mt-8 grid gap-4 sm:grid-cols-3">
          {CLAIMS.map(({ value, label }) => (
            <div key={label} className="flex flex-col rounded-xl border border-gray-200 bg-white p-6 text-center">
              <dt className="text-sm text-gray-700">{label}</dt>
              <dd className="order-first text-3xl font-bold text-red-600">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
