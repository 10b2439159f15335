import { CreditCard, HeartHandshake, Smartphone } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { MPESA_MESSAGES } from '../../../../shared/messages';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { SupportContacts } from '../../../components/layout/support-contacts';
import { MembershipBenefits } from './membership-benefits';
import { formatKes, shownKesPrice } from '../kes-price';
import { checkoutChoices, type CheckoutChoice } from '../mpesa-checkout';
import type { PaymentSetup } from '../payment-setup';
import { CardPayment } from './card-payment';
import { HumanitarianAccessForm } from './humanitarian-access-form';
import { MpesaPayment } from './mpesa-payment';
import { OrderSummary } from './order-summary';

const TAB =
  'inline-flex flex-1 items-center justify-center gap-2 rounded-md px-2 py-2.5 sm:px-3 text-sm font-semibold text-gray-700 transition-colors hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-blue-600 data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-sm';

const PANEL = 'mt-6 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600';

const TAB_LABELS: Record<CheckoutChoice, { label: () => string; icon: ReactNode }> = {
  mpesa: { label: () => MPESA_MESSAGES.choiceLabel, icon: <Smartphone aria-hidden="true" className="hidden size-4 sm:block" /> },
  card: { label: m.payments_tab_card, icon: <CreditCard aria-hidden="true" className="hidden size-4 sm:block" /> },
  humanitarian: { label: m.payments_tab_humanitarian, icon: <HeartHandshake aria-hidden="true" className="hidden size-4 sm:block" /> },
};

/**
 * The checkout's ready state (docs/product.md#checkout). M-Pesa, the card form and the humanitarian form alternate (Radix Tabs:
 * arrow keys and roles for free, and no injected styles), M-Pesa first for a visitor from Kenya. Only the open one is mounted,
 * so each starts clean, except M-Pesa once opened (see below). The summary shows the price of the open choice: shillings for M-Pesa, dollars otherwise.
 *
 * `mpesaPhone`: the number the member gave already, which the M-Pesa form starts with.
 *
 * The grid puts the summary first on a phone and beside the form on a wide screen.
 */
export function CheckoutReady({ email, setup, mpesaPhone = null }: { email: string; setup: PaymentSetup; mpesaPhone?: string | null }) {
  const choices = checkoutChoices(setup.config);
  const [choice, setChoice] = useState<string>(choices[0] ?? 'card');
  // M-Pesa stays mounted once opened, so a request on its way is still followed while another tab is open.
  const [mpesaOpened, setMpesaOpened] = useState(choice === 'mpesa');
  const choose = (value: string) => {
    setChoice(value);
    if (value === 'mpesa') setMpesaOpened(true);
  };
  const kes = shownKesPrice(setup.config);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,38rem)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-12 xl:gap-x-16">
      <div className="lg:col-start-2 lg:row-start-1">
        <OrderSummary email={email} kes={kes} mpesaKes={choice === 'mpesa' ? formatKes(setup.config.mpesaPriceKes) : null} />
      </div>
      <Tabs.Root value={choice} onValueChange={choose} className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <Tabs.List aria-label={m.payments_tabs_label()} className="flex gap-1 rounded-lg bg-gray-100 p-1">
          {choices.map((value) => (
            <Tabs.Trigger key={value} value={value} className={TAB}>
              {TAB_LABELS[value].icon}
              {TAB_LABELS[value].label()}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {choices.includes('mpesa') && (
          <Tabs.Content value="mpesa" forceMount={mpesaOpened || undefined} hidden={choice !== 'mpesa'} className={PANEL}>
            <MpesaPayment config={setup.config} knownPhone={mpesaPhone} />
          </Tabs.Content>
        )}
        <Tabs.Content value="card" className={PANEL}>
          <CardPayment config={setup.config} clientSecret={setup.clientSecret} />
        </Tabs.Content>
        <Tabs.Content value="humanitarian" className={PANEL}>
          <HumanitarianAccessForm email={email} />
        </Tabs.Content>
      </Tabs.Root>
      <div className="space-y-6 lg:col-start-2 lg:row-start-2">
        <MembershipBenefits />
        <SupportContacts />
      </div>
    </div>
  );
}
