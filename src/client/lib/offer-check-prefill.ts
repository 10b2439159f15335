import { isProvinceCode, PROVINCE_CODES, PROVINCE_NAMES_BY_CODE } from '../../shared/constants';

/**
 * What /applications hands /offer-check (two features, hence lib/) when a member presses "Check this offer": carried in the router's
 * navigation state, never in the address (docs/product.md#offer-check).
 */
export interface OfferCheckPrefill {
  employer: string;
  occupation: string;
  /** A province code, or '' when the application's province is not one. */
  province: string;
}

const comparable = (name: string) => name.trim().toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ');

/** A job's province as the form's select knows it (its code), whether the job names it by code or by name; '' if neither. */
export function provinceCodeOf(province: string): string {
  const trimmed = province.trim().toUpperCase();
  if (isProvinceCode(trimmed)) return trimmed;
  const wanted = comparable(province);
  return PROVINCE_CODES.find((code) => comparable(PROVINCE_NAMES_BY_CODE[code]) === wanted) ?? '';
}

export const offerCheckPrefillState = (prefill: OfferCheckPrefill) => ({ offerCheck: prefill });

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Reads the state back; anything else in the history entry (or a forged one) gives no pre-fill. */
export function readOfferCheckPrefill(state: unknown): OfferCheckPrefill | null {
  if (typeof state !== 'object' || state === null || !('offerCheck' in state)) return null;
  const prefill: unknown = state.offerCheck;
  if (typeof prefill !== 'object' || prefill === null) return null;
  const { employer, occupation, province } = prefill as Record<string, unknown>;
  const code = text(province);
  return { employer: text(employer), occupation: text(occupation), province: isProvinceCode(code) ? code : '' };
}
