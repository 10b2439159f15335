import { describe, expect, it } from 'vitest';
import { caretAfterSignificant } from './caret';

describe('caretAfterSignificant', () => {
  it('puts the caret after the same number of digits once spaces move', () => {
    // '4242 4|242' with a 5 typed after the fifth digit becomes '4242 45|24 2'.
    expect(caretAfterSignificant('4242 4524 2', 6)).toBe(7);
    expect(caretAfterSignificant('4242 4242', 4)).toBe(4);
    expect(caretAfterSignificant('12/3', 3)).toBe(4);
  });

  it('handles both ends', () => {
    expect(caretAfterSignificant('4242', 0)).toBe(0);
    expect(caretAfterSignificant('4242', 9)).toBe(4);
  });
});
