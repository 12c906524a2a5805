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
  link?: string;
  text?: string;
}

export interface Normalised<T> {
  value: T;
  problems: string[];
}

const describe = (value: unknown): string => JSON.stringify(value) ?? String(value);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function authorFromObject(value: Record<string, unknown>): Author | null {
  if (typeof value.name !== 'string' || value.name.trim() === '') return null;
  const author: Author = { name: value.name.trim() };
  if (typeof value.url === 'string') author.url = value.url;
  if (typeof value.email === 'string') author.email = value.email;
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
    return value.trim()
      ? { value: [{ name: value.trim() }], problems: [] }
      : { value: null, problems: [] };
  }
  if (isPlainObject(value)) {
    const author = authorFromObject(value);
    return author
      ? { value: [author], problems: [] }
      : { value: null, problems: [`author: an object needs a name, got ${describe(value)}`] };
  }
  if (Array.isArray(value)) {
    const authors: Author[] = [];
    const problems: string[] = [];
    for (const item of value) {
      if (typeof item === 'string' && item.trim()) authors.push({ name: item.trim() });
      else if (isPlainObject(item) && authorFromObject(item)) authors.push(authorFromObject(item)!);
      else problems.push(`author: ignored list item ${describe(item)}`);
    }
    return { value: authors, problems };
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

/** Every problem in one front matter, for the build to report once per file. */
export function frontmatterProblems(frontmatter: Record<string, unknown>): string[] {
  return [
    ...normaliseAuthor(frontmatter.author).problems,
    ...mergeTerms('category', frontmatter.category, 'categories', frontmatter.categories).problems,
    ...mergeTerms('tag', frontmatter.tag, 'tags', frontmatter.tags).problems,
    ...normalisePageLink('prev', frontmatter.prev).problems,
    ...normalisePageLink('next', frontmatter.next).problems,
  ];
}
