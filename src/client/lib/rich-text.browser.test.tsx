import { render } from 'vitest-browser-react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('makes each tag an element around its words, in the order the text puts them', async () => {
    const screen = await render(
      <p data-testid="text">
        <RichText
          text="Soma <terms>masharti</terms> na <privacy>sera ya faragha</privacy> kwanza."
          tags={{ terms: (words) => <a href="/terms">{words}</a>, privacy: (words) => <a href="/privacy">{words}</a> }}
        />
      </p>,
    );
    const paragraph = screen.getByTestId('text').element();
    expect(paragraph.textContent).toBe('Soma masharti na sera ya faragha kwanza.');
    expect([...paragraph.querySelectorAll('a')].map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/terms', 'masharti'],
      ['/privacy', 'sera ya faragha'],
    ]);
  });

  it('renders markup in the words as text, and an unknown tag as its words', async () => {
    const screen = await render(
      <p data-testid="text">
        <RichText text={'<b>bold</b> &amp; <img src=x onerror=alert(1)>'} tags={{}} />
      </p>,
    );
    const paragraph = screen.getByTestId('text').element();
    expect(paragraph.querySelector('b, img')).toBeNull();
    expect(paragraph.textContent).toBe('bold &amp; <img src=x onerror=alert(1)>');
  });
});
