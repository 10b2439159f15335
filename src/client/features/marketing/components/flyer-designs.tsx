import type { JSX } from 'react';
import type { ImageFormat } from '../flyer-content';
import { FLYER_TEXTS } from '../marketing-texts';
import { BrandMark, ContactLines, FeatureTiles, PriceBanner, StatFigures, Tagline, type FlyerContent } from './flyer-parts';

/*
 * The designs, one per image size (docs/product.md#marketing-flyer, docs/product.md#admin-marketing). Sizes are
 * image pixels: each design fills its box exactly, and the preview scales the box, never the design.
 */

const HEADER = 'bg-gradient-to-br from-blue-600 to-blue-800 text-white';

/** 1080 × 1080: the public flyer and the admin page's Instagram Post. */
export function SquareFlyer({ stats, contacts }: FlyerContent) {
  return (
    <div className="flex size-full flex-col bg-white text-gray-900">
      <header className={`${HEADER} px-16 pt-12 pb-10`}>
        <BrandMark leaf={96} text="text-[76px]" />
        <Tagline eyebrow="mt-6 text-[24px]" tagline="mt-1 text-[40px]" />
      </header>
      <div className="flex flex-1 flex-col justify-evenly px-16">
        <FeatureTiles columns={2} gap="gap-5" tile="gap-4 p-5" titleSize="text-[28px]" text="text-[21px]" icon={44} />
        {stats && <StatFigures stats={stats} value="text-[60px]" labelSize="mt-2 text-[22px]" source="text-[18px]" />}
      </div>
      <PriceBanner className="py-5 text-[38px]" />
      <ContactLines contacts={contacts} className="bg-gray-900 px-10 py-5 text-[24px] text-white" icon={28} />
    </div>
  );
}

/** 1200 × 630. */
export function FacebookCover({ stats, contacts }: FlyerContent) {
  return (
    <div className="flex size-full flex-col bg-white text-gray-900">
      <div className="flex flex-1">
        <header className={`${HEADER} flex w-[520px] shrink-0 flex-col justify-center gap-6 px-12`}>
          <BrandMark leaf={72} text="text-[56px]" />
          <Tagline eyebrow="text-[20px]" tagline="mt-1 text-[32px]" />
        </header>
        <div className="flex flex-1 flex-col justify-evenly px-10">
          <FeatureTiles columns={2} gap="gap-3" tile="gap-3 p-3" titleSize="text-[20px]" text="text-[15px]" icon={30} />
          {stats && <StatFigures stats={stats} value="text-[42px]" labelSize="mt-1 text-[16px]" source="text-[13px]" />}
        </div>
      </div>
      <PriceBanner className="py-3 text-[28px]" />
      <ContactLines contacts={contacts} className="bg-gray-900 px-8 py-3 text-[18px] text-white" icon={20} />
    </div>
  );
}

/** 1584 × 396. */
export function LinkedInBanner({ stats, contacts }: FlyerContent) {
  return (
    <div className={`${HEADER} flex size-full items-center gap-12 px-16`}>
      <div className="flex w-[560px] shrink-0 flex-col gap-5">
        <BrandMark leaf={72} text="text-[56px]" />
        <Tagline eyebrow="text-[18px]" tagline="mt-1 text-[28px]" />
      </div>
      <div className="flex flex-1 flex-col gap-5">
        {stats ? (
          <StatFigures
            stats={stats}
            value="text-[46px]"
            labelSize="mt-1 text-[17px]"
            source="text-[14px]"
            className="rounded-2xl bg-white px-6 py-5"
          />
        ) : (
          <FeatureTiles columns={2} gap="gap-3" tile="gap-3 p-3" titleSize="text-[20px]" text="text-[15px]" icon={28} />
        )}
        <div className="overflow-hidden rounded-xl">
          <PriceBanner className="py-3 text-[26px]" />
        </div>
        <ContactLines contacts={contacts} className="text-[18px] text-white" icon={20} />
      </div>
    </div>
  );
}

/** 1080 × 1920. */
export function InstagramStory({ stats, contacts }: FlyerContent) {
  return (
    <div className="flex size-full flex-col bg-white text-gray-900">
      <header className={`${HEADER} px-16 pt-40 pb-16`}>
        <BrandMark leaf={120} text="text-[88px]" />
        <Tagline eyebrow="mt-10 text-[30px]" tagline="mt-2 text-[52px]" />
      </header>
      <div className="flex flex-1 flex-col justify-evenly px-16">
        <FeatureTiles columns={1} gap="gap-6" tile="gap-6 p-7" titleSize="text-[36px]" text="text-[27px]" icon={56} />
        {stats && <StatFigures stats={stats} value="text-[72px]" labelSize="mt-2 text-[26px]" source="text-[22px]" />}
      </div>
      <PriceBanner className="py-8 text-[42px]" />
      <ContactLines contacts={contacts} className="bg-gray-900 px-12 pt-8 pb-40 text-[30px] text-white" icon={34} />
    </div>
  );
}

/** 1920 × 480. */
export function WebsiteHeaderBanner({ stats, contacts }: FlyerContent) {
  return (
    <div className={`${HEADER} flex size-full items-center gap-14 px-20`}>
      <div className="flex w-[640px] shrink-0 flex-col gap-6">
        <BrandMark leaf={84} text="text-[64px]" />
        <Tagline eyebrow="text-[20px]" tagline="mt-1 text-[32px]" />
      </div>
      <div className="flex flex-1 flex-col gap-6">
        <FeatureTiles columns={4} gap="gap-4" tile="flex-col gap-3 p-4" titleSize="text-[20px]" text="text-[15px]" icon={32} />
        {stats && (
          <StatFigures
            stats={stats}
            value="text-[40px]"
            labelSize="mt-1 text-[16px]"
            source="text-[14px]"
            className="rounded-2xl bg-white px-6 py-3"
          />
        )}
        <div className="flex items-center justify-between gap-6">
          <div className="overflow-hidden rounded-xl">
            <PriceBanner className="px-6 py-2 text-[24px]" />
          </div>
          <ContactLines contacts={contacts} className="text-[18px] text-white" icon={20} />
        </div>
      </div>
    </div>
  );
}

/** 600 × 200: small enough for an e-mail footer, so the brand, the offer and the address only. */
export function EmailSignatureBanner({ contacts }: FlyerContent) {
  return (
    <div className="flex size-full flex-col bg-white text-gray-900">
      <div className={`${HEADER} flex flex-1 items-center justify-between gap-4 px-6`}>
        <BrandMark leaf={44} text="text-[34px]" />
        <p className="w-[260px] text-right text-[15px] leading-snug font-semibold">{FLYER_TEXTS.tagline}</p>
      </div>
      <PriceBanner className="py-2 text-[17px]" />
      <ContactLines contacts={{ ...contacts, whatsapp: [] }} className="bg-gray-900 py-2 text-[15px] text-white" icon={16} />
    </div>
  );
}

export const DESIGNS: Record<ImageFormat['id'], (content: FlyerContent) => JSX.Element> = {
  'instagram-post': SquareFlyer,
  'facebook-cover': FacebookCover,
  'linkedin-banner': LinkedInBanner,
  'instagram-story': InstagramStory,
  'website-header': WebsiteHeaderBanner,
  'email-signature': EmailSignatureBanner,
};
