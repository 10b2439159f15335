import { collapseWhitespace } from '../common/text';
import { stripBullet, trimSeparators } from './line-text';

/**
 * Licences and certifications, one a line: "EPRA Electrical Worker Licence Class A1", "Class: BCE" under a
 * DRIVING LICENCE heading, "Certificate of Good Conduct (DCI)". Lines that only say when or where a licence
 * was issued or expires belong to the licence above them and are not licences of their own.
 */

/** "Issued: 2013, NTSA", "Expiry: 2026", "Date of issue: …" — a detail of the licence above. */
const ISSUE_DETAIL =
  /^(issued|first issued|issue date|date of issue|date issued|expiry|expires|expiry date|date of expiry|valid until|renewed)\b/i;
/** A licence that long is prose that wandered into the section, not a licence. */
const MAX_LICENCE_CHARS = 160;

/** The licences and certifications in the lines of a licences section ('' for a blank line). */
export function parseLicences(lines: string[]): string[] {
  const licences: string[] = [];
  for (const line of lines) {
    const text = trimSeparators(collapseWhitespace(stripBullet(line).text));
    if (text.length === 0 || text.length > MAX_LICENCE_CHARS || ISSUE_DETAIL.test(text)) continue;
    if (!licences.includes(text)) licences.push(text);
  }
  return licences;
}

/**
 * A professional registration written as a line of the header or personal details ("TSC No. 612455",
 * "NCK Reg. No: 12345", "EBK Registration Number E1234"): a licence to practise, listed with the licences.
 * Only the bodies that license a trade or profession in Kenya count, never an ID, KRA PIN, NHIF or NSSF number.
 */
const REGISTRATION =
  /^(TSC|NCK|KMPDC|KMPDB|EBK|ICPAK|LSK|EPRA|ERC|PPB|NITA|KASNEB|IQSK|BORAQS|KMLTTB|HPCK|PSK|CPA|ISK|IHRM|KNQA|NCA)\b[^:\d]{0,24}\b(no|number|reg|registration|licence|license)\b\.?\s*:?\s*[A-Z0-9][A-Z0-9/-]{2,20}$/i;

export function isRegistrationLine(text: string): boolean {
  return text.length <= 60 && REGISTRATION.test(text.trim());
}
