import { MEMBERSHIP } from '../../../shared/constants';
import { operator } from '../../lib/operator';

/** The /pricing FAQ (docs/product.md#pricing). Each answer restates the membership terms or how checkout works, nothing more. */
export const PRICING_FAQ = [
  {
    question: 'What does the membership include?',
    answer: `${MEMBERSHIP.months} months of access to the job database (Canadian jobs, many with LMIA), the AI tools that write Canadian-format resumes, cover letters and personal statements, the resume converter, immigration guidance and application tracking.`,
  },
  {
    question: 'Is it a subscription?',
    answer: `No. You pay $${MEMBERSHIP.priceCad} CAD once and get ${MEMBERSHIP.months} months of access. Nothing renews or is charged automatically.`,
  },
  {
    question: 'Is there a free trial?',
    answer: 'No. There is no free trial or test access. The only free membership is the humanitarian membership for people who need it.',
  },
  {
    question: 'How do I pay?',
    answer:
      "Create your account, then choose on the checkout page: M-Pesa, where a payment request for the shilling price shown here arrives on your phone and you confirm it with your M-Pesa PIN, or a card, charged in Canadian dollars at your bank's own exchange rate.",
  },
  {
    question: 'When can I start?',
    answer: 'As soon as the payment is confirmed. Sign in and the jobs and AI tools are open to you.',
  },
  {
    question: 'Who can get the free humanitarian membership?',
    answer: `Refugees and asylum seekers, students in financial hardship, recent immigrants in economic difficulty, and people recommended by community organisations. It gives the same ${MEMBERSHIP.months} months of access. Create an account, then write to ${operator.supportEmail} for an access code and enter it on the checkout page.`,
  },
  {
    question: 'Who do I contact about my payment or account?',
    answer: `Our support team at ${operator.supportEmail}.`,
  },
] as const;
