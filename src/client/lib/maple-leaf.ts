/**
 * A simplified maple leaf on a 100 × 100 grid, shared by the logo, the Canadian flag and the print materials'
 * PDFs. Plain data here, so the PDF writers need no React.
 */
export const MAPLE_LEAF_PATH =
  'M50 4 56 16 63 12 60 34 72 22 75 29 88 26 84 40 90 44 70 60 73 68 53 65 54 92 46 92 47 65 27 68 30 60 10 44 16 40 12 26 25 29 28 22 40 34 37 12 44 16Z';
