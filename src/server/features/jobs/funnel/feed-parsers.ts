import { XMLParser } from 'fast-xml-parser';

/** One job posting as read from a feed, before it is matched to provinces, categories and LMIAs. */
export interface FeedPosting {
  ref: string;
  title: string;
  company: string | null;
  location: string | null;
  description: string;
  url: string | null;
  salary: string | null;
  nocCode: string | null;
  publishedAt: Date | null;
}

export class FeedFormatError extends Error {
  override name = 'FeedFormatError';
}

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  removeNSPrefix: true,
  processEntities: true,
  htmlEntities: true,
});

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Text of an XML node that may be a string, a number or { '#text': … }. */
function text(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (typeof node === 'object' && '#text' in (node as object)) return String((node as { '#text': unknown })['#text']);
  return '';
}

/**
 * Removes each <script>…</script> and <style>…</style> element, as /<(script|style)[\s\S]*?<\/\1>/gi
 * would, in time proportional to the text. That pattern searched to the end of the text for every opening
 * tag without a closing one, so a feed of '<script<script…' took time that grows with the square of its
 * length. Here an element name found unclosed once is not searched for again: no later one can close.
 */
function removeScriptsAndStyles(html: string): string {
  const opening = /<(script|style)/gi;
  const closings: Record<string, RegExp> = { script: /<\/script>/gi, style: /<\/style>/gi };
  const unclosed = new Set<string>();
  let result = '';
  let copiedUpTo = 0;
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    const name = match[1]!.toLowerCase();
    if (unclosed.has(name)) continue;
    const closing = closings[name]!;
    closing.lastIndex = opening.lastIndex;
    const end = closing.exec(html);
    if (!end) {
      unclosed.add(name);
      continue;
    }
    result += `${html.slice(copiedUpTo, match.index)} `;
    copiedUpTo = closing.lastIndex;
    opening.lastIndex = closing.lastIndex;
  }
  return result + html.slice(copiedUpTo);
}

/**
 * Replaces each tag ('<' and at least one character up to the next '>') with a space, as /<[^>]+>/g would,
 * in time proportional to the text: that pattern read to the end of the text for every '<' after the
 * last '>'. Once no '>' is left, nothing after it can be a tag.
 */
function removeTags(html: string): string {
  let result = '';
  let copiedUpTo = 0;
  let from = 0;
  for (;;) {
    const start = html.indexOf('<', from);
    if (start < 0) break;
    const end = html.indexOf('>', start + 1);
    if (end < 0) break;
    if (end === start + 1) {
      // '<>' is no tag; the '>' cannot start one either.
      from = end + 1;
      continue;
    }
    result += `${html.slice(copiedUpTo, start)} `;
    copiedUpTo = end + 1;
    from = end + 1;
  }
  return result + html.slice(copiedUpTo);
}

/** Feeds carry HTML in descriptions; we keep plain text (React renders it escaped). */
export function plainText(html: string): string {
  return (
    removeTags(removeScriptsAndStyles(html).replace(/<br\s*\/?>|<\/p>|<\/li>/gi, '\n'))
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/[ \t]+/g, ' ')
      // A run of whitespace with a line break in it becomes that one line break. (/\s*\n\s*/ did the same, but
      // retried from every position of a long run without one.)
      .replace(/\s+/g, (run) => (run.includes('\n') ? '\n' : run))
      .trim()
      .slice(0, 10_000)
  );
}

/**
 * A feed's date. A bare calendar date ('2025/10/20', '2025-10-20', as Job Bank files carry) is read as UTC
 * midnight: `new Date` would read the slashed form in the server's local time zone.
 */
const date = (value: string) => {
  const calendar = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(value.trim());
  const parsed = calendar
    ? new Date(Date.UTC(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3])))
    : value
      ? new Date(value)
      : null;
  // 2025/02/30 and 2025/13/01 are no dates, though Date.UTC would roll them over.
  if (calendar && parsed && (parsed.getUTCMonth() !== Number(calendar[2]) - 1 || parsed.getUTCDate() !== Number(calendar[3]))) return null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
};

/** 'Cook – Maple Diner – Toronto, ON' is a common title layout in job feeds. */
function splitTitle(title: string): { title: string; company: string | null; location: string | null } {
  // Whitespace runs are made single spaces first: splitting on /\s+[-–—|]\s+/ retried from every position
  // of a long run, which took time growing with the square of its length.
  const parts = title
    .replace(/\s+/g, ' ')
    .split(/ [-–—|] /)
    .map((part) => part.trim());
  if (parts.length >= 3) return { title: parts[0]!, company: parts[1]!, location: parts.slice(2).join(', ') };
  return { title, company: null, location: null };
}

