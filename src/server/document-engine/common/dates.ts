/**
 * Dates as Kenyan CVs and members write them — "Jan 2019 – To date", "January 2019 - Present", "2016-2019",
 * "March, 2020 to Present", "05/2018 – 08/2021", "Sept 2017 – Dec. 2019", "From 2015 to 2018", "since 2021" —
 * read one way for the parser and the writer alike, by walking a list of tokens (no backtracking). A span is
 * given both in one form ("Jan 2019 – Present", "2016 – 2019"), and with its dates as they were written.
 */

const MONTHS: Record<string, string> = {
  jan: 'Jan',
  january: 'Jan',
  feb: 'Feb',
  february: 'Feb',
  mar: 'Mar',
  march: 'Mar',
  apr: 'Apr',
  april: 'Apr',
  may: 'May',
  jun: 'Jun',
  june: 'Jun',
  jul: 'Jul',
  july: 'Jul',
  aug: 'Aug',
  august: 'Aug',
  sep: 'Sep',
  sept: 'Sep',
  september: 'Sep',
  oct: 'Oct',
  october: 'Oct',
  nov: 'Nov',
  november: 'Nov',
  dec: 'Dec',
  december: 'Dec',
};
const MONTH_BY_NUMBER = ['', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const ONGOING_WORDS = new Set(['present', 'current', 'currently', 'now', 'todate', 'ongoing', 'today']);
const RANGE_WORDS = new Set(['to', 'till', 'until', 'through', 'thru']);
const RANGE_MARKS = new Set(['-', '–', '—', '−', '~', '‒', '―']);
/** The end year of an ongoing span, so that it sorts after every finished one. */
export const ONGOING_YEAR = 9999;

type TokenKind = 'word' | 'number' | 'mark';
interface Token {
  kind: TokenKind;
  text: string;
  start: number;
  end: number;
}

function classify(code: number): TokenKind | 'space' {
  if (code >= 48 && code <= 57) return 'number';
  if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) return 'word';
  if (code <= 32) return 'space';
  return 'mark';
}

/**
 * The tokens of a text from one position on, read only as far as they are asked for: a date takes a few
 * tokens, so a long text without one costs no more than a scan of its characters.
 */
class Tokens {
  private readonly read: Token[] = [];
  private position: number;

  constructor(
    private readonly text: string,
    from: number,
  ) {
    this.position = from;
  }

  at(index: number): Token | undefined {
    const text = this.text;
    while (this.read.length <= index && this.position < text.length) {
      const kind = classify(text.charCodeAt(this.position));
      const start = this.position;
      this.position += 1;
      if (kind === 'space') continue;
      if (kind !== 'mark') while (this.position < text.length && classify(text.charCodeAt(this.position)) === kind) this.position += 1;
      const written = text.slice(start, this.position);
      this.read.push({ kind, text: kind === 'word' ? written.toLowerCase() : written, start, end: this.position });
    }
    return this.read[index];
  }
}

interface Point {
  /** "Jan 2019" or "2019". */
  display: string;
  year: number;
  /** Where the point was written in the text. */
  from: number;
  to: number;
  /** Index of the token after the point. */
  next: number;
}

function isYear(token: Token | undefined): boolean {
  if (!token || token.kind !== 'number' || token.text.length !== 4) return false;
  const year = Number(token.text);
  return year >= 1950 && year <= 2099;
}

