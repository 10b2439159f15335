/**
 * The links an employer page offers (docs/product.md#employer-pages): plain URLs of public services, opened in
 * the member's browser, so no third-party script runs on our pages.
 */
export const employerPath = (id: string) => `/employers/${encodeURIComponent(id)}`;

/** An OpenStreetMap search for an address as ESDC publishes it. */
export const mapUrl = (address: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

/** Job Bank's job search for the employer's name: its current postings, if any. */
export const jobBankUrl = (name: string) => `https://www.jobbank.gc.ca/jobsearch/jobsearch?searchstring=${encodeURIComponent(name)}`;

/** A web search for the employer in its city: its own site, phone and careers page. */
export const webSearchUrl = (name: string, city: string | null) =>
  `https://duckduckgo.com/?q=${encodeURIComponent([name, city].filter(Boolean).join(' '))}`;

/** The cover letter writer on /ai-tools, addressed to this employer for this occupation (read by pages/ai-tools.tsx). */
export const coverLetterPath = (company: string, jobTitle: string) =>
  `/ai-tools?${new URLSearchParams({ tab: 'cover-letter', company, jobTitle }).toString()}`;
