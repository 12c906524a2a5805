/**
 * The claims record's rules as pure functions (content/data/claims/*.yaml), so
 * tests/content/claims.test.ts runs them on the record and on small in-memory
 * entries. Nothing here reads a file: the caller passes the symbol index
 * (content/data/facts/symbols.json) and a reader for pages and data files.
 */

export interface Quote {
  en?: unknown;
  zh?: unknown;
  /** A data file (content/data/…yaml) to search instead of the pages. */
  file?: unknown;
}

export interface Second {
  by?: unknown;
  on?: unknown;
  result?: unknown;
  note?: unknown;
}

export interface Claim {
  page: string;
  anchor?: string;
  claim: string;
  source: string;
  result: string;
  quote?: Quote;
  second?: Second;
}

/** Each AList file with the top-level names it declares (`Name`, `Type.Method`). */
export type Symbols = Record<string, string[]>;

export type Locale = 'en' | 'zh';
export const LOCALES: Locale[] = ['en', 'zh'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const unknownKeys = (value: Record<string, unknown>, known: string[]) =>
  Object.keys(value).filter((key) => !known.includes(key));

// ---------------------------------------------------------------------------------------------
// source: "<file.go> <Name>"

/**
 * The file and the declaration a source names. `(*Type).Method` and `(Type).Method`, Go's
 * method-expression spelling, are read as `Type.Method`.
 */
export function parseSource(source: string): { file: string; name: string | null; rest: string } {
  const [file = '', name = null, ...rest] = source.trim().split(/\s+/);
  return {
    file,
    name: name === null ? null : name.replace(/^\(\*?(\w+)\)\./, '$1.'),
    rest: rest.join(' '),
  };
}

/** Whether a file's names hold `name`: as written, or a bare `Method` some `X.Method` is. */
export function declares(names: readonly string[], name: string): boolean {
  if (names.includes(name)) return true;
  return !name.includes('.') && names.some((declared) => declared.endsWith(`.${name}`));
}

/** What is wrong with a source against the symbol index, or an empty list. */
export function sourceProblems(source: string, symbols: Symbols): string[] {
  const { file, name, rest } = parseSource(source);
  const names = symbols[file];
  if (!names) return [`${file} is not a .go file of AList (content/data/facts/symbols.json)`];
  if (name === null) return [`names no declaration after ${file}`];
  const problems: string[] = [];
  if (rest) problems.push(`has more than a file and a name ("${rest}")`);
  if (!declares(names, name)) {
    const elsewhere = Object.keys(symbols).filter((other) => declares(symbols[other]!, name));
    problems.push(
      `${file} does not declare ${name}${elsewhere.length ? ` (${elsewhere.slice(0, 3).join(', ')} does)` : ''}`,
    );
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// quote: { en, zh, file? }

/** Whitespace runs as one space, ends trimmed. */
export const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Whether `quote` stands on one line of `text` as written (whitespace runs collapsed). */
export function quoteIn(quote: string, text: string): boolean {
  const wanted = collapse(quote);
  return wanted !== '' && text.split(/\r?\n/).some((line) => collapse(line).includes(wanted));
}

/** Words of an English quote: whitespace-separated pieces with a letter or digit. */
export const englishWords = (quote: string): number =>
  quote.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Chinese characters (Han script) of a quote; Latin words, code and punctuation do not count. */
export const chineseCharacters = (quote: string): number =>
  [...quote.matchAll(/\p{Script=Han}/gu)].length;

export const QUOTE_SIZE = { en: [3, 12], zh: [6, 30] } as const;

/** The size rule: 3–12 English words, 6–30 Chinese characters. */
export function quoteSizeProblem(locale: Locale, quote: string): string | null {
  const [min, max] = QUOTE_SIZE[locale];
  const size = locale === 'en' ? englishWords(quote) : chineseCharacters(quote);
  const unit = locale === 'en' ? 'English words' : 'Chinese characters';
  return size < min || size > max
    ? `quote.${locale} has ${size} ${unit} (${min}–${max}): "${quote}"`
    : null;
}

/** A data file a quote may name: a .yaml file under content/data/, given from the repository root. */
export const DATA_FILE = /^content\/data\/(?:[\w.-]+\/)*[\w.-]+\.ya?ml$/;

/**
 * What is wrong with an entry's quote. `read(locale)` gives the text to search for that locale:
 * the page file (content/<locale>/<page>.mdx or <page>/index.mdx), or the data file when the
 * quote names one; null when there is none (the missing page itself is reported elsewhere).
 * `readData(file)` gives a data file's text, or null when it does not exist.
 */
export function quoteProblems(
  claim: Pick<Claim, 'quote'>,
  readPage: (locale: Locale) => { file: string; text: string } | null,
  readData: (file: string) => string | null,
): string[] {
  const { quote } = claim;
  if (quote === undefined) return ['no quote'];
  if (!isObject(quote)) return ['quote is not a mapping of en and zh'];
  const problems = unknownKeys(quote, ['en', 'zh', 'file']).map(
    (key) => `quote has an unknown key "${key}" (en, zh, file)`,
  );
  let data: { file: string; text: string } | null = null;
  if (quote.file !== undefined) {
    if (typeof quote.file !== 'string' || !DATA_FILE.test(quote.file) || quote.file.includes('..'))
      return [
        ...problems,
        `quote.file ${JSON.stringify(quote.file)} is not a content/data/….yaml path`,
      ];
    const text = readData(quote.file);
    if (text === null) return [...problems, `quote.file ${quote.file} does not exist`];
    data = { file: quote.file, text };
  }
  for (const locale of LOCALES) {
    const text = quote[locale];
    if (typeof text !== 'string' || !collapse(text)) {
      problems.push(`no quote.${locale}`);
      continue;
    }
    const size = quoteSizeProblem(locale, text);
    if (size) problems.push(size);
    const target = data ?? readPage(locale);
    if (target && !quoteIn(text, target.text))
      problems.push(`quote.${locale} is not on one line of ${target.file}: "${collapse(text)}"`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// second: { by, on, result, note? }

/** The results that need a second reading, and what a second reading can find. */
export const NEEDS_SECOND = ['corrected', 'hedged'];
export const SECOND_RESULTS = ['confirmed', 'fixed'];

/** A calendar date written YYYY-MM-DD (a string, or a Date from a YAML 1.1 reader). */
export function isDay(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * What is wrong with an entry's second reading: required for a corrected or hedged result;
 * when present (on any entry) it must be well formed, with a note when the reader fixed it.
 */
export function secondProblems(claim: Pick<Claim, 'result' | 'second'>): string[] {
  const { second } = claim;
  if (second === undefined)
    return NEEDS_SECOND.includes(claim.result)
      ? [`a ${claim.result} entry has no second reading (second: { by, on, result })`]
      : [];
  if (!isObject(second)) return ['second is not a mapping of by, on, result, note'];
  const problems = unknownKeys(second, ['by', 'on', 'result', 'note']).map(
    (key) => `second has an unknown key "${key}" (by, on, result, note)`,
  );
  if (typeof second.by !== 'string' || !second.by.trim()) problems.push('second.by is missing');
  if (!isDay(second.on))
    problems.push(`second.on ${JSON.stringify(second.on)} is not a date (YYYY-MM-DD)`);
  if (typeof second.result !== 'string' || !SECOND_RESULTS.includes(second.result))
    problems.push(
      `second.result ${JSON.stringify(second.result)} is not one of ${SECOND_RESULTS.join(', ')}`,
    );
  const hasNote = typeof second.note === 'string' && second.note.trim() !== '';
  if (second.note !== undefined && !hasNote) problems.push('second.note is empty');
  else if (second.result === 'fixed' && !hasNote)
    problems.push('second.result is fixed but second.note does not say what was fixed');
  return problems;
}
