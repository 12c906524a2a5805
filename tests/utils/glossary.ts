/**
 * The glossary's rules as functions, so tests/content/glossary.test.ts can run
 * them on the site and on small in-memory pages. A term's variants come from
 * the glossary itself: its `avoid` list, the same two characters in the other
 * order (存储 → 储存), and the rendering without the space between Latin and
 * Chinese (Web 代理 → Web代理). A `reserved` term's rendering may stand only
 * where the English text it translates names the term (项目 only for
 * "project"). And a page pair must state the same number of drivers, one
 * that allows the number AList registers (statedCounts, driverCountProblems).
 */
import { fromMarkdown } from 'mdast-util-from-markdown';

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
  /**
   * true: the rendering stands for this term only, so a zh page may write it (outside `allow`
   * phrases) only when its English page names the term (项目 only where the English says
   * "project"; an item of a list is something else).
   */
  reserved?: boolean;
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

/** A text with the term's `allow` phrases blanked out, same length (so offsets still hold). */
const withoutAllowed = (text: string, term: Term) =>
  (term.allow ?? []).reduce(
    (rest, phrase) => rest.split(phrase).join('\u0000'.repeat(phrase.length)),
    text,
  );

/** How often a Chinese text writes a term's rendering outside its `allow` phrases. */
export const reservedUses = (chineseText: string, term: Term): number =>
  withoutAllowed(chineseText, term).split(term.zh).length - 1;

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;
const LEAF_BLOCKS = new Set(['paragraph', 'heading', 'tableCell', 'code', 'html']);

/** Text of an inline tree without inline code (code is not prose). */
function inlineText(node: MdNode): string {
  if (node.type === 'inlineCode') return '';
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(inlineText).join('');
}

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

/**
 * The leaf blocks of a page (paragraphs, headings, table cells, and code and HTML as empty
 * blocks), in order, front matter left out: a translated page has the same blocks as its
 * English page, so block i of one is block i of the other.
 */
