import { ChevronDown } from 'lucide-react';

/**
 * Questions that open in place. Native <details>: keyboard and screen-reader support for free, no script,
 * and nothing that injects inline styles (the CSP refuses them, docs/decisions/006).
 */
export function FaqList({ items }: { items: ReadonlyArray<{ question: string; answer: string }> }) {
  return (
    <div className="divide-y divide-gray-200 rounded-xl border border-gray-200">
      {items.map(({ question, answer }) => (
        <details key={question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 [&::-webkit-details-marker]:hidden">
            {question}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-gray-600 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-4 text-gray-700">{answer}</p>
        </details>
      ))}
    </div>
  );
}
