import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAddress } from './address';
import { ImportFormatError } from './csv';
import { parseLmiaCsv, splitOccupation } from './lmia-csv';
import { quarterEndDate, quarterFromFileName, quarterFromTitle, quarterLabel } from './quarter';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

const TITLE =
  '"Employers Who Were Issued a Positive Labour Market Impact Assessment (LMIA) by Program Stream, National Occupational Classification (NOC) 2021 and Business Location, January to March 2025",b,c,d,e,f,g,h';
const HEADER = 'Province/Territory,Program Stream,Employer,Address,Occupation,Incorporate Status,Approved LMIAs,Approved Positions';
const ROW =
  'Newfoundland and Labrador                                                  ,High Wage          ,Genoa Design International,"Mt. Pearl, NL A1N 4R6","21399-Other professional engineers, n.e.c.",Unknown,1,4';
const HEAD_OFFICE =
  'Employers carrying on business in Canada with Head Office outside of Canada,Low Wage            ,Van Oord Personeel BV,"Rotterdam, 3063NH",74201-Water transport deck and engine room crew,Corporation,5,17';

const file = (...lines: string[]) => lines.join('\n') + '\n';
const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as ImportFormatError;
  }
  throw new Error('expected an ImportFormatError');
};

describe('parseLmiaCsv on the published layout', () => {
  it('takes the quarter from the title line, trims padded values and splits the NOC on the first dash', () => {
    const parsed = parseLmiaCsv(file(TITLE, HEADER, ROW));
    expect(parsed.quarter).toBe('2025Q1');
    expect(parsed.rows).toEqual([
      expect.objectContaining({
        line: 3,
        provinceName: 'Newfoundland and Labrador',
        provinceCode: 'NL',
        stream: 'High Wage',
        employer: 'Genoa Design International',
        address: 'Mt. Pearl, NL A1N 4R6',
        city: 'Mt. Pearl',
        postalCode: 'A1N 4R6',
        nocCode: '21399',
        occupationTitle: 'Other professional engineers, n.e.c.',
        incorporateStatus: 'Unknown',
        approvedLmias: 1,
        approvedPositions: 4,
      }),
    ]);
  });

  it('gives head-office-outside-Canada rows a null province code and keeps the published name', () => {
    const [row] = parseLmiaCsv(file(TITLE, HEADER, HEAD_OFFICE)).rows;
    expect(row).toMatchObject({
      provinceCode: null,
      provinceName: 'Employers carrying on business in Canada with Head Office outside of Canada',
      city: 'Rotterdam',
      postalCode: null,
      approvedPositions: 17,
    });
  });

  it('maps columns by header name, in any order, and skips note rows', () => {
    const reordered = 'Employer,Occupation,Approved Positions,Approved LMIAs,Address,Program Stream,Province/Territory';
    const parsed = parseLmiaCsv(
      file(
        TITLE,
        reordered,
        'Acme Ltd.,63200-Cooks,2,1,"Halifax, NS B3K 4P1",Low Wage,Nova Scotia',
        '"Note: counts are provisional.",,,,,,',
      ),
    );
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0]).toMatchObject({
      employer: 'Acme Ltd.',
      provinceCode: 'NS',
      stream: 'Low Wage',
      nocCode: '63200',
      approvedPositions: 2,
      incorporateStatus: null,
    });
  });

  it('falls back to the file name for the quarter, and refuses a file with neither', () => {
    expect(parseLmiaCsv(file(HEADER, ROW), 'esdc_tfwp_2024q4_positive_lmia_en.csv').quarter).toBe('2024Q4');
    expect(errorOf(() => parseLmiaCsv(file(HEADER, ROW), 'lmia.csv')).message).toMatch(/^line 1: cannot tell the quarter/);
  });
});

describe('parseLmiaCsv refuses what it cannot read, naming the line', () => {
  it('a header without a required column', () => {
    const error = errorOf(() => parseLmiaCsv(file(TITLE, HEADER.replace('Address', 'Adress'), ROW)));
    expect(error).toBeInstanceOf(ImportFormatError);
    expect(error.message).toBe('line 2: missing required column "Address" in the header row');
  });

  it('a file with no header row at all', () => {
    expect(errorOf(() => parseLmiaCsv(file(TITLE, ROW, ROW))).message).toMatch(/^line 1: no header row/);
  });

  it('a truncated row', () => {
    const error = errorOf(() => parseLmiaCsv(file(TITLE, HEADER, ROW, ROW, 'Ontario,High Wage,Acme Ltd.,"Toronto, ON M5V 1A1"')));
    expect(error.message).toBe('line 5: expected 8 cells as in the header row, found 4 (a truncated or shifted row)');
  });

  it('a row cut inside a quoted cell', () => {
    expect(errorOf(() => parseLmiaCsv(file(TITLE, HEADER, ROW, 'Ontario,High Wage,Acme Ltd.,"Toronto, ON'))).message).toMatch(
      /^line 4: not readable as CSV/,
    );
  });

  it('a non-numeric count', () => {
    const error = errorOf(() => parseLmiaCsv(file(TITLE, HEADER, ROW, ROW.replace(/,1,4$/, ',1,four'))));
    expect(error.message).toBe('line 4: "Approved Positions" is not a whole number: "four"');
  });

  it('an occupation without a 5-digit NOC code, and an unknown province', () => {
    expect(errorOf(() => parseLmiaCsv(file(TITLE, HEADER, ROW.replace('21399-', '2139-')))).message).toMatch(
      /^line 3: occupation "2139-Other/,
    );
    expect(errorOf(() => parseLmiaCsv(file(TITLE, HEADER, ROW.replace('Newfoundland and Labrador', 'Atlantis')))).message).toBe(
      'line 3: unknown province or territory "Atlantis"',
    );
  });
});

