import { MEMBERSHIP } from '../../../shared/constants';
import { localized } from '../../../shared/i18n/localized';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/**
 * The flyers' and the marketing pages' texts (docs/product.md#marketing-flyer, docs/product.md#admin-marketing).
 * Everything a flyer claims is something the product does today; the figures come live from /api/stats.
 */
export const FLYER_TEXTS = localized({
  // Names, the same in every language.
  brand: () => 'Maple Bridge',
  whatsappLabel: () => 'WhatsApp',
  eyebrow: m.landing_flyer_eyebrow,
  tagline: m.landing_flyer_tagline,
  price: () => m.landing_flyer_price({ months: MEMBERSHIP.months, price: MEMBERSHIP.priceCad }),
  emailLabel: m.landing_flyer_email_label,
});

/** The flyers' four feature tiles, read when a flyer renders. */
export const flyerFeatures = () => [
  { title: m.landing_flyer_feature_jobs_title(), text: m.landing_flyer_feature_jobs_text() },
  { title: m.landing_flyer_feature_documents_title(), text: m.landing_flyer_feature_documents_text() },
  { title: m.landing_flyer_feature_statements_title(), text: m.landing_flyer_feature_statements_text() },
  { title: m.landing_flyer_feature_pathway_title(), text: m.landing_flyer_feature_pathway_text() },
];

/** Said on the page, not on the flyer (docs/product.md#marketing-flyer). */
export const MARKETING_MESSAGES = localized({
  publicFailed: m.landing_flyer_public_failed,
  elementMissing: m.landing_flyer_element_missing,
  emptyImage: m.landing_flyer_empty_image,
  downloaded: m.landing_flyer_downloaded,
  mobileSaveHint: m.landing_flyer_mobile_save_hint,
  opened: m.landing_flyer_opened,
  popupBlocked: m.landing_flyer_popup_blocked,
  generating: m.landing_flyer_generating,
  download: m.landing_flyer_download,
  openForMobile: m.landing_flyer_open_for_mobile,
});

/** Where the square flyer fits (docs/product.md#marketing-flyer). */
export const flyerSpecs = () => [
  { platform: m.landing_flyer_spec_instagram(), size: '1080 × 1080' },
  { platform: m.landing_flyer_spec_facebook(), size: m.landing_flyer_spec_facebook_size() },
  // A name, the same in every language.
  { platform: 'Twitter / X', size: m.landing_flyer_spec_twitter_size() },
  { platform: m.landing_flyer_spec_linkedin(), size: '1080 × 1080' },
  { platform: m.landing_flyer_spec_whatsapp(), size: m.landing_flyer_spec_whatsapp_size() },
];

export const flyerGuidelines = () => [
  m.landing_flyer_guideline_fresh(),
  m.landing_flyer_guideline_as_is(),
  m.landing_flyer_guideline_lmia(),
  m.landing_flyer_guideline_link(),
];

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
