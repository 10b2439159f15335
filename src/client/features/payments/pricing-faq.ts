import { MEMBERSHIP } from '../../../shared/constants';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { operator } from '../../lib/operator';

/**
 * The /pricing FAQ (docs/product.md#pricing). Each answer restates the membership terms or how checkout works, nothing more.
 * A function, so the texts are read in the page's language when the page renders.
 */
export const pricingFaq = () => {
  const { months, priceCad: price } = MEMBERSHIP;
  const email = operator.supportEmail;
  return [
    { question: m.payments_faq_includes_question(), answer: m.payments_faq_includes_answer({ months }) },
    { question: m.payments_faq_subscription_question(), answer: m.payments_faq_subscription_answer({ price, months }) },
    { question: m.payments_faq_trial_question(), answer: m.payments_faq_trial_answer() },
    { question: m.payments_faq_pay_question(), answer: m.payments_faq_pay_answer() },
    { question: m.payments_faq_start_question(), answer: m.payments_faq_start_answer() },
    { question: m.payments_faq_humanitarian_question(), answer: m.payments_faq_humanitarian_answer({ months, email }) },
    { question: m.payments_faq_contact_question(), answer: m.payments_faq_contact_answer({ email }) },
  ];
};
