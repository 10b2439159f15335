import { CreditCard, HeartHandshake } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { MEMBERSHIP } from '../../../../shared/constants';
import { SupportContacts } from '../../../components/layout/support-contacts';
import { MembershipBenefits } from './membership-benefits';
import { approximateKes } from '../kes-price';
import type { PaymentSetup } from '../payment-setup';
import { CardPayment } from './card-payment';
import { HumanitarianAccessForm } from './humanitarian-access-form';
import { OrderSummary } from './order-summary';

const TAB =
  'inline-flex flex-1 items-center justify-center gap-2 rounded-md px-2 py-2.5 sm:px-3 text-sm font-semibold text-gray-700 transition-colors hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-blue-600 data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-sm';

/**
 * The checkout's ready state (docs/product.md#checkout). The card form and the humanitarian form alternate (Radix Tabs: arrow keys and
 * roles for free, and no injected styles). Only the open one is mounted, so each starts clean.
 *
 * The grid puts the summary first on a phone and beside the form on a wide screen.
 */
export function CheckoutReady({ email, setup }: { email: string; setup: PaymentSetup }) {
  const kes = approximateKes(MEMBERSHIP.priceCad, setup.config.kesPerCad);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,38rem)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-12 xl:gap-x-16">
      <div className="lg:col-start-2 lg:row-start-1">
        <OrderSummary email={email} kes={kes} />
      </div>
      <Tabs.Root defaultValue="card" className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <Tabs.List aria-label="How to get your membership" className="flex gap-1 rounded-lg bg-gray-100 p-1">
          <Tabs.Trigger value="card" className={TAB}>
            <CreditCard aria-hidden="true" className="hidden size-4 sm:block" />
            Pay by card
          </Tabs.Trigger>
          <Tabs.Trigger value="humanitarian" className={TAB}>
            <HeartHandshake aria-hidden="true" className="hidden size-4 sm:block" />
            Humanitarian access
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content
          value="card"
          className="mt-6 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600"
        >
          <CardPayment config={setup.config} clientSecret={setup.clientSecret} />
        </Tabs.Content>
        <Tabs.Content
          value="humanitarian"
          className="mt-6 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600"
        >
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
