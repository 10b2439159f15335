/**
 * Date ranges as Kenyan CVs write them — "Jan 2019 – To date", "January 2019 - Present", "2016-2019",
 * "March, 2020 to Present", "05/2018 – 08/2021", "Sept 2017 – Dec 2019" — found by walking a list of
 * tokens (no backtracking) and written one way: "Jan 2019 – Present", "2016 – 2019".
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

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const kind = classify(text.charCodeAt(index));
    if (kind === 'space') {
      index += 1;
      continue;
    }
    const start = index;
    index += 1;
    if (kind !== 'mark') {
      while (index < text.length && classify(text.charCodeAt(index)) === kind) index += 1;
    }
    tokens.push({ kind, text: kind === 'word' ? text.slice(start, index).toLowerCase() : text.slice(start, index), start, end: index });
  }
  return tokens;
}

interface Point {
  /** "Jan 2019" or "2019". */
  display: string;
  /** Index of the token after the point. */
  next: number;
}

function isYear(token: Token | undefined): boolean {
  if (!token || token.kind !== 'number' || token.text.length !== 4) return false;
  const year = Number(token.text);
  return year >= 1950 && year <= 2099;
}

/** A point in time starting at token `at`: "March, 2020", "Sept. 2017", "05/2018", "2016". */
function pointAt(tokens: Token[], at: number): Point | undefined {
  const token = tokens[at];
  if (!token) return undefined;
  if (token.kind === 'word') {
    const month = MONTHS[token.text];
    if (!month) return undefined;
    let next = at + 1;
    if (tokens[next]?.text === '.') next += 1;
    if (tokens[next]?.text === ',') next += 1;
    if (!isYear(tokens[next])) return undefined;
    // A following digit run would make this part of a longer number.
    return { display: `${month} ${tokens[next]?.text ?? ''}`, next: next + 1 };
  }
  if (token.kind !== 'number') return undefined;
  if (isYear(token)) {
    // "2019/20" style academic years are left alone: the year counts on its own.
    return { display: token.text, next: at + 1 };
  }
  if (token.text.length <= 2) {
    const separator = tokens[at + 1];
    const year = tokens[at + 2];
    const monthNumber = Number(token.text);
    const adjacent = separator && year && separator.start === token.end && year.start === separator.end;
    if (
      adjacent &&
      (separator.text === '/' || separator.text === '-' || separator.text === '.') &&
      isYear(year) &&
      monthNumber >= 1 &&
      monthNumber <= 12
    ) {
      return { display: `${MONTH_BY_NUMBER[monthNumber]} ${year.text}`, next: at + 3 };
    }
  }
  return undefined;
}

/** "Present" when the tokens from `at` say the role is ongoing ("to date", "present", "current"). */
function ongoingAt(tokens: Token[], at: number): number | undefined {
  const token = tokens[at];
  if (!token || token.kind !== 'word') return undefined;
  if (ONGOING_WORDS.has(token.text)) return at + 1;
  if (token.text === 'date') return at + 1;
  if (token.text === 'to' && tokens[at + 1]?.text === 'date') return at + 2;
  if (token.text === 'the' && tokens[at + 1]?.text === 'present') return at + 2;
  return undefined;
}

export interface DateSpan {
  /** Where the dates start and end in the text. */
  start: number;
  end: number;
  /** "Jan 2019 – Present", "2016 – 2019", "2014". */
  display: string;
  isRange: boolean;
}

function spanFrom(tokens: Token[], first: number, last: number, display: string, isRange: boolean): DateSpan {
  return { start: tokens[first]?.start ?? 0, end: tokens[last]?.end ?? 0, display, isRange };
}

/** The range that starts with a point at token `at`, if one does. */
function rangeAt(tokens: Token[], at: number, start: Point): DateSpan | undefined {
  let next = start.next;
  const separator = tokens[next];
  if (!separator) return undefined;
  if (RANGE_MARKS.has(separator.text) || (separator.kind === 'word' && RANGE_WORDS.has(separator.text))) next += 1;
  else return undefined;
  // "2016 – to date": a range word may follow the mark.
  if (tokens[next]?.kind === 'word' && RANGE_WORDS.has(tokens[next]?.text ?? '') && tokens[next]?.text !== 'to') next += 1;
  const ongoing = ongoingAt(tokens, next);
  if (ongoing !== undefined) return spanFrom(tokens, at, ongoing - 1, `${start.display} – Present`, true);
  if (tokens[next]?.text === 'to') next += 1;
  const ongoingAfterTo = ongoingAt(tokens, next);
  if (ongoingAfterTo !== undefined) return spanFrom(tokens, at, ongoingAfterTo - 1, `${start.display} – Present`, true);
  const end = pointAt(tokens, next);
  if (end) return spanFrom(tokens, at, end.next - 1, `${start.display} – ${end.display}`, true);
  return undefined;
}

/**
 * The first date range in the text ("Jan 2019 – To date" → "Jan 2019 – Present"); failing that, "since
 * 2019"; failing that, the first single date ("2014", "June 2014") when `allowSingle` is set.
 */
export function findDateSpan(text: string, allowSingle = true): DateSpan | undefined {
  const tokens = tokenize(text);
  let single: DateSpan | undefined;
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at];
    if (token?.kind === 'word' && (token.text === 'since' || token.text === 'from')) {
      const point = pointAt(tokens, at + 1);
      if (point) {
        const range = rangeAt(tokens, at + 1, point);
        if (range) return { ...range, start: token.start };
        if (token.text === 'since') return spanFrom(tokens, at, point.next - 1, `${point.display} – Present`, true);
      }
      continue;
    }
    // A number glued to letters ("12th", "4x4") or to another number is not a date.
    const previous = tokens[at - 1];
    if (token?.kind === 'number' && previous && previous.end === token.start && previous.kind !== 'mark') continue;
    const point = pointAt(tokens, at);
    if (!point) continue;
    const range = rangeAt(tokens, at, point);
    if (range) return range;
    if (!single) single = spanFrom(tokens, at, point.next - 1, point.display, false);
    at = point.next - 1;
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