describe('older layouts', () => {
  it('reads fewer columns with province and stream on rows of their own, carried down', () => {
    const parsed = parseLmiaCsv(fixture('esdc_tfwp_older_layout.csv'), 'esdc_tfwp_older_layout.csv');
    expect(parsed.quarter).toBe('2019Q2');
    expect(parsed.rows.map((r) => [r.provinceCode, r.stream, r.employer, r.city, r.nocCode, r.approvedLmias, r.approvedPositions])).toEqual(
      [
        ['AB', 'High-wage', 'Prairie Engineering Ltd.', 'Calgary', '21399', null, 3],
        ['AB', 'High-wage', 'Chinook Software Inc.', 'Lethbridge', '21231', null, 1],
        ['AB', 'Primary Agriculture', 'Sunny Valley Farms Ltd.', 'Brooks', '85101', null, 12],
        ['ON', 'Low-wage', 'Lakeside Bakery', 'Thunder Bay', '63202', null, 2],
        [null, 'Low-wage', 'North Sea Shipping AS', 'Stavanger', '74201', null, 4],
      ],
    );
  });

  it('reads a layout with no province or stream columns at all', () => {
    const parsed = parseLmiaCsv(
      file(
        'Employer,Address,Occupation,Positions Approved',
        'Manitoba,,,',
        'Red River Foods,"Winnipeg, MB R3C 0A1",94140-Process control and machine operators - food and beverage processing,6',
      ),
      'esdc_tfwp_2018q3.csv',
    );
    expect(parsed.quarter).toBe('2018Q3');
    expect(parsed.rows[0]).toMatchObject({
      provinceCode: 'MB',
      stream: 'Not specified',
      occupationTitle: 'Process control and machine operators - food and beverage processing',
    });
  });
});

describe('pieces', () => {
  it('splits the occupation on the first dash only', () => {
    expect(splitOccupation('21399-Other professional engineers, n.e.c.', 1)).toEqual({
      nocCode: '21399',
      occupationTitle: 'Other professional engineers, n.e.c.',
    });
    expect(splitOccupation('00012-Senior managers - financial, communications and other business services', 1)).toEqual({
      nocCode: '00012',
      occupationTitle: 'Senior managers - financial, communications and other business services',
    });
  });

  it.each([
    ['Mt. Pearl, NL A1N 4R6', 'Mt. Pearl', 'A1N 4R6'],
    ['Montréal, QC H2S  3H', 'Montréal', null],
    ['Québec, QC G1K 8G3', 'Québec', 'G1K 8G3'],
    ['Alliston,, ON L9R 1P8', 'Alliston', 'L9R 1P8'],
    [', Laval, QC H7N 5T1', 'Laval', 'H7N 5T1'],
    ['Hamilton, Ontario, Canada, ON L9C 3L5', 'Hamilton', 'L9C 3L5'],
    ['Tyne Valley RR#1, PE C0B 2C0', 'Tyne Valley', 'C0B 2C0'],
    ['100 Mile House, BC V0K 2E0', '100 Mile House', 'V0K 2E0'],
    ['Abbotsford, V3G 2A1', 'Abbotsford', 'V3G 2A1'],
    ['LUXEMBOURG, L-1150', 'LUXEMBOURG', null],
    ['Missoula, MT, 59802', 'Missoula', null],
  ])('parses the city of %s', (address, city, postalCode) => {
    expect(parseAddress(address)).toEqual({ city, postalCode });
  });

  it('names quarters', () => {
    expect(quarterFromTitle('…, July to September 2024')).toBe('2024Q3');
    expect(quarterFromTitle('…, October to December 2024')).toBe('2024Q4');
    expect(quarterFromTitle('…, January to June 2024')).toBeUndefined();
    expect(quarterFromFileName('esdc_tfwp_2025q1_positive_lmia_en.csv')).toBe('2025Q1');
    expect(quarterLabel('2025Q1')).toBe('Jan–Mar 2025');
    expect(quarterEndDate('2024Q4').toISOString()).toBe('2024-12-31T00:00:00.000Z');
    expect(quarterEndDate('2025Q1').toISOString()).toBe('2025-03-31T00:00:00.000Z');
  });
});
