/**
 * Normalisation of the front-matter fields that accept several shapes
 * (spec §5). Each function returns the clean value and the problems found, so
 * the build can report them with the file name and carry on without the value.
 */
export interface Author {
  name: string;
  url?: string;
  email?: string;
}

export interface PageLinkOverride {
  disabled: boolean;
  link?: string | null;
  text?: string | null;
}

export interface Normalised<T> {
  value: T;
  problems: string[];
}

const describe = (value: unknown): string => JSON.stringify(value) ?? String(value);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An author from a name, or from an object with a name; null without one. */
function authorOf(value: unknown): Author | null {
  const source = typeof value === 'string' ? { name: value } : value;
  if (!isPlainObject(source) || typeof source.name !== 'string' || !source.name.trim()) return null;
  const author: Author = { name: source.name.trim() };
  if (typeof source.url === 'string') author.url = source.url;
  if (typeof source.email === 'string') author.email = source.email;
  return author;
}

/**
 * author: a string, a list of strings (or objects with a name), an object with
 * a name, or false. `null` means "not given" (the site default applies) and an
 * empty list means "no author shown".
 */
export function normaliseAuthor(value: unknown): Normalised<Author[] | null> {
  if (value === undefined || value === null) return { value: null, problems: [] };
  if (value === false) return { value: [], problems: [] };
  if (typeof value === 'string') {
    const author = authorOf(value);
    return { value: author && [author], problems: [] };
  }
  if (isPlainObject(value)) {
    const author = authorOf(value);
    return author
      ? { value: [author], problems: [] }
      : { value: null, problems: [`author: an object needs a name, got ${describe(value)}`] };
  }
  if (Array.isArray(value)) {
    const authors = value.map(authorOf);
    return {
      value: authors.filter((author) => author !== null),
      problems: value
        .filter((_, index) => !authors[index])
        .map((item) => `author: ignored list item ${describe(item)}`),
    };
  }
  return {
    value: null,
    problems: [
      `author: expected a string, a list, an object with a name or false, got ${describe(value)}`,
    ],
  };
}

/** category and tag: a string or a list of strings, otherwise ignored with a problem. */
export function normaliseTerms(field: string, value: unknown): Normalised<string[]> {
  if (value === undefined || value === null) return { value: [], problems: [] };
  if (typeof value === 'string') {
    return { value: value.trim() ? [value.trim()] : [], problems: [] };
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return { value: value.map((item: string) => item.trim()).filter(Boolean), problems: [] };
  }
  return {
    value: [],
    problems: [
      `${field}: expected a string or a list of strings, got ${describe(value)}; the value is ignored`,
    ],
  };
}

/** `category` and its plural alias `categories` (likewise tag/tags) merged, duplicates dropped. */
export function mergeTerms(
  singularField: string,
  singular: unknown,
  pluralField: string,
  plural: unknown,
): Normalised<string[]> {
  const a = normaliseTerms(singularField, singular);
  const b = normaliseTerms(pluralField, plural);
  return {
    value: [...new Set([...a.value, ...b.value])],
    problems: [...a.problems, ...b.problems],
  };
}

/** prev/next: false disables, a string is a link, an object gives link and text. */
export function normalisePageLink(
  field: string,
  value: unknown,
): Normalised<PageLinkOverride | null> {
  if (value === undefined || value === null || value === true) return { value: null, problems: [] };
  if (value === false) return { value: { disabled: true }, problems: [] };
  if (typeof value === 'string' && value.trim()) {
    return { value: { disabled: false, link: value.trim() }, problems: [] };
  }
  if (isPlainObject(value) && typeof value.link === 'string') {
    const override: PageLinkOverride = { disabled: false, link: value.link };
    if (typeof value.text === 'string') override.text = value.text;
    return { value: override, problems: [] };
  }
  return {
    value: null,
    problems: [
      `${field}: expected false, a link or {text, link}, got ${describe(value)}; the value is ignored`,
    ],
  };
}

/**
 * The plain front-matter fields and the one type each accepts. The schema
 * resolves every one of them through `plainValue`, and the build reports a
 * value of another type, so a typo such as `order: first` is named and
 * ignored instead of failing GraphQL.
 */
export const PLAIN_FIELDS = {
  title: 'string',
  shortTitle: 'string',
  icon: 'string',
  index: 'boolean',
  order: 'int',
  breadcrumbExclude: 'boolean',
  isOriginal: 'boolean',
  readingTime: 'boolean',
  pageview: 'boolean',
  excerpt: 'string',
  description: 'string',
  cover: 'string',
  license: 'string',
  comment: 'boolean',
  commentID: 'string',
  sidebar: 'boolean',
  headerDepth: 'int',
  home: 'boolean',
  heroText: 'string',
  tagline: 'string',
  heroImage: 'string',
  heroImageDark: 'string',
  heroAlt: 'string',
  bgImage: 'string',
  toc: 'boolean',
  data: 'strings',
  navbar: 'boolean',
  breadcrumb: 'boolean',
  breadcrumbIcon: 'boolean',
  editLink: 'boolean',
  lastUpdated: 'boolean',
  contributors: 'boolean',
  portfolio: 'boolean',
  titles: 'strings',
  welcome: 'string',
  content: 'string',
  date: 'date',
} as const;

export type PlainField = keyof typeof PLAIN_FIELDS;
type PlainKind = (typeof PLAIN_FIELDS)[PlainField];

/** What a message calls each kind, and the values that fit it. */
const KINDS: Record<PlainKind, { name: string; fits(value: unknown): boolean }> = {
  string: { name: 'text', fits: (value) => typeof value === 'string' },
  boolean: { name: 'true or false', fits: (value) => typeof value === 'boolean' },
  int: { name: 'a whole number', fits: Number.isInteger },
  strings: {
    name: 'a list of strings',
    fits: (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
  },
  date: {
    name: 'a date such as 2024-05-01',
    fits: (value) =>
      (value instanceof Date && !Number.isNaN(value.getTime())) ||
      (typeof value === 'string' && !Number.isNaN(Date.parse(value))),
  },
};

/** The field's value when it has the declared type, otherwise null (not given). */
export function plainValue(field: PlainField, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return KINDS[PLAIN_FIELDS[field]].fits(value) ? value : null;
}

function plainFieldProblems(frontmatter: Record<string, unknown>): string[] {
  return (Object.keys(PLAIN_FIELDS) as PlainField[]).flatMap((field) => {
    const value = frontmatter[field];
    if (value === undefined || value === null || plainValue(field, value) !== null) return [];
    return [
      `${field}: expected ${KINDS[PLAIN_FIELDS[field]].name}, got ${describe(value)}; the value is ignored`,
    ];
  });
}

/** Every problem in one front matter, for the build to report once per file. */
export function frontmatterProblems(frontmatter: Record<string, unknown>): string[] {
  return [
    ...plainFieldProblems(frontmatter),
    ...normaliseAuthor(frontmatter.author).problems,
    ...mergeTerms('category', frontmatter.category, 'categories', frontmatter.categories).problems,
    ...mergeTerms('tag', frontmatter.tag, 'tags', frontmatter.tags).problems,
    ...normalisePageLink('prev', frontmatter.prev).problems,
    ...normalisePageLink('next', frontmatter.next).problems,
  ];
}
