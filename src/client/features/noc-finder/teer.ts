/**
 * TEER (Training, Education, Experience and Responsibilities), the second digit of a NOC 2021 code, in
 * words (docs/product.md#noc-finder; Statistics Canada's definitions, shortened).
 */
export const TEER_IN_WORDS: Record<number, string> = {
  0: 'Management occupations',
  1: 'Usually a university degree',
  2: 'Usually a college diploma or an apprenticeship of 2 years or more, or a supervisory role',
  3: 'Usually a college diploma or an apprenticeship of less than 2 years, or more than 6 months of on-the-job training',
  4: 'Usually a high school diploma, or several weeks of on-the-job training',
  5: 'Usually a short work demonstration; no formal education needed',
};

export const teerInWords = (teer: number) => TEER_IN_WORDS[teer] ?? '';
