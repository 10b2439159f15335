import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

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
