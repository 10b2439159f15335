import { Download, LoaderCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { operator } from '../../../lib/operator';
import { MapleLeaf } from '../../../components/layout/brand';
import { Button } from '../../../components/ui/button';
import { useContacts } from '../../../lib/public-stats';
import { downloadPrintMaterial, type PrintMaterial } from '../print-load';
import type { PrintContacts } from '../print-pdf';
import { PRINT_COPY as C, PRINT_TEXTS as T } from '../print-texts';

/**
 * "Print Materials" (docs/product.md#admin-marketing): the business card and the brochure, each previewed in
 * HTML and written as a print-ready PDF in the browser on click. The contacts are the configured ones
 * (GET /api/contacts); when they cannot be read the PDFs carry the support e-mail alone, as the site does
 * without WhatsApp numbers.
 */
export function PrintMaterialsTab() {
  const contactsQuery = useContacts();
  const contacts: PrintContacts | undefined = contactsQuery.data
    ? { ...contactsQuery.data, website: window.location.host }
    : contactsQuery.isError
      ? { email: operator.supportEmail, whatsapp: [], website: window.location.host }
      : undefined;

  return (
    <div className="grid min-w-0 gap-4">
      <p className="text-sm text-gray-700">{T.intro}</p>
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <MaterialCard material="businessCard" contacts={contacts}>
          <div className="grid gap-3 sm:grid-cols-2">
            <CardFront contacts={contacts} />
            <CardBack />
          </div>
        </MaterialCard>
        <MaterialCard material="brochure" contacts={contacts}>
          <BrochureOutside />
        </MaterialCard>
      </div>
    </div>
  );
}

function MaterialCard({
  material,
  contacts,
  children,
}: {
  material: PrintMaterial;
  contacts: PrintContacts | undefined;
  children: ReactNode;
}) {
  const { title, description } = T[material];
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const busy = state === 'busy';

  const download = async () => {
    if (!contacts) return;
    setState('busy');
    try {
      await downloadPrintMaterial(material, contacts);
      setState('idle');
    } catch (error) {
      console.warn(`[marketing] the ${title} PDF could not be written`, error);
      setState('failed');
    }
  };

  return (
    <section
      aria-labelledby={`print-${material}`}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <div>
        <h2 id={`print-${material}`} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        <p className="text-sm text-gray-700">{description}</p>
      </div>
      <div className="grow">{children}</div>
      <Button
        onClick={() => void download()}
        disabled={busy || !contacts}
        aria-busy={busy}
        aria-label={T.downloadLabel(title)}
        className="h-11 self-start"
      >
        {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Download aria-hidden="true" className="size-4" />}
        {busy ? T.creating : T.download}
      </Button>
      {state === 'failed' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {T.failed}
        </p>
      )}
    </section>
  );
}

/** The card's trimmed size, 3.5 × 2 in. */
const CARD_BOX = 'aspect-[7/4] w-full max-w-80 overflow-hidden rounded-md shadow ring-1 ring-gray-200';

function CardFront({ contacts }: { contacts: PrintContacts | undefined }) {
  return (
    <div role="img" aria-label={`${T.businessCard.title}: front`} className={`${CARD_BOX} flex flex-col bg-blue-600 text-white`}>
      <div className="grow p-3">
        <p className="flex items-center gap-1.5 text-base font-bold">
          <MapleLeaf className="size-5" />
          {C.brand}
        </p>
        <p className="mt-2 text-xs font-semibold">{C.tagline}</p>
        <p className="text-[0.625rem] leading-tight">{C.headline}</p>
      </div>
      <div className="bg-red-600 px-3 py-1.5 text-[0.625rem] leading-tight font-semibold">
        <p>{contacts?.website ?? '…'}</p>
        <p>{contacts?.email ?? operator.supportEmail}</p>
      </div>
    </div>
  );
}

function CardBack() {
  return (
    <div role="img" aria-label={`${T.businessCard.title}: back`} className={`${CARD_BOX} border-t-4 border-blue-600 bg-white p-3`}>
      <p className="text-sm font-bold text-blue-700">{C.offerTitle}</p>
      <p className="text-[0.625rem] font-semibold text-red-700">{C.offer}</p>
      <ul className="mt-1 grid gap-0.5 text-[0.5625rem] leading-tight text-gray-900">
        {C.cardFeatures.map((feature) => (
          <li key={feature} className="flex gap-1">
            <MapleLeaf className="mt-px size-2 shrink-0 text-red-600" />
            {feature}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The outside of the tri-fold, on Letter landscape (11 × 8.5 in): the flap, the back and the cover. */
function BrochureOutside() {
  return (
    <div
      role="img"
      aria-label={`${T.brochure.title}: outside`}
      className="grid aspect-[22/17] w-full max-w-md grid-cols-3 overflow-hidden rounded-md text-[0.5rem] leading-tight shadow ring-1 ring-gray-200 sm:text-[0.625rem]"
    >
      <div className="bg-white p-2">
        <p className="font-bold text-blue-700">{C.howItWorksTitle}</p>
        <ol className="mt-1 grid list-decimal gap-1 pl-3 text-gray-900">
          {C.howItWorks.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <div className="border-x border-dashed border-gray-300 bg-white p-2">
        <p className="font-bold text-blue-700">{C.contactTitle}</p>
        <p className="mt-1 text-gray-800">{C.fairNote}</p>
      </div>
      <div className="flex flex-col items-center justify-center gap-1 bg-blue-600 p-2 text-center text-white">
        <MapleLeaf className="size-6" />
        <p className="text-xs font-bold">{C.brand}</p>
        <p className="font-semibold">{C.tagline}</p>
        <p className="mt-1 w-full bg-red-600 px-1 py-1 font-semibold">{C.offerLine}</p>
      </div>
    </div>
  );
}
