/**
 * The operator identity and refund window the e2e server runs with (playwright.config.ts): not the example
 * values, so the tests prove the served pages, e-mails and receipts take them from configuration
 * (docs/product.md#operator-identity).
 */
export const E2E_OPERATOR = {
  legalName: 'Savannah & Maple Pathways Ltd',
  registrationNumber: 'PVT-E2E7YU2RT',
  postalAddress: 'P.O. Box 4242-00100, Nairobi, Kenya',
  supportEmail: 'help@pathways-e2e.test',
  whatsappKenya: '+254 733 100 200',
  whatsappCanada: '+1 416 555 0142',
  refundWindowDays: 21,
};
