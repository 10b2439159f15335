import { clsx } from 'clsx';
import { Link } from '../../lib/router';
import { MAPLE_LEAF_PATH } from '../../lib/maple-leaf';

/** Re-exported for the flags and anything else that imported it from here. */
export { MAPLE_LEAF_PATH };

/** A name, the same in every language (docs/i18n/conventions.md#what-stays-english). */
const BRAND_NAME = 'Maple Bridge';

export function MapleLeaf({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" className={className}>
      <path d={MAPLE_LEAF_PATH} fill="currentColor" />
    </svg>
  );
}

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link
      to="/"
      className={clsx(
        'flex items-center gap-1.5 rounded-md text-lg font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2',
        tone === 'dark' ? 'text-gray-900 focus-visible:outline-blue-600' : 'text-white focus-visible:outline-white',
      )}
    >
      <MapleLeaf className="size-6 text-red-600" />
      <span>{BRAND_NAME}</span>
    </Link>
  );
}
