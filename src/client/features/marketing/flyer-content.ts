import type { Contacts } from '../../../shared/schemas/contacts';
import type { Stats } from '../../../shared/schemas/jobs';
import { formatCount as count } from '../../lib/format-number';
import { formatQuarter, LIVE_COUNT_LABELS as LABELS } from '../../lib/live-counts';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { MARKETING_MESSAGES } from './marketing-texts';

/** Render scale and timings of the PNG downloads (docs/product.md#marketing-flyer). */
export const PNG_EXPORT = {
  pixelRatio: 2,
  backgroundColor: '#ffffff',
  quality: 0.95,
  revokeAfterMs: 1_000,
  popupUrlLifetimeMs: 60_000,
} as const;

export interface PixelSize {
  width: number;
  height: number;
}

/** An image the admin page renders: its name is also the start of the file name. */
export interface ImageFormat extends PixelSize {
  id: 'instagram-post' | 'facebook-cover' | 'linkedin-banner' | 'instagram-story' | 'website-header' | 'email-signature';
  name: string;
}

export const SOCIAL_FORMATS: readonly ImageFormat[] = [
  { id: 'instagram-post', name: 'Instagram Post', width: 1080, height: 1080 },
  { id: 'facebook-cover', name: 'Facebook Cover', width: 1200, height: 630 },
  { id: 'linkedin-banner', name: 'LinkedIn Banner', width: 1584, height: 396 },
  { id: 'instagram-story', name: 'Instagram Story', width: 1080, height: 1920 },
];

export const BANNER_FORMATS: readonly ImageFormat[] = [
  { id: 'website-header', name: 'Website Header Banner', width: 1920, height: 480 },
  { id: 'email-signature', name: 'Email Signature Banner', width: 600, height: 200 },
];

export const PUBLIC_FLYER: PixelSize & { fileNamePrefix: string } = { width: 1080, height: 1080, fileNamePrefix: 'maple-bridge-flyer' };

/** 'Instagram Post' 1080 × 1080 → 'instagram-post-1080x1080'. */
export function formatFileNamePrefix({ name, width, height }: Pick<ImageFormat, 'name' | 'width' | 'height'>): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-${width}x${height}`;
}

/** '<prefix>-2026-11-25T07-45-00.png' (UTC): sortable, and free of the colons some file systems refuse. */
export function pngFileName(prefix: string, at: Date): string {
  return `${prefix}-${at.toISOString().slice(0, 19).replace(/:/g, '-')}.png`;
}

export interface FlyerStat {
  label: string;
  value: string;
}

/** The three figures a flyer shows and the line that says where they come from. */
export interface FlyerStats {
  items: FlyerStat[];
  source: string;
}

/**
 * The flyer's figures, labelled as the landing page labels them (docs/product.md#live-counts). A flyer is a
 * lasting image, so it shows live figures or none: nothing while loading, when /api/stats failed, or before
 * any LMIA list is loaded — never the approximate fallback numbers.
 */
export function flyerStats(stats: Stats | undefined): FlyerStats | null {
  if (!stats || stats.lmiaApprovals === 0) return null;
  return {
    items: [
      { label: LABELS.lmiaApprovals, value: count(stats.lmiaApprovals) },
      { label: LABELS.employers, value: count(stats.employers) },
      { label: LABELS.provincesCovered, value: count(stats.provincesCovered) },
    ],
    source: stats.latestQuarter
      ? m.landing_flyer_source_quarter({ quarter: formatQuarter(stats.latestQuarter) })
      : m.landing_flyer_source(),
  };
}

export interface FlyerContacts {
  email: string;
  whatsapp: { country: string; number: string }[];
}

/** The configured numbers only; the e-mail alone when none is set (docs/product.md#support-contact). */
export function flyerContacts(contacts: Contacts | undefined, fallbackEmail: string): FlyerContacts {
  return { email: contacts?.email ?? fallbackEmail, whatsapp: contacts?.whatsapp ?? [] };
}

export type ExportFailure = { kind: 'missing' } | { kind: 'empty' } | { kind: 'exception'; message: string };

/** The public page says one thing for every failure; the admin page says which step failed. */
export function exportFailureText(failure: ExportFailure, audience: 'public' | 'admin'): string {
  if (audience === 'public') return MARKETING_MESSAGES.publicFailed;
  if (failure.kind === 'missing') return MARKETING_MESSAGES.elementMissing;
  if (failure.kind === 'empty') return MARKETING_MESSAGES.emptyImage;
  return m.landing_flyer_exception({ message: failure.message });
}

/** Phones and tablets save downloads out of sight of the photo gallery, so they get the extra steps. */
export const isMobileUserAgent = (userAgent: string) => /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
