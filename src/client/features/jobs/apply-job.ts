/** The id must parse to a number; anything else is ignored and logged (docs/product.md#apply). */
export function parseJobId(id: unknown): number | null {
  if (typeof id === 'number') return Number.isSafeInteger(id) && id > 0 ? id : null;
  if (typeof id === 'string' && /^\d{1,15}$/.test(id.trim())) {
    const value = Number(id.trim());
    return value > 0 ? value : null;
  }
  return null;
}

/** Where 'Apply' goes: the AI tools with the job preselected, or null (and a warning) for a bad id. */
export function applyPath(id: unknown): string | null {
  const jobId = parseJobId(id);
  if (jobId === null) {
    console.warn('Invalid job id', id);
    return null;
  }
  return `/ai-tools?jobId=${jobId}`;
}
