import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocumentView } from './components/document-view';

const render = (content: string) => renderToStaticMarkup(createElement(DocumentView, { content }));

describe('DocumentView', () => {
  it('shows HTML typed by a member as text, never as elements', () => {
    const html = render(
      [
        '# <script>alert(1)</script>',
        '',
        'Hello <img src=x onerror=alert(1)> and <a href="javascript:alert(1)">me</a>',
        '',
        '- **<script>alert(2)</script>**',
        '',
        '> <iframe src="https://example.com"></iframe>',
      ].join('\n'),
    );
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<strong class="font-semibold text-gray-900">&lt;script&gt;alert(2)&lt;/script&gt;</strong>');
    expect(html).toContain('&lt;iframe');
    expect(html).not.toMatch(/<script|<img|<iframe|<a[\s>]/i);
  });

  it('renders headings one level below the page title, paragraphs, bold and italic', () => {
    const html = render('# Wanjĩrũ Njoroge-Ogutu\n\n**Caregiver** · Karen, *Nairobi*\n\n## Experience\n\n### Amani Care Home');
    expect(html).toMatch(/<h2[^>]*>Wanjĩrũ Njoroge-Ogutu<\/h2>/);
    expect(html).toMatch(/<p[^>]*><strong[^>]*>Caregiver<\/strong> · Karen, <em>Nairobi<\/em><\/p>/);
    expect(html).toMatch(/<h3[^>]*>Experience<\/h3>/);
    expect(html).toMatch(/<h4[^>]*>Amani Care Home<\/h4>/);
    expect(html).not.toContain('<h1');
  });

  it('renders bullet lists, nested items and numbered lists with their start', () => {
    const html = render('- Bathing\n  - night shifts\n- Feeding\n\nText\n\n3. Third\n4. Fourth');
    expect(html).toMatch(/<ul[^>]*><li[^>]*>Bathing<ul[^>]*><li[^>]*>night shifts<\/li><\/ul><\/li><li[^>]*>Feeding<\/li><\/ul>/);
    expect(html).toMatch(/<ol[^>]*start="3"[^>]*><li[^>]*>Third<\/li><li[^>]*>Fourth<\/li><\/ol>/);
  });

  it('renders quotes and rules', () => {
    const html = render('> Caring is my calling.\n\n---');
    expect(html).toMatch(/<blockquote[^>]*>Caring is my calling.<\/blockquote>/);
    expect(html).toMatch(/<hr[^>]*\/>/);
  });

  it('renders nothing inside its box for an empty document', () => {
    expect(render('')).toBe('<div class="grid gap-3 text-sm leading-relaxed break-words text-gray-800 sm:text-base"></div>');
  });
});
