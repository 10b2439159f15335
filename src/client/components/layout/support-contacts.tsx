import { Mail } from 'lucide-react';
import { operator } from '../../lib/operator';
import { useSupportWhatsapp, WhatsappLinks, WHATSAPP_LABEL } from './support-whatsapp';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/** Support by e-mail, and by WhatsApp where a number is set (docs/product.md#support-contact). */
export function SupportContacts() {
  const hasWhatsapp = useSupportWhatsapp().length > 0;
  return (
    <section aria-labelledby="support-title" className="rounded-xl border border-gray-200 p-5">
      <h2 id="support-title" className="font-semibold text-gray-900">
        {m.shell_need_help()}
      </h2>
      <p className="mt-2 text-sm text-gray-700">{m.shell_support_intro()}</p>
      <a
        href={`mailto:${operator.supportEmail}`}
        className="mt-3 inline-flex items-center gap-2 rounded-sm text-sm font-medium text-blue-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <Mail aria-hidden="true" className="size-4" />
        {operator.supportEmail}
      </a>
      {hasWhatsapp ? (
        <p className="mt-2 text-sm text-gray-700">
          {WHATSAPP_LABEL} <WhatsappLinks className="font-medium text-blue-700 underline underline-offset-2" />
        </p>
      ) : null}
    </section>
  );
}