/** A point in time starting at token `at`: "March, 2020", "Sept. 2017", "05/2018", "2016". */
function pointAt(tokens: Tokens, at: number): Point | undefined {
  const token = tokens.at(at);
  if (!token) return undefined;
  if (token.kind === 'word') {
    const month = MONTHS[token.text];
    if (!month) return undefined;
    let next = at + 1;
    if (tokens.at(next)?.text === '.') next += 1;
    if (tokens.at(next)?.text === ',') next += 1;
    const year = tokens.at(next);
    if (!year || !isYear(year)) return undefined;
    return { display: `${month} ${year.text}`, year: Number(year.text), from: token.start, to: year.end, next: next + 1 };
  }
  if (token.kind !== 'number') return undefined;
  if (isYear(token)) {
    // "2019/20" style academic years are left alone: the year counts on its own.
    return { display: token.text, year: Number(token.text), from: token.start, to: token.end, next: at + 1 };
  }
  if (token.text.length <= 2) {
    const separator = tokens.at(at + 1);
    const year = tokens.at(at + 2);
    const monthNumber = Number(token.text);
    const adjacent = separator && year && separator.start === token.end && year.start === separator.end;
    if (
      adjacent &&
      (separator.text === '/' || separator.text === '-' || separator.text === '.') &&
      isYear(year) &&
      monthNumber >= 1 &&
      monthNumber <= 12
    ) {
      return {
        display: `${MONTH_BY_NUMBER[monthNumber]} ${year.text}`,
        year: Number(year.text),
        from: token.start,
        to: year.end,
        next: at + 3,
      };
    }
  }
  return undefined;
}

/** "Present" when the tokens from `at` say the role is ongoing ("to date", "present", "current"). */
function ongoingAt(tokens: Tokens, at: number): number | undefined {
  const token = tokens.at(at);
  if (!token || token.kind !== 'word') return undefined;
  if (ONGOING_WORDS.has(token.text)) return at + 1;
  if (token.text === 'date') return at + 1;
  if (token.text === 'to' && tokens.at(at + 1)?.text === 'date') return at + 2;
  if (token.text === 'the' && tokens.at(at + 1)?.text === 'present') return at + 2;
  return undefined;
}

export interface DateSpan {
  /** Where the dates start and end in the text, and what stands there ("03/2018 to date"). */
  readonly start: number;
  readonly end: number;
  readonly matched: string;
  /** "Jan 2019 – Present", "2016 – 2019", "2014". */
  readonly display: string;
  /** The same with each date as written, first letter capitalised: "03/2018 – Present", "January 2019 – 2021". */
  readonly asWritten: string;
  readonly isRange: boolean;
  readonly startYear: number;
  /** ONGOING_YEAR while ongoing. */
  readonly endYear: number;
  /** The span runs to the present. */
  readonly current: boolean;
}

/**
 * A span found in a text. Its strings are made when asked for: the parser tries many lines for dates and
 * keeps few of the spans it finds.
 */
class FoundSpan implements DateSpan {
  constructor(
    private readonly text: string,
    readonly start: number,
    readonly end: number,
    private readonly from: Point,
    /** The end of a range; 'ongoing' for one that runs to the present; undefined for a single date. */
    private readonly to: Point | 'ongoing' | undefined,
  ) {}

  get matched(): string {
    return this.text.slice(this.start, this.end);
  }

  get display(): string {
    if (this.to === undefined) return this.from.display;
    return `${this.from.display} – ${this.to === 'ongoing' ? 'Present' : this.to.display}`;
  }

  get asWritten(): string {
    const written = (point: Point) => {
      const words = this.text.slice(point.from, point.to);
      return words.charAt(0).toUpperCase() + words.slice(1);
    };
    if (this.to === undefined) return written(this.from);
    return `${written(this.from)} – ${this.to === 'ongoing' ? 'Present' : written(this.to)}`;
  }

  get isRange(): boolean {
    return this.to !== undefined;
  }

  get startYear(): number {
    return this.from.year;
  }

  get endYear(): number {
    if (this.to === undefined) return this.from.year;
    return this.to === 'ongoing' ? ONGOING_YEAR : this.to.year;
  }

  get current(): boolean {
    return this.to === 'ongoing';
  }
}

/** Reads the date, if any, that starts at one position of a text. */
class Reader {
  private readonly tokens: Tokens;

  constructor(
    private readonly text: string,
    from: number,
  ) {
    this.tokens = new Tokens(text, from);
  }

  /** The span from token `first` to token `last`: a single date, a range to `end`, or a range to the present. */
  private span(first: number, last: number, start: Point, end?: Point | 'ongoing'): DateSpan {
    return new FoundSpan(this.text, this.tokens.at(first)?.start ?? 0, this.tokens.at(last)?.end ?? 0, start, end);
  }