export function parseRss(body: string): FeedPosting[] {
  const doc = xml.parse(body) as { rss?: { channel?: Record<string, unknown> } };
  const channel = doc.rss?.channel;
  if (!channel) throw new FeedFormatError('not an RSS 2.0 document (no rss/channel element)');
  const channelTitle = text(channel.title) || null;
  return asArray(channel.item as Record<string, unknown>[] | Record<string, unknown>).flatMap((item) => {
    const rawTitle = text(item.title).trim();
    const ref = text(item.guid) || text(item.link);
    if (!rawTitle || !ref) return [];
    const split = splitTitle(rawTitle);
    return [
      {
        ref,
        title: split.title,
        company: text(item.company) || text(item.creator) || text(item.author) || split.company || channelTitle,
        location: text(item.location) || split.location,
        description: plainText(text(item.description) || text(item.encoded)),
        url: text(item.link) || null,
        salary: text(item.salary) || null,
        nocCode: text(item.noc) || null,
        publishedAt: date(text(item.pubDate)),
      },
    ];
  });
}

export function parseAtom(body: string): FeedPosting[] {
  const doc = xml.parse(body) as { feed?: Record<string, unknown> };
  const feed = doc.feed;
  if (!feed) throw new FeedFormatError('not an Atom document (no feed element)');
  const feedAuthor = text((feed.author as Record<string, unknown> | undefined)?.name) || text(feed.title) || null;
  return asArray(feed.entry as Record<string, unknown>[] | Record<string, unknown>).flatMap((entry) => {
    const rawTitle = text(entry.title).trim();
    const links = asArray(entry.link as Record<string, string>[] | Record<string, string>);
    const url = (links.find((link) => !link['@rel'] || link['@rel'] === 'alternate') ?? links[0])?.['@href'] ?? null;
    const ref = text(entry.id) || url;
    if (!rawTitle || !ref) return [];
    const split = splitTitle(rawTitle);
    return [
      {
        ref,
        title: split.title,
        company: text((entry.author as Record<string, unknown> | undefined)?.name) || split.company || feedAuthor,
        location: text(entry.location) || split.location,
        description: plainText(text(entry.content) || text(entry.summary)),
        url,
        salary: text(entry.salary) || null,
        nocCode: text(entry.noc) || null,
        publishedAt: date(text(entry.published) || text(entry.updated)),
      },
    ];
  });
}

interface JsonFeedItem {
  id?: unknown;
  url?: string;
  title?: string;
  content_text?: string;
  content_html?: string;
  summary?: string;
  date_published?: string;
  authors?: Array<{ name?: string }>;
  /** Job fields under a JSON Feed extension, as JSON Feed 1.1 allows (keys starting with '_'). */
  _job?: { company?: string; location?: string; salary?: string; noc?: string };
}

export function parseJsonFeed(body: string): FeedPosting[] {
  let doc: { version?: string; title?: string; items?: JsonFeedItem[] };
  try {
    doc = JSON.parse(body) as typeof doc;
  } catch {
    throw new FeedFormatError('not JSON');
  }
  if (!doc.version?.startsWith('https://jsonfeed.org/version/') || !Array.isArray(doc.items))
    throw new FeedFormatError('not a JSON Feed (version or items missing)');
  return doc.items.flatMap((item) => {
    const rawTitle = (item.title ?? '').trim();
    const ref = item.id === undefined || item.id === null ? item.url : String(item.id);
    if (!rawTitle || !ref) return [];
    const split = splitTitle(rawTitle);
    return [
      {
        ref,
        title: split.title,
        company: item._job?.company ?? item.authors?.[0]?.name ?? split.company ?? doc.title ?? null,
        location: item._job?.location ?? split.location,
        description: plainText(item.content_text ?? item.content_html ?? item.summary ?? ''),
        url: item.url ?? null,
        salary: item._job?.salary ?? null,
        nocCode: item._job?.noc ?? null,
        publishedAt: date(item.date_published ?? ''),
      },
    ];
  });
}

/**
 * Job Bank's open-data monthly files ("job-bank-open-data-all-job-postings-en-<month>.csv" in the Open
 * Government dataset https://open.canada.ca/data/en/dataset/ea639e28-c0fc-48bf-b5dd-b8899bd43072): UTF-16LE
 * with a byte-order mark, tab-separated, one header row of about 65 columns. The names below are that header
 * row's, matched case-insensitively with runs of whitespace collapsed (the header has cells such as
 * 'Economic  Region', with two spaces); a few older or alternate spellings follow the real one. The files
 * name no employer — Job Bank does not publish employers in its open data — so `company` stays null unless
 * some file carries an employer column. They carry no link to the posting either, and none is guessed from
 * the id: `url` is null unless a URL column is present. Empty cells read 'NA' or '*No data'. A file without
 * an id or a title column is refused.
 */
