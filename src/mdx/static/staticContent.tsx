/**
 * A page's content as HTML, with the rules its components need, drawn in Node
 * when the build (or `gatsby develop`) resolves `Mdx.content`: esbuild bundles
 * this file for Node (gatsby/mdx/contentHtml.ts). MdxContent draws the tree as
 * MDX would have: markdown's elements through the site's markdown components,
 * tags written as JSX as they are, shortcodes from the registry, each island
 * (src/lib/mdx/shortcodes.ts) in a mark that numbers it in document order. The
 * same HTML reaches a first visit in the document and an in-site navigation in
 * the page data, so the browser never draws content; it only finds the marks
 * and mounts each island alone (src/mdx/islands).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createElement, useMemo, type ElementType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SHORTCODE_MODULES } from 'virtual:shortcode-modules';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { siteConfig } from '../../config';
import { LanguageProvider } from '../../i18n/translation';
import type { ContentTree } from '../../lib/contentTree';
import { islandsOf } from '../../lib/islandsOf';
import type { Locale } from '../../lib/locales';
import { shortcodesOf } from '../../lib/mdx/shortcodes';
import type { PageData } from '../../lib/pageContext';
import { ApiServerProvider } from '../../providers/ApiServerProvider';
import { ColorModeProvider } from '../../providers/ColorModeProvider';
import { PageDataProvider } from '../../providers/PageDataProvider';
import { PageProvider } from '../../providers/PageProvider';
import { ISLAND_ATTRIBUTE } from '../islands/islandMarks';
import { contentResolver, renderContent, useShortcodes } from '../renderContent';
import { createShortcodeRegistry, type ShortcodeRegistry } from '../shortcodeRegistry';

/** Every module of the table, at hand at once: the build draws whole pages. */
const everyShortcode = createShortcodeRegistry((module) => SHORTCODE_MODULES[module]!());

const NO_CONTENT: ContentTree = [];

/** An island's mark: a box-less element numbered by the island's place in the tree. */
const marks = new Map<string, ElementType>();
function islandMark(index: number, name: string, inner: ElementType): ElementType {
  const key = `${index}:${name}`;
  let mark = marks.get(key);
  if (!mark || (mark as { inner?: ElementType }).inner !== inner) {
    const Mark = (props: Record<string, unknown>) =>
      createElement(
        'div',
        { [ISLAND_ATTRIBUTE]: index, style: { display: 'contents' } },
        createElement(inner, props),
      );
    Mark.displayName = `Island(${name})`;
    Object.assign(Mark, { inner });
    mark = Mark;
    marks.set(key, mark);
  }
  return mark;
}

export function MdxContent({
  tree,
  registry,
}: {
  /** The page's `Mdx.content` (a JSON field, so typed loosely by Gatsby's type generation). */
  tree: ContentTree | unknown;
  registry: ShortcodeRegistry;
}) {
  const content = Array.isArray(tree) ? (tree as ContentTree) : NO_CONTENT;
  const shortcodes = useMemo(() => shortcodesOf(content), [content]);
  const islandIndex = useMemo(
    () => new Map(islandsOf(content).map((node, index) => [node, index])),
    [content],
  );
  useShortcodes(registry, shortcodes);
  return createElement(
    ErrorBoundary,
    { part: 'page' },
    renderContent(
      content,
      contentResolver(registry, (component, name, node) => {
        const index = islandIndex.get(node);
        return index === undefined ? component : islandMark(index, name, component);
      }),
    ),
  );
}

export interface ContentPage {
  language: Locale;
  pagePath: string;
  data: PageData;
}

export interface ContentHtml {
  html: string;
  /** The rules of the Emotion classes in `html`, by class key. */
  rules: Record<string, string>;
}

export function renderContentHtml(tree: ContentTree, page: ContentPage): ContentHtml {
  const cache = createCache({ key: 'css' });
  // Rules are collected, not written as <style> elements beside each component.
  cache.compat = true;
  const html = renderToStaticMarkup(
    <CacheProvider value={cache}>
      <ColorModeProvider config={siteConfig.colorMode}>
        <ApiServerProvider>
          <LanguageProvider language={page.language}>
            <PageProvider
              value={{ pathname: page.pagePath, locale: page.language, alternates: [] }}
            >
              <PageDataProvider value={page.data}>
                <MdxContent tree={tree} registry={everyShortcode} />
              </PageDataProvider>
            </PageProvider>
          </LanguageProvider>
        </ApiServerProvider>
      </ColorModeProvider>
    </CacheProvider>,
  );
  const rules = Object.fromEntries(
    Object.entries(cache.inserted).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return { html, rules };
}
