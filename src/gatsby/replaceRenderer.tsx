import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR } from 'gatsby';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * Renders a page to HTML with its Emotion styles in one `<style>` in <head>.
 *
 * - Gatsby renders with React 18's renderToPipeableStream, which can leave NUL
 *   bytes between multi-byte characters when a chunk fills its buffer (seen in
 *   Chinese pages; react/react#31134). Pages here have no Suspense boundaries to
 *   stream, so the plain string renderer gives the same HTML without the bug.
 * - Left to itself, Emotion writes a `<style>` next to each styled element inside
 *   <body>, which HTML does not allow. A cache of this page's own in `compat`
 *   mode keeps the rules instead of writing them, and they go to <head>, tagged
 *   with their ids so the browser's cache adopts them instead of adding them again.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>{bodyComponent as ReactElement}</CacheProvider>,
  );
  const { ids, css } = createEmotionServer(cache).extractCritical(html);
  setHeadComponents([
    <style
      key="emotion"
      data-emotion={`${cache.key} ${ids.join(' ')}`}
      dangerouslySetInnerHTML={{ __html: css }}
    />,
  ]);
  replaceBodyHTMLString(html);
};
