import { MEMBERSHIP } from '../../../shared/constants';

/**
 * The words of the "Print Materials" tab and of the PDFs it writes (docs/product.md#admin-marketing). Only what
 * the product does: the one-time membership, the LMIA job database from ESDC's positive-LMIA lists, the document
 * tools and the landing page's typical timeline. No counts: the live ones change, and a printed card stays.
 */

const PRICE = `${MEMBERSHIP.priceCad} CAD`;
const PERIOD = `${MEMBERSHIP.months} months`;

export const PRINT_TEXTS = {
  intro: 'Print-ready PDFs with bleed, in the brand colours. The contact details come from the site configuration.',
  download: 'Download PDF',
  downloadLabel: (title: string) => `Download ${title} PDF`,
  creating: 'Creating PDF…',
  failed: 'Could not create the PDF. Please try again.',
  businessCard: {
    title: 'Business Card',
    description: '3.5 × 2 in with 0.125 in bleed on each side; front and back.',
    fileName: 'maple-bridge-business-card.pdf',
  },
  brochure: {
    title: 'Brochure',
    description: 'US Letter landscape, tri-fold: the outside and the inside, three panels each.',
    fileName: 'maple-bridge-brochure.pdf',
  },
} as const;

export const PRINT_COPY = {
  brand: 'Maple Bridge',
  tagline: 'From Kenya to Canada',
  headline: 'Canadian employers approved to hire foreign workers, for Kenyan professionals',
  offerTitle: `${PERIOD} of full access`,
  offer: `${PRICE} one-time · nothing renews automatically`,
  offerLine: `${PRICE} one-time · ${PERIOD} of full access`,
  cardFeatures: [
    "LMIA job database from ESDC's positive-LMIA employer lists",
    'AI tools for Canadian-format resumes, cover letters and personal statements',
    'Resume converter and immigration path guidance',
  ],
  howItWorksTitle: 'How it works',
  howItWorks: [
    `Create your account and pay ${PRICE} once.`,
    'Search Canadian employers with a positive LMIA by job title, province and category.',
    'Prepare a Canadian-format resume, cover letter and personal statement.',
    'Follow the immigration path, step by step.',
  ],
  contactTitle: 'Questions? Talk to us',
  emailLabel: 'E-mail',
  websiteLabel: 'Website',
  fairNote:
    'Membership gives you the tools and the information. Employers and the Government of Canada make their own decisions: no job offer or permit is guaranteed.',
  jobsTitle: 'LMIA job database',
  jobs: [
    'Built from the positive-LMIA employer lists published by Employment and Social Development Canada (ESDC).',
    'A positive LMIA shows an employer was approved to hire a foreign worker for that occupation.',
    'Search by job title, province and category.',
  ],
  documentsTitle: 'AI document tools',
  documents: [
    'Canadian-format resumes, written from your own details.',
    'Cover letters for a named job and company.',
    'Personal statements for immigration or an employer.',
    'Resume converter: turns the CV you have into the Canadian format and leaves out the personal details Canadian employers do not ask for.',
    'Download as Word or PDF.',
  ],
  pathTitle: 'Your immigration path',
  pathIntro: 'The typical timeline:',
  path: [
    ['Job search', '1–6 months'],
    ['LMIA', '2–6 months'],
    ['Work permit', '2–4 months'],
    ['Arrival in Canada', ''],
    ['Permanent residence', '1–2 years'],
  ] as const,
} as const;
