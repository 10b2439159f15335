import { MAPLE_LEAF_PATH } from './brand';
import { m } from '../../../shared/i18n/paraglide/messages.js';

const FLAG_CLASS = 'h-3.5 w-auto shrink-0 rounded-[2px] ring-1 ring-black/10';

export function CanadaFlag() {
  return (
    <svg viewBox="0 0 40 20" role="img" aria-label={m.shell_flag_canada()} className={FLAG_CLASS}>
      <rect width="40" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#d52b1e" />
      <rect x="30" width="10" height="20" fill="#d52b1e" />
      <path d={MAPLE_LEAF_PATH} fill="#d52b1e" transform="translate(11.4 1.6) scale(0.172)" />
    </svg>
  );
}

export function KenyaFlag() {
  return (
    <svg viewBox="0 0 30 20" role="img" aria-label={m.shell_flag_kenya()} className={FLAG_CLASS}>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6" fill="#000" />
      <rect y="7" width="30" height="6" fill="#bb0000" />
      <rect y="14" width="30" height="6" fill="#006600" />
      <path d="M10 17 20 3M20 17 10 3" stroke="#fff" strokeWidth="0.8" />
      <ellipse cx="15" cy="10" rx="3" ry="6.2" fill="#000" />
      <ellipse cx="15" cy="10" rx="1.7" ry="6.2" fill="#bb0000" />
      <path d="M15 5.5v9" stroke="#fff" strokeWidth="0.5" />
    </svg>
  );
}

export function CountryFlags() {
  return (
    <span className="flex items-center gap-1">
      <CanadaFlag />
      <KenyaFlag />
    </span>
  );
}
