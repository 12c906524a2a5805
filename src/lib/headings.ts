/**
 * Headings of an MDX body, found by scanning its lines. The build uses the same
 * scan to give headings their ids (remark plugin) and to build the table of
 * contents (GraphQL), so anchors and contents always agree.
 */
export interface Heading {
  depth: number;
  text: string;
  id: string;
  /** 1-based line in the scanned source. */
  line: number;
}

// A type rather than an interface: slice props must be plain serialisable objects.
export type TocItem = {
  id: string;
  text: string;
  depth: number;
  children: TocItem[];
};

const FENCE = /^\s*(`{3,}|~{3,})/;
const ATX = /^\s*(#{1,6})(?:\s+(.*?))?\s*$/;

/** github-style slug: lower case, punctuation dropped, spaces to hyphens; CJK kept. */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * A heading may fix its anchor with a trailing `[#id]`, so that an anchor stays
 * the same in every locale and when the wording changes:
 * `## List a folder [#post-api-fs-list]`.
 */
export const EXPLICIT_ID = /\s+\[#([A-Za-z0-9][\w-]*)\]\s*$/;

export function splitExplicitId(raw: string): { text: string; id: string | null } {
  const match = EXPLICIT_ID.exec(raw);
  return match ? { text: raw.slice(0, match.index), id: match[1]! } : { text: raw, id: null };
}

export class Slugger {
  private seen = new Map<string, number>();

  /** Reserves an id the author chose, so later generated slugs avoid it. */
  claim(id: string): string {
    this.seen.set(id, this.seen.get(id) ?? 0);
    return id;
  }

  slug(text: string): string {
    const base = slugify(text) || 'section';
    let candidate = base;
    let count = this.seen.get(base) ?? 0;
    while (this.seen.has(candidate)) {
      count += 1;
      candidate = `${base}-${count}`;
    }
    this.seen.set(base, count);
    this.seen.set(candidate, 0);
    return candidate;
  }
}

/** The plain text of a heading line's inline markdown and JSX. */
export function headingPlainText(raw: string): string {
  return raw
    .replace(/\s+#+\s*$/, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/==(.+?)==/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>~=^])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export function scanHeadings(source: string): Heading[] {
  const headings: Heading[] = [];
  const slugger = new Slugger();
  let fence: string | null = null;
  source.split(/\r?\n/).forEach((lineText, index) => {
    const fenceMatch = FENCE.exec(lineText);
    if (fence) {
      if (
        fenceMatch?.[1] &&
        fenceMatch[1][0] === fence[0] &&
        fenceMatch[1].length >= fence.length
      ) {
        if (lineText.trim() === fenceMatch[1]) fence = null;
      }
      return;
    }
    if (fenceMatch?.[1]) {
      fence = fenceMatch[1];
      return;
    }
    const atx = ATX.exec(lineText);
    if (!atx?.[1]) return;
    const { text: raw, id: explicitId } = splitExplicitId(atx[2] ?? '');
    const text = headingPlainText(raw);
    if (!text) return;
    const id = explicitId ? slugger.claim(explicitId) : slugger.slug(text);
    headings.push({ depth: atx[1].length, text, id, line: index + 1 });
  });
  return headings;
}

/** The title a page gets from its first level-1 heading, if it has one. */
export function firstTitleHeading(headings: Heading[]): Heading | undefined {
  return headings.find((heading) => heading.depth === 1);
}

/**
 * Nests headings of levels 2 … headerDepth + 1 (the contents and sidebar show
 * h2 and h3 at the default depth of 2).
 */
export function buildTocTree(
  headings: ReadonlyArray<Omit<Heading, 'line'>>,
  headerDepth: number,
): TocItem[] {
  const maxLevel = Math.min(6, Math.max(2, headerDepth + 1));
  const root: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const heading of headings) {
    if (heading.depth < 2 || heading.depth > maxLevel) continue;
    const item: TocItem = {
      id: heading.id,
      text: heading.text,
      depth: heading.depth,
      children: [],
    };
    while (stack.length && stack[stack.length - 1]!.depth >= item.depth) stack.pop();
    const parent = stack[stack.length - 1];
    (parent ? parent.children : root).push(item);
    stack.push(item);
  }
  return root;
}
