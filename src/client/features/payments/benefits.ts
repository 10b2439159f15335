import { m } from '../../../shared/i18n/paraglide/messages.js';

/** What the membership gives access to; pricing and sign-in list the same things (docs/product.md#pricing). */
export const membershipBenefits = () => [
  m.payments_benefit_jobs(),
  m.payments_benefit_documents(),
  m.payments_benefit_converter(),
  m.payments_benefit_guidance(),
  m.payments_benefit_tracking(),
];
