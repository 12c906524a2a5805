/**
 * The glossary's rules as functions, so tests/content/glossary.test.ts can run
 * them on the site and on small in-memory pages. A term's variants come from
 * the glossary itself: its `avoid` list, the same two characters in the other
 * order (存储 → 储存), and the rendering without the space between Latin and
 * Chinese (Web 代理 → Web代理).
 */
export interface Term {
  en: string;
  zh: string;
  note: string;
  /** Variants a zh page must not use in prose. */
  avoid?: string[];
  /** Phrases that contain a variant but are correct (removed before the search). */
  allow?: string[];
  /** Shorter forms that count as the rendering on a page (后台 for 管理后台). */
  also?: string[];
  /** The English words that name the term in en prose; default: `en` without its brackets. */
  match?: string[];
  /** false: the English words are too common for the page-pair check (the variants still are). */
  pairs?: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BETWEEN_SCRIPTS = /(?<=[A-Za-z0-9]) (?=\p{Script=Han})|(?<=\p{Script=Han}) (?=[A-Za-z0-9])/gu;

/** Every variant of a term: `avoid`, the two characters swapped, the space dropped. */
export function variantsOf(term: Term): string[] {
  const found = new Set(term.avoid ?? []);
  if (/^\p{Script=Han}{2}$/u.test(term.zh)) found.add([...term.zh].reverse().join(''));
  const unspaced = term.zh.replace(BETWEEN_SCRIPTS, '');
  if (unspaced !== term.zh) found.add(unspaced);
  return [...found].filter((variant) => !term.zh.toLowerCase().includes(variant.toLowerCase()));
}

/**
 * The variants of a term found in a text. Allowed phrases are removed first;
 * a variant that does not contain the rendering is also looked for with the
 * rendering taken out, so 存储存放 does not count as 储存.
 */
export function variantsIn(text: string, term: Term): string[] {
  let rest = text;
  for (const phrase of term.allow ?? []) rest = rest.split(phrase).join('\u0000');
  const withoutRendering = rest.replace(new RegExp(escape(term.zh), 'gi'), '\u0000');
  return variantsOf(term).filter((variant) =>
    new RegExp(escape(variant), 'i').test(
      variant.toLowerCase().includes(term.zh.toLowerCase()) ? rest : withoutRendering,
    ),
  );
}

/** The English words of a term: `match`, or `en` without what is in brackets or backticks. */
export function englishWordsOf(term: Term): string[] {
  if (term.match?.length) return term.match;
  const plain = term.en
    .replace(/\([^)]*\)/g, '')
    .replace(/`[^`]*`/g, '')
    .trim();
  return plain ? [plain] : [];
}

/** Whether English prose names the term (whole words, any case, plural too). */
export function mentions(englishProse: string, term: Term): boolean {
  return englishWordsOf(term).some((words) =>
    new RegExp(`(?<![\\w-])${escape(words).replace(/ /g, '[\\s-]+')}(?:s|es)?(?![\\w-])`, 'i').test(
      englishProse,
    ),
  );
}

/** What a Chinese page may call the term: its rendering and its short forms. */
export const renderingsOf = (term: Term): string[] => [term.zh, ...(term.also ?? [])];

/** The options a term names in backticks (`web_proxy`): a page that names one uses the term. */
export const optionsOf = (term: Term): string[] =>
  [...term.en.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

/**
 * What is wrong with one term on a page pair: when the English page names it,
 * the Chinese page must use its rendering (or name its option anywhere on the
 * page, code included); no Chinese page may use a variant in prose.
 */
export function pairProblems(
  term: Term,
  englishProse: string,
  chineseProse: string,
  chineseSource: string = chineseProse,
): string[] {
  const problems = variantsIn(chineseProse, term).map(
    (variant) => `found "${variant}" (use "${term.zh}")`,
  );
  const used =
    renderingsOf(term).some((rendering) =>
      chineseProse.toLowerCase().includes(rendering.toLowerCase()),
    ) || optionsOf(term).some((option) => chineseSource.includes(option));
  if (term.pairs !== false && mentions(englishProse, term) && !used)
    problems.unshift(
      `the English page says "${englishWordsOf(term).join('" / "')}" but the Chinese page never says "${term.zh}"`,
    );
  return problems;
}
