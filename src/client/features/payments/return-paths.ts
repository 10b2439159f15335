import { MEMBERSHIP } from '../../../shared/constants';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/** Where a finished checkout goes; either way the member signs in next (docs/product.md#checkout). */
export const PAYMENT_RETURN_PATH = '/sign-in?payment=success&redirect=jobs';
export const HUMANITARIAN_RETURN_PATH = '/sign-in?access=humanitarian';

/** The card forms' button, read when it renders, in the page's language. */
export const payButtonLabel = () => m.payments_pay_button({ price: MEMBERSHIP.priceCad });
export const processingLabel = () => m.payments_processing();
