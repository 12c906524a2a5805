/** What `Mdx.content` resolves to for one page (src/lib/pageContent.ts). */
import type { ContentTree } from '../../src/lib/contentTree';
import { contentOriginsOf } from '../../src/lib/contentNeeds';
import { DEFAULT_LOCALE, isLocale } from '../../src/lib/locales';
import type { PageData } from '../../src/lib/pageContext';
import { islandsOf } from '../../src/lib/islandsOf';
import type { PageContent } from '../../src/lib/pageContent';
import { islandReads, shortcodesOf } from '../../src/lib/mdx/shortcodes';
import { loadPageData } from '../lib/pageDataFiles';
import { contentHtml } from './contentHtml';
import { keepPageRules } from './contentStyles';

/** The page a content field is drawn for: the template's query hands over its context's values. */
export interface ContentArgs {
  language: string;
  pagePath: string;
  /** The catalogs the page's <AutoCatalog> elements show (gatsby/lib/pagePlan.ts). */
  data?: PageData | null;
}

/**
 * `dataFiles`: the files the front matter names (createPages has checked them).
 * Page data carries only those an island reads: the HTML shows the rest.
 */
export function pageContent(
  tree: ContentTree,
  args: ContentArgs,
  dataFiles: readonly string[],
  rendererVersion: string,
): PageContent {
  const language = isLocale(args.language) ? args.language : DEFAULT_LOCALE;
  const data = { ...args.data, ...loadPageData(dataFiles).data };
  const { html, rules } = contentHtml(
    tree,
    { language, pagePath: args.pagePath, data },
    rendererVersion,
  );
  keepPageRules(args.pagePath, rules);
  const islands = islandsOf(tree);
  const read = islands.flatMap(([type]) => islandReads(type) ?? []);
  return {
    html,
    islands,
    shortcodes: shortcodesOf(islands),
    origins: contentOriginsOf(tree),
    data: Object.fromEntries(read.filter((name) => name in data).map((name) => [name, data[name]])),
  };
}
