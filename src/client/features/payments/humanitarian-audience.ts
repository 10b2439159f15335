/** Whom the free 12-month humanitarian membership is for; pricing and checkout say the same (docs/product.md#humanitarian-access). */
export const HUMANITARIAN_AUDIENCE = [
  'Refugees and asylum seekers',
  'Students in financial hardship',
  'Recent immigrants in economic difficulty',
  'People recommended by community organisations',
] as const;