const JOB_BANK_COLUMNS = {
  ref: ['WIC Job Location Snapshot ID', 'Job Posting ID'],
  originalTitle: ['Original Job Title'],
  /** Job Bank's title normalised to the NOC; shown only when the employer's own title is missing. */
  title: ['Job Title'],
  company: ['Employer Name', 'Employer', 'Operating Name'],
  city: ['City'],
  province: ['Province/Territory', 'Province'],
  /** NOC 2021 only: 'NOC 2016 Code' is another classification, and categories are keyed by NOC 2021. */
  noc: ['NOC21 Code', 'NOC 2021 Code'],
  occupation: ['NOC21 Code Name', 'NOC 2021 Code Name'],
  salaryMin: ['Salary Minimum'],
  salaryMax: ['Salary Maximum'],
  salaryPer: ['Salary Per'],
  posted: ['First Posting Date', 'Date Posted'],
  employmentType: ['Employment Type'],
  employmentTerm: ['Employment Term'],
  workHours: ['Work Hours'],
  education: ['Education LOS'],
  experience: ['Experience Level'],
  vacancies: ['Vacancy Count'],
  url: ['URL', 'Job URL'],
} as const satisfies Record<string, readonly string[]>;

type JobBankColumn = keyof typeof JOB_BANK_COLUMNS;

/** The description's lines, in order: a label and the column it comes from. */
const JOB_BANK_DESCRIPTION: ReadonlyArray<readonly [string, JobBankColumn]> = [
  ['Occupation', 'occupation'],
  ['Employment type', 'employmentType'],
  ['Employment term', 'employmentTerm'],
  ['Work hours', 'workHours'],
  ['Education', 'education'],
  ['Experience', 'experience'],
  ['Vacancies', 'vacancies'],
];

const JOB_BANK_EMPTY = new Set(['', 'na', '*no data']);
const headerName = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** '72106', or '72106.0' and '10' (→ '00010') as a spreadsheet may have left them. */
function noc2021Code(value: string): string | null {
  const number = value.replace(/\.0+$/, '');
  if (/^\d{1,5}$/.test(number)) return number.padStart(5, '0');
  return /\b\d{5}\b/.exec(value)?.[0] ?? null;
}

export function decodeJobBankFile(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
}

export function parseJobBankTsv(content: string): FeedPosting[] {
  const lines = content
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const header = (lines[0] ?? '').split('\t').map(headerName);
  const column = (names: readonly string[]) => names.map((name) => header.indexOf(headerName(name))).find((found) => found >= 0) ?? -1;
  const index = Object.fromEntries(Object.entries(JOB_BANK_COLUMNS).map(([key, names]) => [key, column(names)])) as Record<
    JobBankColumn,
    number
  >;
  if (index.ref < 0) throw new FeedFormatError(`line 1: no ${JOB_BANK_COLUMNS.ref[0]} column in the Job Bank file`);
  if (index.originalTitle < 0 && index.title < 0)
    throw new FeedFormatError(
      `line 1: no ${JOB_BANK_COLUMNS.originalTitle[0]} or ${JOB_BANK_COLUMNS.title[0]} column in the Job Bank file`,
    );
  return lines.slice(1).flatMap((line, offset) => {
    const cells = line.split('\t').map((cell) => cell.trim());
    if (cells.length < header.length - 2)
      throw new FeedFormatError(`line ${offset + 2}: expected ${header.length} tab-separated cells, found ${cells.length}`);
    const cell = (key: JobBankColumn) => {
      const value = index[key] >= 0 ? (cells[index[key]] ?? '') : '';
      return JOB_BANK_EMPTY.has(value.toLowerCase()) ? '' : value;
    };
    const title = cell('originalTitle') || cell('title');
    if (!cell('ref') || !title) return [];
    const amounts = [...new Set([cell('salaryMin'), cell('salaryMax')].filter(Boolean))].map((value) => `$${value}`).join('–');
    const per = cell('salaryPer').toLowerCase();
    const description = JOB_BANK_DESCRIPTION.flatMap(([label, key]) => (cell(key) ? [`${label}: ${cell(key)}`] : [])).join('\n');
    return [
      {
        ref: cell('ref'),
        title,
        company: cell('company') || null,
        location: [cell('city'), cell('province')].filter(Boolean).join(', ') || null,
        description,
        url: cell('url') || null,
        salary: amounts ? `${amounts}${per ? ` ${per === 'bi-weekly' ? 'every two weeks' : `per ${per}`}` : ''}` : null,
        nocCode: noc2021Code(cell('noc')),
        publishedAt: date(cell('posted')),
      },
    ];
  });
}
