import { describe, expect, it } from 'vitest';
import { writerLabel } from './document-engine';

describe('writerLabel', () => {
  it('writes a GPT model as people write it and leaves other writers as they are', () => {
    expect(writerLabel('gpt-4o')).toBe('GPT-4o');
    expect(writerLabel('gpt-4o-mini')).toBe('GPT-4o-mini');
    expect(writerLabel('the built-in writer')).toBe('the built-in writer');
    expect(writerLabel('llama-3.1-70b')).toBe('llama-3.1-70b');
  });
});