  /** The range that starts with a point at token `at`, if one does; it is said to start at token `first`. */
  private rangeAt(at: number, start: Point, first = at): DateSpan | undefined {
    const tokens = this.tokens;
    let next = start.next;
    const separator = tokens.at(next);
    if (!separator) return undefined;
    if (RANGE_MARKS.has(separator.text) || (separator.kind === 'word' && RANGE_WORDS.has(separator.text))) next += 1;
    else return undefined;
    // "2016 – to date": a range word may follow the mark.
    const word = tokens.at(next);
    if (word?.kind === 'word' && RANGE_WORDS.has(word.text) && word.text !== 'to') next += 1;
    const ongoing = ongoingAt(tokens, next);
    if (ongoing !== undefined) return this.span(first, ongoing - 1, start, 'ongoing');
    if (tokens.at(next)?.text === 'to') next += 1;
    const ongoingAfterTo = ongoingAt(tokens, next);
    if (ongoingAfterTo !== undefined) return this.span(first, ongoingAfterTo - 1, start, 'ongoing');
    const end = pointAt(tokens, next);
    if (end) return this.span(first, end.next - 1, start, end);
    return undefined;
  }

  /**
   * The date at the reader's position: a range ("2016 – 2019"; "from 2015 to 2018"), an open one ("since
   * 2019", "from 2019"), or a single date (then `final` is false: a range may still follow in the text).
   */
  read(): { span: DateSpan; final: boolean } | undefined {
    const token = this.tokens.at(0);
    if (token?.text === 'since' || token?.text === 'from') {
      const point = pointAt(this.tokens, 1);
      if (!point) return undefined;
      return { span: this.rangeAt(1, point, 0) ?? this.span(0, point.next - 1, point, 'ongoing'), final: true };
    }
    const point = pointAt(this.tokens, 0);
    if (!point) return undefined;
    const range = this.rangeAt(0, point);
    return range ? { span: range, final: true } : { span: this.span(0, point.next - 1, point), final: false };
  }
}

/** A run of letters or digits that could start a date: a month, "since" or "from", or a number not glued to letters. */
function mayStartDate(text: string, start: number, end: number, kind: TokenKind): boolean {
  const length = end - start;
  if (kind === 'number') return (length <= 2 || length === 4) && !(start > 0 && classify(text.charCodeAt(start - 1)) === 'word');
  if (length < 3 || length > 9) return false;
  const word = text.slice(start, end).toLowerCase();
  return word === 'since' || word === 'from' || MONTHS[word] !== undefined;
}

/**
 * The first date range in the text ("Jan 2019 – To date" → "Jan 2019 – Present"); failing that, "since
 * 2019" or "from 2019" with no end, which runs to the present; failing that, the first single date ("2014",
 * "June 2014") when `allowSingle` is set.
 */
export function findDateSpan(text: string, allowSingle = true): DateSpan | undefined {
  let single: DateSpan | undefined;
  let index = 0;
  while (index < text.length) {
    const kind = classify(text.charCodeAt(index));
    if (kind === 'space' || kind === 'mark') {
      index += 1;
      continue;
    }
    let end = index + 1;
    while (end < text.length && classify(text.charCodeAt(end)) === kind) end += 1;
    const found = mayStartDate(text, index, end, kind) ? new Reader(text, index).read() : undefined;
    if (found?.final) return found.span;
    if (found) {
      single ??= found.span;
      end = Math.max(end, found.span.end);
    }
    index = end;
  }
  return allowSingle ? single : undefined;
}

/** True when the text is dates and nothing else ("Jan 2019 – Present", "(2016 – 2019)"). */
export function isDatesOnly(text: string): boolean {
  const span = findDateSpan(text);
  if (!span) return false;
  const rest = text.slice(0, span.start) + text.slice(span.end);
  return !/[\p{L}\p{N}]/u.test(rest);
}
