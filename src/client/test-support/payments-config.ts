import { paymentsConfigSchema, type PaymentsConfig } from '../../shared/schemas/payments';

/** GET /api/payments/config as the offline sandbox answers it, with `overrides`; parsed by the real contract. */
export function sandboxPaymentsConfig(overrides: Partial<PaymentsConfig> = {}): PaymentsConfig {
  return paymentsConfigSchema.parse({
    provider: 'sandbox',
    publishableKey: null,
    priceCad: 300,
    currency: 'cad',
    mpesaPriceKes: 28_500,
    mpesaProvider: 'sandbox',
    visitorCountry: null,
    ...overrides,
  });
}
