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

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', textNodeName: '#text', removeNSPrefix: true, processEntities: true, htmlEntities: true });

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Text of an XML node that may be a string, a number or { '#text': … }. */
function text(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (typeof node === 'object' && '#text' in (node as object)) return String((node as { '#text': unknown })['#text']);
  return '';
}

/** Feeds carry HTML in descriptions; we keep plain text (React renders it escaped). */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/p>|<\/li>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
    .slice(0, 10_000);
}

const date = (value: string) => {
  const parsed = value ? new Date(value) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
};

/** 'Cook – Maple Diner – Toronto, ON' is a common title layout in job feeds. */
function splitTitle(title: string): { title: string; company: string | null; location: string | null } {
  const parts = title.split(/\s+[-–—|]\s+/).map((part) => part.trim());
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
  if (!doc.version?.startsWith('https://jsonfeed.org/version/') || !Array.isArray(doc.items)) throw new FeedFormatError('not a JSON Feed (version or items missing)');
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
 * Job Bank's open-data monthly files: UTF-16 with a byte-order mark, tab-separated, one header row. Columns
 * are found by name (several spellings seen across months); a file without the needed columns is refused.
 */
const JOB_BANK_COLUMNS = {
  ref: ['job posting id', 'job id', 'posting id', 'id'],
  title: ['job title', 'title'],
  company: ['employer name', 'employer', 'operating name'],
  city: ['city', 'work location city'],
  province: ['province/territory', 'province', 'province territory'],
  noc: ['noc21 code', 'noc 2021', 'noc21', 'noc code', 'noc'],
  salaryMin: ['salary minimum', 'minimum salary', 'salary min'],
  salaryMax: ['salary maximum', 'maximum salary', 'salary max'],
  salaryPer: ['salary per', 'salary unit'],
  posted: ['date posted', 'posting date', 'first posting date'],
  url: ['url', 'job url', 'link'],
} as const;

export function decodeJobBankFile(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
}

export function parseJobBankTsv(content: string): FeedPosting[] {
  const lines = content.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = (lines[0] ?? '').split('\t').map((cell) => cell.trim().toLowerCase().replace(/\s+/g, ' '));
  const column = (names: readonly string[]) => header.findIndex((cell) => names.includes(cell));
  const index = Object.fromEntries(Object.entries(JOB_BANK_COLUMNS).map(([key, names]) => [key, column(names)])) as Record<keyof typeof JOB_BANK_COLUMNS, number>;
  for (const required of ['ref', 'title', 'company'] as const) {
    if (index[required] < 0) throw new FeedFormatError(`line 1: no ${JOB_BANK_COLUMNS[required][0]} column in the Job Bank file`);
  }
  return lines.slice(1).flatMap((line, offset) => {
    const cells = line.split('\t').map((cell) => cell.trim());
    const cell = (key: keyof typeof JOB_BANK_COLUMNS) => (index[key] >= 0 ? (cells[index[key]] ?? '') : '');
    if (cells.length < header.length - 2) throw new FeedFormatError(`line ${offset + 2}: expected ${header.length} tab-separated cells, found ${cells.length}`);
    if (!cell('ref') || !cell('title')) return [];
    const salary = [cell('salaryMin'), cell('salaryMax')].filter(Boolean).map((value) => `$${value}`).join('–');
    return [
      {
        ref: cell('ref'),
        title: cell('title'),
        company: cell('company') || null,
        location: [cell('city'), cell('province')].filter(Boolean).join(', ') || null,
        description: '',
        url: cell('url') || null,
        salary: salary ? `${salary}${cell('salaryPer') ? ` per ${cell('salaryPer').toLowerCase()}` : ''}` : null,
        nocCode: cell('noc').replace(/\D/g, '').slice(0, 5) || null,
        publishedAt: date(cell('posted')),
      },
    ];
  });
}
