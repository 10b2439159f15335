import { MEMBERSHIP } from '../../../shared/constants';

/**
 * The flyers' and the marketing pages' texts (docs/product.md#marketing-flyer, docs/product.md#admin-marketing).
 * Everything a flyer claims is something the product does today; the figures come live from /api/stats.
 */
export const FLYER_TEXTS = {
  brand: 'Maple Bridge',
  eyebrow: 'From Kenya to Canada',
  tagline: 'Canadian employers approved to hire foreign workers, for Kenyan professionals',
  price: `${MEMBERSHIP.months} months membership — $${MEMBERSHIP.priceCad} CAD one-time`,
  features: [
    { title: 'LMIA job database', text: 'Canadian employers with a positive LMIA, by province' },
    { title: 'AI resumes & cover letters', text: 'Canadian-format resumes and cover letters' },
    { title: 'Personal statements & converter', text: 'Personal statements, and your CV converted to Canadian format' },
    { title: 'Immigration pathway guidance', text: 'PNP, Atlantic Immigration Program and TFWP, step by step' },
  ],
  emailLabel: 'E-mail',
  whatsappLabel: 'WhatsApp',
} as const;

/** Said on the page, not on the flyer (docs/product.md#marketing-flyer). */
export const MARKETING_MESSAGES = {
  publicFailed: 'Error generating flyer. Please try again.',
  elementMissing: 'Flyer element not found. Please try again.',
  emptyImage: 'Failed to generate image. Please try again.',
  exception: (message: string) => `Error generating flyer: ${message}. Please try again.`,
  downloaded: 'Flyer downloaded successfully.',
  mobileSaveHint: 'On a phone: open the downloaded image (Files on iPhone, Downloads on Android) and choose Save to Photos or Save image.',
  opened: 'The image opened in a new tab: touch and hold it, then choose Save to Photos (iPhone, iPad) or Download image (Android).',
  popupBlocked: 'Your browser blocked the new tab. Allow pop-ups for this site, or use Download.',
  generating: 'Generating…',
  download: 'Download',
  openForMobile: 'Open for Mobile Save',
} as const;

/** Where the square flyer fits (docs/product.md#marketing-flyer). */
export const FLYER_SPECS = [
  { platform: 'Instagram post', size: '1080 × 1080' },
  { platform: 'Facebook post', size: '1080 × 1080, or 1200 × 630 for a link-style post' },
  { platform: 'Twitter / X', size: 'Crop to 1200 × 675 (keep the price and contacts in the crop)' },
  { platform: 'LinkedIn post', size: '1080 × 1080' },
  { platform: 'WhatsApp status', size: '1080 × 1080, shown whole' },
] as const;

export const FLYER_GUIDELINES = [
  'Download a fresh copy before each post: the figures are the live counts of the day you download it.',
  'Post the image as it is; do not edit the figures or remove the source line.',
  'A positive LMIA approves an employer to hire; do not present it as a job offer or a visa.',
  'Add a link to the pricing page in your caption so readers can see what the membership includes.',
] as const;

/** Below the admin tabs (docs/product.md#admin-marketing). */
export const MOBILE_INSTRUCTIONS = [
  {
    device: 'iPhone / iPad',
    steps: 'Tap Open for Mobile Save, touch and hold the opened image, then tap Save to Photos (or Add to Photos).',
  },
  {
    device: 'Android',
    steps: 'Tap Open for Mobile Save, touch and hold the opened image, then tap Download image; downloads are in the Downloads folder.',
  },
] as const;

export const BRAND_COLOURS = [
  { name: 'Blue', hex: '#2563EB' },
  { name: 'Red', hex: '#DC2626' },
  { name: 'White', hex: '#FFFFFF' },
] as const;

export const KEY_MESSAGES = [
  'Employers approved to hire through a positive LMIA, from ESDC’s published lists.',
  'Canadian-format resumes, cover letters and personal statements written with AI.',
  'Immigration pathway guidance from job search to permanent residence.',
  `One payment of $${MEMBERSHIP.priceCad} CAD for ${MEMBERSHIP.months} months of full access.`,
] as const;

export const MARKETING_TIPS = [
  'Use the square flyer for Instagram, Facebook, LinkedIn and WhatsApp; the story format for Instagram and WhatsApp stories.',
  'Quote figures only as the flyers show them, with their source and quarter.',
  'Never promise a job, a visa or a timeline; promise the tools and the guidance.',
  'Send people to support by e-mail for questions about payment or access.',
] as const;
