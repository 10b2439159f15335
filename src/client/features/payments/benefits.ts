/** What the membership gives access to; pricing and sign-in list the same things (docs/product.md#pricing). */
export const MEMBERSHIP_BENEFITS = [
  'The job database: Canadian jobs, many with LMIA',
  'AI resumes, cover letters and personal statements in Canadian format',
  'The resume converter',
  'Immigration guidance',
  'Application tracking',
] as const;
