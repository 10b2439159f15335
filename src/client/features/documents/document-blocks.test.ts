import { describe, expect, it } from 'vitest';
import { documentPlainText, listItemNumbers, parseDocumentBlocks, parseInline, type DocumentBlock } from './document-blocks';

/** The built-in writer's modern template, as it writes a caregiver's resume. */
const RESUME = `# Wanjĩrũ Njoroge-Ogutu

**Caregiver · Nairobi, Kenya**

Nairobi, Kenya · +254 798 112 430 · wanjiru@gmail.com

## Core Skills

Personal care and hygiene support · Dementia care · First aid

## Experience

**Caregiver** · Amani Elderly Care Home, Karen, Nairobi · Apr 2021 – Present
- Assist 8 elderly residents with bathing, dressing, feeding and mobility
- Give medication as prescribed

## Education

- **Certificate in Caregiving** · Kenya Red Cross Training Institute · 2018
`;

describe('parseDocumentBlocks', () => {
  it("reads the writer's resume: the name, sections, a role line and its bullets", () => {
    expect(parseDocumentBlocks(RESUME)).toEqual<DocumentBlock[]>([
      { type: 'heading', level: 1, runs: [{ text: 'Wanjĩrũ Njoroge-Ogutu' }] },
      { type: 'paragraph', runs: [{ text: 'Caregiver · Nairobi, Kenya', bold: true }] },
      { type: 'paragraph', runs: [{ text: 'Nairobi, Kenya · +254 798 112 430 · wanjiru@gmail.com' }] },
      { type: 'heading', level: 2, runs: [{ text: 'Core Skills' }] },
      { type: 'paragraph', runs: [{ text: 'Personal care and hygiene support · Dementia care · First aid' }] },
      { type: 'heading', level: 2, runs: [{ text: 'Experience' }] },
      {
        type: 'paragraph',
        runs: [{ text: 'Caregiver', bold: true }, { text: ' · Amani Elderly Care Home, Karen, Nairobi · Apr 2021 – Present' }],
      },
      {
        type: 'bullet-list',
        items: [
          { runs: [{ text: 'Assist 8 elderly residents with bathing, dressing, feeding and mobility' }], level: 0 },
          { runs: [{ text: 'Give medication as prescribed' }], level: 0 },
        ],
      },
      { type: 'heading', level: 2, runs: [{ text: 'Education' }] },
      {
        type: 'bullet-list',
        items: [
          {
            runs: [{ text: 'Certificate in Caregiving', bold: true }, { text: ' · Kenya Red Cross Training Institute · 2018' }],
            level: 0,
          },
        ],
      },
    ]);
  });

  it('reads heading levels 1 to 3; deeper headings are level 3, closing hashes go, "#tag" is text', () => {
    const blocks = parseDocumentBlocks('# One\n## Two ##\n### Three\n#### Four\n#tag\n#\n##   ');
    expect(blocks).toEqual([
      { type: 'heading', level: 1, runs: [{ text: 'One' }] },
      { type: 'heading', level: 2, runs: [{ text: 'Two' }] },
      { type: 'heading', level: 3, runs: [{ text: 'Three' }] },
      { type: 'heading', level: 3, runs: [{ text: 'Four' }] },
      { type: 'paragraph', runs: [{ text: '#tag' }] },
    ]);
  });

  it('takes -, *, + and • bullets into one list, and a blank line between items does not split it', () => {
    const blocks = parseDocumentBlocks('- one\n* two\n\n+ three\n• four');
    expect(blocks).toEqual([
      {
        type: 'bullet-list',
        items: ['one', 'two', 'three', 'four'].map((text) => ({ runs: [{ text }], level: 0 })),
      },
    ]);
  });

  it('nests indented items and carries indented lines on to the item above', () => {
    const blocks = parseDocumentBlocks('- Managed the ward\n  and trained new staff\n  - night shifts\n- Kept records');
    expect(blocks).toEqual([
      {
        type: 'bullet-list',
        items: [
          { runs: [{ text: 'Managed the ward and trained new staff' }], level: 0 },
          { runs: [{ text: 'night shifts' }], level: 1 },
          { runs: [{ text: 'Kept records' }], level: 0 },
        ],
      },
    ]);
  });

  it('reads numbered items with their start, and numbers nested items from 1', () => {
    const [list] = parseDocumentBlocks('3. Third\n   1. detail\n   2. more\n4) Fourth');
    expect(list).toMatchObject({ type: 'numbered-list', start: 3 });
    expect(list?.type === 'numbered-list' && listItemNumbers(list)).toEqual([3, 1, 2, 4]);
  });

  it('does not take a year at the start of a sentence for a list number', () => {
    expect(parseDocumentBlocks('2018. Certificate in Caregiving')).toEqual([
      { type: 'paragraph', runs: [{ text: '2018. Certificate in Caregiving' }] },
    ]);
  });

  it('joins quote lines into one quote and reads rules', () => {
    expect(parseDocumentBlocks('> Caring is my calling.\n> — Wanjĩrũ\n\n---\n* * *\n___')).toEqual([
      { type: 'quote', runs: [{ text: 'Caring is my calling.\n— Wanjĩrũ' }] },
      { type: 'rule' },
      { type: 'rule' },
      { type: 'rule' },
    ]);
  });

  it('keeps the lines of a paragraph apart (a letter’s address) and ends it at a list or heading', () => {
    expect(parseDocumentBlocks('Hiring Manager\nMaple Care Ltd.\n- one\n## Next')).toEqual([
      { type: 'paragraph', runs: [{ text: 'Hiring Manager\nMaple Care Ltd.' }] },
      { type: 'bullet-list', items: [{ runs: [{ text: 'one' }], level: 0 }] },
      { type: 'heading', level: 2, runs: [{ text: 'Next' }] },
    ]);
  });

  it('keeps HTML as literal text', () => {
    expect(parseDocumentBlocks('<script>alert(1)</script>\n\n- <img src=x onerror=alert(1)>')).toEqual([
      { type: 'paragraph', runs: [{ text: '<script>alert(1)</script>' }] },
      { type: 'bullet-list', items: [{ runs: [{ text: '<img src=x onerror=alert(1)>' }], level: 0 }] },
    ]);
  });

  it('drops Windows line ends, control characters, lone surrogates and code fences, and keeps emoji', () => {
    expect(parseDocumentBlocks('```markdown\r\n# Name\u0007\r\n\r\nCare \uD800worker 👋\r\n```')).toEqual([
      { type: 'heading', level: 1, runs: [{ text: 'Name' }] },
      { type: 'paragraph', runs: [{ text: 'Care worker 👋' }] },
    ]);
  });

  it('gives nothing for empty or blank text', () => {
    expect(parseDocumentBlocks('')).toEqual([]);
    expect(parseDocumentBlocks(' \n\n\t\n')).toEqual([]);
  });

  it('reads a long hostile text in linear time', () => {
    const hostile = ['*'.repeat(50_000), '**a '.repeat(20_000), '#'.repeat(50_000), `# ${' '.repeat(50_000)}x`, '- '.repeat(25_000)].join(
      '\n',
    );
    const started = performance.now();
    parseDocumentBlocks(hostile);
    // Linear reading takes 0.15–0.27 s here (beside a running suite), and a backtracking pattern over these 200,000 characters would take
    // minutes. The bound sits far from both, so a suite sharing two cores (817 ms seen beside the full run) passes.
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe('parseInline', () => {
  it.each<[string, ReturnType<typeof parseInline>]>([
    ['plain', [{ text: 'plain' }]],
    ['**Re: Application**', [{ text: 'Re: Application', bold: true }]],
    ['a *b* c', [{ text: 'a ' }, { text: 'b', italic: true }, { text: ' c' }]],
    ['***both***', [{ text: 'both', bold: true, italic: true }]],
    [
      '**bold *and italic***',
      [
        { text: 'bold ', bold: true },
        { text: 'and italic', bold: true, italic: true },
      ],
    ],
    [
      '*italic **and bold***',
      [
        { text: 'italic ', italic: true },
        { text: 'and bold', bold: true, italic: true },
      ],
    ],
    ['**Skills:**Python', [{ text: 'Skills:', bold: true }, { text: 'Python' }]],
  ])('%s', (line, runs) => {
    expect(parseInline(line)).toEqual(runs);
  });

  it.each(['5* hotel', '2 * 3 * 4', 'C*C*', '** not bold **', '**unclosed', 'a ** b', '****', 'file_name_v2'])(
    'leaves %s as typed',
    (line) => {
      expect(parseInline(line)).toEqual([{ text: line }]);
    },
  );
});

describe('documentPlainText', () => {
  it('strips the markers and keeps bullets and numbers', () => {
    expect(documentPlainText('# Name\n\n**Caregiver** · Karen\n- *Gave* care\n\n1. First\n2. Second\n\n---\n\n> Quote')).toBe(
      'Name\n\nCaregiver · Karen\n\n- Gave care\n\n1. First\n2. Second\n\nQuote\n',
    );
  });

  it('is empty for an empty document', () => {
    expect(documentPlainText('\n\n')).toBe('');
  });
});
