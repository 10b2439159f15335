import { clsx } from 'clsx';
import { Link } from 'react-router';

/** A simplified maple leaf on a 100 × 100 grid, shared by the logo and the Canadian flag. */
export const MAPLE_LEAF_PATH =
  'M50 4 56 16 63 12 60 34 72 22 75 29 88 26 84 40 90 44 70 60 73 68 53 65 54 92 46 92 47 65 27 68 30 60 10 44 16 40 12 26 25 29 28 22 40 34 37 12 44 16Z';

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
      <span>Maple Bridge</span>
    </Link>
  );
}
