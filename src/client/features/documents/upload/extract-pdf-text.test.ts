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

// The other sidebar CV (e2e/fixtures/make-two-column-pdf.ts): the name in large type in the narrow left column,
// where it wraps onto three lines, and type of one size on both sides, so that many lines of the two columns sit
// level by chance. Read as a table, every row mixed the columns ("Wanjĩrũ⇥Work Experience") and the name was lost.
const SIDEBAR_NAME = new URL('../../../../../e2e/fixtures/resume-sidebar-name.pdf', import.meta.url);

describe('extractPdfText: a sidebar CV with the name wrapped in the narrow column', () => {
  const read = () => extractPdfText(new Uint8Array(readFileSync(SIDEBAR_NAME)));

  it('gives the whole name as one first line', async () => {
    const lines = (await read()).text.split('\n');
    expect(lines[0]).toBe('Wanjĩrũ Njoroge Kamau');
  });

  it('reads each column whole, the sidebar with the name first', async () => {
    const { text } = await read();
    expect(text).not.toContain('\t');
    const [sidebar = '', main = ''] = text.split('\n\n');
    expect(sidebar).toMatch(/^Wanjĩrũ Njoroge Kamau\nwanjiru\.kamau@example\.com\n\+254 722 111 222\nNyeri, Kenya\nSkills\n/);
    expect(sidebar).not.toMatch(/Work Experience|Staff Nurse|Naivas/);
    expect(main.split('\n').slice(0, 5)).toEqual([
      'Work Experience',
      'Staff Nurse',
      'Nyeri County Referral Hospital, Nyeri',
      'Jan 2019 – Present',
      'Cared for 30 patients a shift on the medical ward.',
    ]);
  });
});
