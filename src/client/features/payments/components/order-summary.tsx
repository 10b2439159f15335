import { MEMBERSHIP } from '../../../../shared/constants';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { MPESA_CHECKOUT_MESSAGES } from '../../../../shared/messages';

/**
 * What is being bought, for whom, and for how much (300 CAD once, 12 months; docs/product.md#price-and-grant-rules). With the
 * M-Pesa choice open, the total is its fixed price in shillings (`mpesaKes`), since that is what the phone will be asked for.
 */
export function OrderSummary({ email, kes, mpesaKes = null }: { email: string; kes: string | null; mpesaKes?: string | null }) {
  return (
    <section aria-labelledby="order-summary-title" className="rounded-xl border-2 border-blue-600 bg-white p-5">
      <h2 id="order-summary-title" className="font-semibold text-gray-900">
        {m.payments_summary_title()}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-gray-700">{m.payments_summary_membership()}</dt>
          <dd className="font-medium text-gray-900">{m.payments_summary_months({ months: MEMBERSHIP.months })}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-700">{m.payments_summary_account()}</dt>
          <dd className="min-w-0 font-medium break-all text-gray-900">{email}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-gray-200 pt-3">
          <dt className="font-semibold text-gray-900">{m.payments_summary_total()}</dt>
          <dd className="text-right">
            {mpesaKes ? (
              <span className="block text-2xl font-bold text-gray-900">{mpesaKes}</span>
            ) : (
              <>
                <span className="block text-2xl font-bold text-gray-900">{m.payments_price_cad({ price: MEMBERSHIP.priceCad })}</span>
                {kes && <span className="block text-gray-700">≈ {kes}</span>}
              </>
            )}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-xs text-gray-600">
        {mpesaKes ? MPESA_CHECKOUT_MESSAGES.summaryNote : kes ? m.payments_summary_note_card_kes() : m.payments_summary_note_card()}
      </p>
    </section>
  );
}
