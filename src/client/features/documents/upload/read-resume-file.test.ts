import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  acceptedPhrase,
  extensionList,
  readResumeFile,
  RESUME_FILE_MAX_BYTES,
  type ResumeFileKind,
} from './read-resume-file';
import { ResumeFileError } from './resume-file-error';

const ALL: readonly ResumeFileKind[] = ['pdf', 'txt', 'docx'];
const TXT_ONLY: readonly ResumeFileKind[] = ['txt'];

/** Helvetica has no ĩ or ũ: the Kenyan names need an embedded TrueType font, the one the product ships. */
const FONT = fileURLToPath(new URL('../../../assets/fonts/LiberationSans-Regular.ttf', import.meta.url));

function makePdf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

const file = (bytes: Uint8Array | string, name: string, type = '') => new File([bytes], name, { type });

async function refusal(promise: Promise<unknown>): Promise<ResumeFileError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ResumeFileError);
  return error as ResumeFileError;
}

describe('readResumeFile: PDF', () => {
  it('reads every page, keeps ĩ and ũ, and keeps the rows of a two-column page', async () => {
    const pdf = await makePdf((doc) => {
      doc.font(FONT).fontSize(20).text('Wanjĩrũ Njoroge-Ogutu', 50, 60, { lineBreak: false });
      doc.fontSize(11).text('Caregiver · Nairobi, Kenya · +254 712 345 678', 50, 90, { lineBreak: false });
      doc.addPage();
      // Drawn a column at a time, as many CV templates do: the file's order is not the reading order.
      const rows = [
        ['Jan 2019 – To date', 'Caregiver, Amani Home Care, Nairobi'],
        ['Mar 2016 – Dec 2018', 'Nursing Aide, Kikuyu Mission Hospital'],
        ['2015', 'KCSE, Alliance Girls High School (B+)'],
      ] as const;
      rows.forEach(([left], index) => doc.fontSize(11).text(left, 50, 80 + index * 20, { lineBreak: false }));
      rows.forEach(([, right], index) => doc.fontSize(11).text(right, 220, 80 + index * 20, { lineBreak: false }));
    });
    const progress: string[] = [];
    const result = await readResumeFile(file(pdf, 'cv.pdf', 'application/pdf'), {
      accept: ALL,
      onProgress: (message) => progress.push(message),
    });

    expect(result).toMatchObject({ kind: 'pdf', pages: 2, truncated: false });
    expect(result.text).toBe(
      [
        'Wanjĩrũ Njoroge-Ogutu',
        'Caregiver · Nairobi, Kenya · +254 712 345 678',
        '',
        'Jan 2019 – To date\tCaregiver, Amani Home Care, Nairobi',
        'Mar 2016 – Dec 2018\tNursing Aide, Kikuyu Mission Hospital',
        '2015\tKCSE, Alliance Girls High School (B+)',
      ].join('\n'),
    );
    expect(progress).toEqual(['Reading your file…', 'Opening the PDF…', 'Reading page 1 of 2…', 'Reading page 2 of 2…']);
  });

  it('reads a PDF in a standard font, whatever the file is called', async () => {
    const pdf = await makePdf((doc) => doc.fontSize(12).text('Grace Achieng Otieno', 50, 60).text('Housekeeper, Mombasa', 50, 80));
    const result = await readResumeFile(file(pdf, 'scan.png', 'image/png'), { accept: ALL });
    expect(result).toEqual({ kind: 'pdf', pages: 1, truncated: false, text: 'Grace Achieng Otieno\nHousekeeper, Mombasa' });
  });

  it('refuses a PDF without text (a scan) and a broken one', async () => {
    const scan = await makePdf((doc) => doc.rect(50, 50, 300, 400).fill('#336699'));
    const broken = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...Array.from({ length: 2000 }, (_, i) => (i * 37) % 256)]);
    for (const bytes of [scan, broken]) {
      const error = await refusal(readResumeFile(file(bytes, 'cv.pdf', 'application/pdf'), { accept: ALL }));
      expect(error.title).toBe('PDF Parsing Failed');
      expect(error.description).toContain('image-based (a scan) or corrupted');
    }
  });
});

describe('readResumeFile: Word', () => {
  it('reads the text of a .docx', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: 'Wanjĩrũ Njoroge-Ogutu', bold: true })] }),
            new Paragraph('Work Experience'),
            new Paragraph('Caregiver, Amani Home Care — Jan 2019 – To date'),
          ],
        },
      ],
    });
    const bytes = new Uint8Array(await Packer.toBuffer(doc));
    const result = await readResumeFile(file(bytes, 'cv.docx'), { accept: ALL });
    expect(result).toEqual({
      kind: 'docx',
      truncated: false,
      text: 'Wanjĩrũ Njoroge-Ogutu\n\nWork Experience\n\nCaregiver, Amani Home Care — Jan 2019 – To date',
    });
  });

  it('refuses a .docx where only text files are accepted, and an old .doc', async () => {
    const docx = new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('CV')] }] })));
    const wrongPlace = await refusal(readResumeFile(file(docx, 'cv.docx'), { accept: TXT_ONLY }));
    expect(wrongPlace.title).toBe('Invalid File Type');
    expect(wrongPlace.description).toBe('This file is a Word document (.docx). Please upload a .txt file, or paste the text instead.');

    const ole = new Uint8Array(2048);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    ole.set(
      Uint8Array.from('WordDocument', (char) => char.charCodeAt(0)).reduce<number[]>((out, code) => [...out, code, 0], []),
      1024,
    );
    const old = await refusal(readResumeFile(file(ole, 'cv.doc', 'application/msword'), { accept: ALL }));
    expect(old.title).toBe('Word Documents');
    const oldWhereTextOnly = await refusal(readResumeFile(file(ole, 'cv.doc'), { accept: TXT_ONLY }));
    expect(oldWhereTextOnly.description).toContain('This file is an old Word document (.doc).');
  });
});

