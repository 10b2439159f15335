import { Mail } from 'lucide-react';
import { operator } from '../../lib/operator';
import { useSupportWhatsapp, WhatsappLinks } from './support-whatsapp';

/** Support by e-mail, and by WhatsApp where a number is set (docs/product.md#support-contact). */
export function SupportContacts() {
  const hasWhatsapp = useSupportWhatsapp().length > 0;
  return (
    <section aria-labelledby="support-title" className="rounded-xl border border-gray-200 p-5">
      <h2 id="support-title" className="font-semibold text-gray-900">
        Need help?
      </h2>
      <p className="mt-2 text-sm text-gray-700">Our support team answers questions about accounts, payments and access.</p>
      <a
        href={`mailto:${operator.supportEmail}`}
        className="mt-3 inline-flex items-center gap-2 rounded-sm text-sm font-medium text-blue-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <Mail aria-hidden="true" className="size-4" />
        {operator.supportEmail}
      </a>
      {hasWhatsapp ? (
        <p className="mt-2 text-sm text-gray-700">
          WhatsApp: <WhatsappLinks className="font-medium text-blue-700 underline underline-offset-2" />
        </p>
      ) : null}
    </section>
  );
}
