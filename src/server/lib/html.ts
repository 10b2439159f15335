const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML element content and quoted attribute values (e-mails, the job-alert link pages). */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);

/**
 * At most `max` characters of `value` (whole code points, so an emoji is never split), with "…" when cut.
 * E-mails show member-typed text only through this and escapeHtml (docs/product.md#job-alerts).
 */
export function boundText(value: string, max: number): string {
  const points = Array.from(value);
  return points.length <= max ? value : `${points.slice(0, Math.max(0, max - 1)).join('')}…`;
}
