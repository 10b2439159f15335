import { m } from '../../../shared/i18n/paraglide/messages.js';

/** Whom the free 12-month humanitarian membership is for; pricing and checkout say the same (docs/product.md#humanitarian-access). */
export const humanitarianAudience = () => [
  m.payments_audience_refugees(),
  m.payments_audience_students(),
  m.payments_audience_immigrants(),
  m.payments_audience_recommended(),
];
