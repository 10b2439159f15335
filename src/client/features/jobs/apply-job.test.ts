import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyPath, parseJobId } from './apply-job';

afterEach(() => {
  vi.restoreAllMocks();
});

// docs/product.md#apply
describe('applyPath', () => {
  it('goes to the AI tools with a numeric id', () => {
    expect(applyPath(42)).toBe('/ai-tools?jobId=42');
    expect(applyPath('17')).toBe('/ai-tools?jobId=17');
  });

  it.each([['abc'], ['12abc'], [''], [null], [undefined], [Number.NaN], [1.5], [-3], [0], ['1e3'], [{}]])(
    'ignores %p and logs it as an invalid job id',
    (id) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(applyPath(id)).toBeNull();
      expect(warn).toHaveBeenCalledWith('Invalid job id', id);
    },
  );

  it('parses without logging', () => {
    expect(parseJobId(' 7 ')).toBe(7);
    expect(parseJobId(Number.MAX_SAFE_INTEGER + 1)).toBeNull();
  });
});
