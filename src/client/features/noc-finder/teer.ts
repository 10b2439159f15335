import { m } from '../../../shared/i18n/paraglide/messages.js';

/**
 * TEER (Training, Education, Experience and Responsibilities), the second digit of a NOC 2021 code, in
 * words (docs/product.md#noc-finder; Statistics Canada's definitions, shortened). Messages, read when shown, so
 * they are in the page's language (docs/i18n/conventions.md).
 */
const TEER_IN_WORDS: readonly (() => string)[] = [
  m.matches_teer_0,
  m.matches_teer_1,
  m.matches_teer_2,
  m.matches_teer_3,
  m.matches_teer_4,
  m.matches_teer_5,
];

export const teerInWords = (teer: number) => TEER_IN_WORDS[teer]?.() ?? '';
