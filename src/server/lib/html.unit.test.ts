import { describe, expect, it } from 'vitest';
import { boundText, escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes the five characters that can open markup or close an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves other text as it is, and escapes an ampersand once', () => {
    expect(escapeHtml('Café · Ontario — 料理人')).toBe('Café · Ontario — 料理人');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});

describe('boundText', () => {
  it('keeps a short text whole and cuts a long one to the bound, ellipsis included, without splitting an emoji', () => {
    expect(boundText('Line cook', 80)).toBe('Line cook');
    expect(boundText('a'.repeat(81), 80)).toBe(`${'a'.repeat(79)}…`);
    expect(Array.from(boundText('a'.repeat(81), 80))).toHaveLength(80);
    expect(boundText('😀😀😀', 2)).toBe('😀…');
  });
});
