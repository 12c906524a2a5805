/**
 * Decap draws the preview in an iframe. Emotion puts styles into the document
 * that loaded it, so the preview gets a cache of its own whose container is
 * the iframe's head, and the site's global and Markdown styles go there.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { GlobalStyles } from '../../styles/GlobalStyles';

const caches = new WeakMap<Document, EmotionCache>();

function cacheFor(document: Document): EmotionCache {
  const cache = caches.get(document) ?? createCache({ key: 'preview', container: document.head });
  caches.set(document, cache);
  return cache;
}

export function FrameStyles({ document, children }: { document: Document; children: ReactNode }) {
  return (
    <CacheProvider value={cacheFor(document)}>
      <GlobalStyles />
      {children}
    </CacheProvider>
  );
}