describe('readResumeFile: refusals by type and size', () => {
  it('names an image by its bytes, not its name', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const error = await refusal(readResumeFile(file(png, 'cv.pdf', 'application/pdf'), { accept: ALL }));
    expect(error.title).toBe('Invalid File Type');
    expect(error.description).toBe('This file is a PNG image. Please upload a .pdf, .txt or .docx file, or paste the text instead.');

    const jpeg = await refusal(readResumeFile(file(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]), 'cv.txt'), { accept: TXT_ONLY }));
    expect(jpeg.description).toContain('This file is a JPEG image. Please upload a .txt file');
    const binary = await refusal(
      readResumeFile(file(new Uint8Array([1, 0, 2, 0, 3]), 'cv.pages', 'application/octet-stream'), { accept: ALL }),
    );
    expect(binary.description).toContain('This file is a file of an unknown type (application/octet-stream).');
  });

  it('refuses a file over 5 MB before reading it', async () => {
    const big = file(new Uint8Array(6 * 1024 * 1024), 'cv.pdf', 'application/pdf');
    const error = await refusal(readResumeFile(big, { accept: ALL }));
    expect(error.title).toBe('File Too Large');
    expect(error.description).toContain('This file is 6.0 MB; the limit is 5 MB.');
    const justOver = await refusal(readResumeFile(file(new Uint8Array(RESUME_FILE_MAX_BYTES + 1), 'cv.txt'), { accept: ALL }));
    expect(justOver.description).toContain('This file is 5.1 MB');
  });
});

describe('readResumeFile: text', () => {
  it('drops the BOM and Windows line endings', async () => {
    const bytes = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode('  Wanjĩrũ Njoroge-Ogutu\r\nNairobi, Kenya  \r\n\r\n\r\n\r\nSkills\r\n'),
    ]);
    expect(await readResumeFile(file(bytes, 'cv.txt', 'text/plain'), { accept: TXT_ONLY })).toEqual({
      kind: 'txt',
      truncated: false,
      text: 'Wanjĩrũ Njoroge-Ogutu\nNairobi, Kenya\n\nSkills',
    });
  });

  it('reads UTF-16 with its BOM and Windows-1252 from older editors', async () => {
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...[...'Wanjĩrũ\r\nKCSE'].flatMap((char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8]),
    ]);
    expect((await readResumeFile(file(utf16, 'cv.txt'), { accept: TXT_ONLY })).text).toBe('Wanjĩrũ\nKCSE');
    const cp1252 = new Uint8Array([...new TextEncoder().encode('Jan 2019 '), 0x96, ...new TextEncoder().encode(' To date')]);
    expect((await readResumeFile(file(cp1252, 'cv.txt'), { accept: TXT_ONLY })).text).toBe('Jan 2019 – To date');
  });

  it('cuts a text over 50,000 characters to the limit', async () => {
    const result = await readResumeFile(file('Caregiver. '.repeat(6000), 'cv.txt'), { accept: TXT_ONLY });
    expect(result.truncated).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(50_000);
    expect(result.text.length).toBeGreaterThan(49_990);
  });

  it('says an empty file could not be read', async () => {
    expect((await refusal(readResumeFile(file(' \r\n ', 'cv.txt'), { accept: TXT_ONLY }))).title).toBe('File Could Not Be Read');
  });
});

describe('the resume files of the upload journeys (e2e/fixtures, made by make-fixtures.ts)', () => {
  const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../../../e2e/fixtures/${name}`, import.meta.url)));

  it('hold the same text: the PDF line for line, the Word file paragraph for paragraph', async () => {
    const [txt, pdf, docx] = await Promise.all(
      ['resume-wanjiru.txt', 'resume-wanjiru.pdf', 'resume-wanjiru.docx'].map((name) =>
        readResumeFile(file(fixture(name), name), { accept: ALL }),
      ),
    );
    const lines = txt!.text.split('\n').filter((line) => line !== '');
    expect(lines).toContain('Amani Home Care, Nairobi | Jan 2019 – To date');
    expect(pdf).toMatchObject({ kind: 'pdf', pages: 1 });
    expect(pdf!.text.split('\n')).toEqual(lines);
    // Word keeps its bullets as list formatting, not as characters.
    expect(docx!.text.split('\n').filter((line) => line !== '')).toEqual(lines.map((line) => line.replace(/^• /, '')));
  });
});

describe('accepted types', () => {
  it('builds the phrases and the accept attribute from the list', () => {
    expect(extensionList(ALL)).toBe('.pdf, .txt or .docx');
    expect(acceptedPhrase(ALL)).toBe('a .pdf, .txt or .docx file');
    expect(acceptedPhrase(TXT_ONLY)).toBe('a .txt file');
    expect(acceptedPhrase(['txt', 'pdf'])).toBe('a .txt or .pdf file');
    expect(acceptAttribute(['txt', 'pdf'])).toBe('.txt,text/plain,.pdf,application/pdf');
  });
});
