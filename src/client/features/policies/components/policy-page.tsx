import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/layout/page-meta';
import { operator } from '../../../lib/operator';
import { useSupportWhatsapp, WhatsappLinks } from '../../../components/layout/support-whatsapp';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/** One public policy or information page: a title, its version when it has one, then sections (docs/product.md#policy-pages). */
export function PolicyPage({
  title,
  description,
  version,
  children,
}: {
  title: string;
  description: string;
  version?: string;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 text-gray-800 sm:px-6 [&_a]:font-medium [&_a]:text-blue-700 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-gray-900 [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
      <PageMeta title={title} description={description} />
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      {version && <p className="text-sm text-gray-600">{m.policies_version({ version })}</p>}
      {children}
    </article>
  );
}

/** Who runs the service, as configured: the same block on /about and in every policy. */
export function OperatorDetails() {
  const hasWhatsapp = useSupportWhatsapp().length > 0;
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1 rounded-lg border border-gray-200 p-4 text-sm sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold">{m.policies_operator()}</dt>
      <dd>{operator.legalName}</dd>
      <dt className="font-semibold">{m.policies_registration_number()}</dt>
      <dd>{operator.registrationNumber}</dd>
      <dt className="font-semibold">{m.policies_postal_address()}</dt>
      <dd>{operator.postalAddress}</dd>
      <dt className="font-semibold">{m.policies_support_email()}</dt>
      <dd>
        <a href={`mailto:${operator.supportEmail}`}>{operator.supportEmail}</a>
      </dd>
      {hasWhatsapp ? (
        <>
          <dt className="font-semibold">{m.policies_support_whatsapp()}</dt>
          <dd>
            <WhatsappLinks />
          </dd>
        </>
      ) : null}
    </dl>
  );
}
