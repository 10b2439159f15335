import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from './extract-pdf-text';

// A two-column CV printed by Chromium (e2e/fixtures/make-two-column-pdf.ts): a sidebar with contact, skills and
// languages beside the main column, whose first line is the name in large type. Read line by line across the
// page, the name came out beside "Contact" and the member's documents were headed "Resume" (issue 26).
const TWO_COLUMN = new URL('../../../../../e2e/fixtures/resume-two-column.pdf', import.meta.url);

describe('extractPdfText: a two-column CV made in Chromium (docs/product.md#uploads)', () => {
  const read = () => extractPdfText(new Uint8Array(readFileSync(TWO_COLUMN)));

  it('gives the name, with ĩ and ũ, as the first line, then the title', async () => {
    const lines = (await read()).text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['Wanjĩrũ Njoroge Kamau', 'Heavy Truck Driver']);
  });

  it('reads the main column whole, then the sidebar whole, never a line of one beside a line of the other', async () => {
    const { text, pages } = await read();
    expect(pages).toBe(1);
    expect(text).not.toContain('\t');
    const [main = '', sidebar = ''] = text.split('\n\n');
    expect(main).toContain(
      [
        'Long-haul Truck Driver',
        'Siginon Freight Ltd, Mombasa | Feb 2019 – To date',
        'Drove 40-tonne trailers on the Northern Corridor, 12,000 km a month',
        'Completed daily pre-trip inspections and kept accurate logbooks',
        'Delivered 98% of loads on schedule across the border at Malaba',
        'Delivery Driver',
      ].join('\n'),
    );
    expect(main).not.toMatch(/Contact|Defensive driving|Kiswahili/);
    expect(sidebar.split('\n')).toEqual([
      'Contact',
      'Nyeri, Kenya',
      '+254 722 410 118',
      'wanjiru.kamau@example.com',
      'Skills',
      'Defensive driving',
      'Vehicle inspection',
      'Route planning',
      'Cargo securing',
      'Logbook records',
      'Languages',
      'English, Kiswahili, Gĩkũyũ',
    ]);
  });
});
