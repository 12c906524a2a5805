import { useEffect, type ReactNode } from 'react';
import { siteConfig } from '../config';
import { markPageHydrated } from '../lib/hydrationMark';
import { GlobalStyles } from '../styles/GlobalStyles';
import { ApiServerProvider } from './ApiServerProvider';
import { ColorModeProvider } from './ColorModeProvider';

/** Marks <html> once React has taken over the page (see src/lib/hydrationMark.ts). */
function HydrationMarker() {
  useEffect(() => {
    markPageHydrated(document.documentElement);
  }, []);
  return null;
}

/**
 * site.yaml's head scripts, added after the page has loaded by a chunk of
 * their own (src/lib/headScriptsLoader.ts). Mounted only when the site has
 * enabled entries (the browser gets no others): without, nothing runs or loads.
 * A page whose content holds secrets never starts them (the chunk decides from
 * the page's content; src/gatsby/routeProgress.ts reloads such a page reached
 * from one that did).
 */
function HeadScripts() {
  useEffect(() => {
    let live = true;
    let stop = () => {
      live = false;
    };
    import(/* webpackChunkName: "head-scripts" */ '../lib/headScriptsLoader').then(
      ({ startHeadScripts }) => {
        if (live) stop = startHeadScripts(siteConfig.headScripts);
      },
      () => undefined,
    );
    return () => stop();
  }, []);
  return null;
}

/** Every app-wide provider, in one place, for the browser and the server alike. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider config={siteConfig.colorMode}>
      <GlobalStyles />
      <HydrationMarker />
      {siteConfig.headScripts.length > 0 && <HeadScripts />}
      <ApiServerProvider>{children}</ApiServerProvider>
    </ColorModeProvider>
  );
}
