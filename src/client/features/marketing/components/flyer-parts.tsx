import { clsx } from 'clsx';
import { BookOpenCheck, Briefcase, Compass, FileText, Mail, MessageCircle } from 'lucide-react';
import { MapleLeaf } from '../../../components/layout/brand';
import type { FlyerContacts, FlyerStats } from '../flyer-content';
import { FLYER_TEXTS, flyerFeatures } from '../marketing-texts';

/** What every design shows: the live figures (or none) and how to reach support. */
export interface FlyerContent {
  stats: FlyerStats | null;
  contacts: FlyerContacts;
}

const FEATURE_ICONS = [Briefcase, FileText, BookOpenCheck, Compass] as const;

/** The maple leaf on a white disc, then the name; sizes in image pixels. */
export function BrandMark({ leaf, text, className }: { leaf: number; text: string; className?: string }) {
  return (
    <div className={clsx('flex items-center gap-[0.3em] font-extrabold tracking-tight', text, className)}>
      <span className="flex shrink-0 items-center justify-center rounded-full bg-white" style={{ width: leaf, height: leaf }}>
        <MapleLeaf className="size-[72%] text-red-600" />
      </span>
      <span>{FLYER_TEXTS.brand}</span>
    </div>
  );
}

const COLUMNS = { 1: 'grid-cols-1', 2: 'grid-cols-2', 4: 'grid-cols-4' } as const;

/** The four features; `tile`, `titleSize` and `text` carry each design's sizes. */
export function FeatureTiles({
  columns,
  gap,
  tile,
  titleSize,
  text,
  icon,
}: {
  columns: keyof typeof COLUMNS;
  gap: string;
  tile: string;
  titleSize: string;
  text: string;
  icon: number;
}) {
  return (
    <ul className={clsx('grid', COLUMNS[columns], gap)}>
      {flyerFeatures().map((feature, index) => {
        const Icon = FEATURE_ICONS[index] ?? Briefcase;
        return (
          <li key={feature.title} className={clsx('flex items-start rounded-2xl border-2 border-blue-100 bg-blue-50', tile)}>
            <Icon aria-hidden="true" className="shrink-0 text-blue-600" style={{ width: icon, height: icon }} />
            <div>
              <p className={clsx('leading-tight font-bold text-gray-900', titleSize)}>{feature.title}</p>
              <p className={clsx('mt-1 leading-snug text-gray-700', text)}>{feature.text}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function StatFigures({
  stats,
  value,
  labelSize,
  source,
  className,
}: {
  stats: FlyerStats;
  value: string;
  labelSize: string;
  source: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <dl className="grid grid-cols-3 gap-4 text-center">
        {stats.items.map((item) => (
          <div key={item.label} className="flex flex-col">
            <dt className={clsx('text-gray-700', labelSize)}>{item.label}</dt>
            <dd className={clsx('order-first leading-none font-extrabold text-blue-700 tabular-nums', value)}>{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className={clsx('mt-3 text-center text-gray-600', source)}>{stats.source}</p>
    </div>
  );
}

export function PriceBanner({ className }: { className: string }) {
  return <p className={clsx('bg-red-600 text-center font-bold text-white', className)}>{FLYER_TEXTS.price}</p>;
}

export function ContactLines({ contacts, className, icon }: { contacts: FlyerContacts; className: string; icon: number }) {
  return (
    <ul className={clsx('flex flex-wrap items-center justify-center gap-x-[1.5em] gap-y-[0.4em]', className)}>
      <li className="flex items-center gap-[0.4em]">
        <Mail aria-hidden="true" style={{ width: icon, height: icon }} />
        <span>
          <span className="sr-only">{FLYER_TEXTS.emailLabel}: </span>
          {contacts.email}
        </span>
      </li>
      {contacts.whatsapp.map(({ country, number }) => (
        <li key={country} className="flex items-center gap-[0.4em]">
          <MessageCircle aria-hidden="true" style={{ width: icon, height: icon }} />
          <span>
            {FLYER_TEXTS.whatsappLabel} {country}: {number}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function Tagline({ eyebrow, tagline }: { eyebrow: string; tagline: string }) {
  return (
    <div>
      <p className={clsx('font-semibold tracking-wide text-blue-100 uppercase', eyebrow)}>{FLYER_TEXTS.eyebrow}</p>
      <p className={clsx('leading-tight font-semibold', tagline)}>{FLYER_TEXTS.tagline}</p>
    </div>
  );
}
