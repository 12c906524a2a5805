/**
 * A page's content as the page data carries it, for a first visit and an
 * in-site navigation alike: the HTML the build drew from the content tree
 * (gatsby/mdx/contentHtml.ts), and what the browser still needs of the tree:
 * the islands it mounts and their shortcodes, and the hosts the content loads
 * from (src/lib/contentNeeds.ts).
 */
import type { ContentElement } from './contentTree';
import type { PageData } from './pageContext';

/** The behaviours of their own that shortcodes have (src/mdx/behaviours/contentBehaviours.ts). */
export type ShortcodeBehaviour = 'tabs' | 'fullscreen';

/** A shortcode the islands hold, as the browser loads and wakes it (src/lib/mdx/shortcodes.ts). */
export interface IslandShortcode {
  /** Its module, relative to src/mdx. */
  module: string;
  /** Its island waits for the reader's pointer, focus or keys. */
  onIntent?: true;
  /** It takes or shows secrets: no advert or analytics script may run beside it. */
  secrets?: true;
}

export interface PageContent {
  html: string;
  /** The tree's islands in document order; the n-th is marked `data-island="n"` in the HTML. */
  islands: ContentElement[];
  /** Every shortcode the islands hold, by name. */
  shortcodes: Record<string, IslandShortcode>;
  /** The origins of the pictures and media the content loads, sorted. */
  origins: string[];
  /** The data files the islands read in the browser; the HTML already shows the others. */
  data: PageData;
}

/** What a page without content, or whose content failed, shows: nothing. */
export const NO_CONTENT: PageContent = {
  html: '',
  islands: [],
  shortcodes: {},
  origins: [],
  data: {},
};

const isPageContent = (value: unknown): value is PageContent =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PageContent).html === 'string' &&
  Array.isArray((value as PageContent).islands) &&
  typeof (value as PageContent).shortcodes === 'object' &&
  Array.isArray((value as PageContent).origins) &&
  typeof (value as PageContent).data === 'object';

/** A page's content from the data Gatsby's loader holds for it (every content template queries `mdx { content }`). */
export function pageContentOf(pageData: unknown): PageContent | null {
  const content = (pageData as { data?: { mdx?: { content?: unknown } } } | null)?.data?.mdx
    ?.content;
  return isPageContent(content) ? content : null;
}