export function blocksOf(source: string): string[] {
  const out: string[] = [];
  const walk = (node: MdNode) => {
    if (LEAF_BLOCKS.has(node.type)) {
      out.push(node.type === 'code' || node.type === 'html' ? '' : inlineText(node));
      return;
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(fromMarkdown(source.replace(FRONT_MATTER, '')) as MdNode);
  return out;
}

/** The words around the first use of a reserved rendering outside `allow` phrases. */
const around = (text: string, term: Term, before: number, after: number) => {
  const at = withoutAllowed(text, term).indexOf(term.zh);
  return text.slice(Math.max(0, at - before), at + term.zh.length + after).replace(/\s+/g, ' ');
};

/** A block that writes a reserved rendering where its English never names the term. */
export interface ReservedProblem {
  /** The rendering with a few characters around it, to find the line in the source. */
  near: string;
  problem: string;
}

/**
 * A reserved term on a page pair: each Chinese block that writes the rendering (outside `allow`
 * phrases) where the English block it translates never names the term, so the rendering stands
 * for another word there (项目 for "item"). When the pages do not have the same number of
 * blocks, the English page as a whole stands in for the block.
 */
export function reservedProblems(
  term: Term,
  englishSource: string,
  chineseSource: string,
): ReservedProblem[] {
  if (!term.reserved) return [];
  const english = blocksOf(englishSource);
  const chinese = blocksOf(chineseSource);
  const aligned = english.length === chinese.length;
  const wholePage = english.join('\n');
  const words = englishWordsOf(term).join('" / "');
  return chinese.flatMap((block, i) => {
    if (!reservedUses(block, term)) return [];
    const counterpart = aligned ? english[i]! : wholePage;
    if (mentions(counterpart, term)) return [];
    return [
      {
        near: around(block, term, 4, 2),
        problem: `"…${around(block, term, 12, 8)}…": the English ${aligned ? 'text here' : 'page'} never says "${words}"${aligned ? ` ("${counterpart.slice(0, 60).replace(/\s+/g, ' ')}…")` : ''}`,
      },
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// How many drivers a page says AList has

/** A count of drivers (or storages, providers…) a page states: the phrase and what it allows. */
export interface StatedCount {
  phrase: string;
  min: number;
  max: number;
}

/** The nouns a count of drivers qualifies, in English and in Chinese. */
const EN_COUNTED =
  '(?:(?:storage|cloud) (?:drivers|services|providers|types|backends|drives)|drivers|storages|cloud drives|providers)';
const ZH_COUNTED = '(?:存储服务|云存储|存储|驱动|网盘|云盘|服务商)';

const EN_COUNT = new RegExp(
  `\\b(a dozen|dozens|hundreds|(?:over|more than) \\d+|\\d+\\+?)\\s+(?:of\\s+)?(?:(?:different|built-in|supported|other)\\s+)*${EN_COUNTED}\\b`,
  'gi',
);
const ZH_COUNT = new RegExp(
  `(十几|十多|数十|几十|数百|几百|上百|超过\\s*\\d+|\\d+\\s*(?:多|余)|\\d+|[二三四五六七八九]十(?:多|余)?)\\s*(?:种|个|家|款)\\s*(?:不同的?)?\\s*${ZH_COUNTED}`,
  'g',
);

/** The range a count word allows. */
function rangeOf(count: string): [number, number] {
  const word = count.toLowerCase().replace(/\s+/g, ' ');
  const tens = /^([二三四五六七八九])十/.exec(word);
  const n = tens ? ('二三四五六七八九'.indexOf(tens[1]!) + 2) * 10 : Number(/\d+/.exec(word)?.[0]);
  if (word === 'a dozen' || word === '十几' || word === '十多') return [10, 19];
  if (word === 'dozens' || word === '数十' || word === '几十') return [20, 99];
  if (['hundreds', '数百', '几百', '上百'].includes(word)) return [100, 999];
  if (/^(over|more than|超过)/.test(word) || /(多|余)$/.test(word)) return [n + 1, Infinity];
  if (word.endsWith('+')) return [n, Infinity];
  return [n, n];
}

/** Page text a count is read from: the source without code blocks and inline code. */
export const countableText = (source: string): string =>
  source.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');

/**
 * The driver counts a text states ("dozens of storages", "a dozen different storage services",
 * "77 drivers", "70+ providers"; 数十种存储, 几十个网盘, 70 多种存储). A bare number below 20
 * counts a reader's own storages ("mount 3 storages"), not AList's, and a number that begins a
 * driver's name (`brands`: 115, 123…) is that driver ("the 115 drivers"): neither is read.
 */
export function statedCounts(
  text: string,
  locale: 'en' | 'zh',
  brands: readonly number[] = [],
): StatedCount[] {
  const out: StatedCount[] = [];
  for (const match of text.matchAll(locale === 'en' ? EN_COUNT : ZH_COUNT)) {
    const [min, max] = rangeOf(match[1]!);
    if (min === max && (min < 20 || brands.includes(min))) continue;
    out.push({ phrase: match[0].replace(/\s+/g, ' '), min, max });
  }
  return out;
}

const rangeText = ({ min, max }: StatedCount) =>
  min === max ? `${min}` : max === Infinity ? `more than ${min - 1}` : `${min}–${max}`;
const overlap = (a: StatedCount, b: StatedCount) => a.min <= b.max && b.min <= a.max;

/**
 * What is wrong with the counts a page pair states: each must allow the number of registered
 * drivers, and when both pages state one, every count of each page must agree with one of the
 * other's.
 */
export function driverCountProblems(
  english: StatedCount[],
  chinese: StatedCount[],
  registered: number,
): string[] {
  const problems: string[] = [];
  for (const [side, counts] of [
    ['English', english],
    ['Chinese', chinese],
  ] as const)
    for (const count of counts)
      if (registered < count.min || registered > count.max)
        problems.push(
          `${side} says "${count.phrase}" (${rangeText(count)}), but AList registers ${registered} drivers`,
        );
  if (english.length && chinese.length) {
    const lone = [
      ...english.filter((count) => !chinese.some((other) => overlap(count, other))),
      ...chinese.filter((count) => !english.some((other) => overlap(count, other))),
    ];
    if (lone.length)
      problems.push(
        `the pages disagree: English says ${english.map((c) => `"${c.phrase}" (${rangeText(c)})`).join(', ')}, Chinese says ${chinese.map((c) => `"${c.phrase}" (${rangeText(c)})`).join(', ')}`,
      );
  }
  return problems;
}
