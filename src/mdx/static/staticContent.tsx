/**
 * A page's content as HTML, with the rules its components need, drawn in Node
 * when the build (or `gatsby develop`) resolves `Mdx.content`: esbuild bundles
 * this file for Node (gatsby/mdx/contentHtml.ts). The same HTML reaches a first
 * visit in the document and an in-site navigation in the page data, so the
 * browser never draws content; it only mounts islands (src/mdx/islands).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SHORTCODE_MODULES } from 'virtual:shortcode-modules';
import type { ContentTree } from '../../lib/contentTree';
import type { Locale } from '../../lib/locales';
import type { PageData } from '../../lib/pageContext';
import { siteConfig } from '../../config';
import { LanguageProvider } from '../../i18n/translation';
import { ApiServerProvider } from '../../providers/ApiServerProvider';
import { ColorModeProvider } from '../../providers/ColorModeProvider';
import { PageDataProvider } from '../../providers/PageDataProvider';
import { PageProvider } from '../../providers/PageProvider';
import { MdxContent } from '../MdxContent';
import { createShortcodeRegistry } from '../shortcodeRegistry';

const shortcodes = createShortcodeRegistry((module) => SHORTCODE_MODULES[module]!());

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
                <MdxContent tree={tree} registry={shortcodes} />
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
