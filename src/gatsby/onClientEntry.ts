import type { GatsbyBrowser } from 'gatsby';
import { canonicaliseNavigation } from './canonicalNavigation';
import { watchChunkFailures } from './chunkRecovery';
import { keepHashReadable } from '../lib/safeDecode';
import { installShortcodeLoading } from '../mdx/shortcodeLoader';
import { answerWithLocaleNotFound, type NotFoundLoader } from './localeNotFoundLoading';
import { onNavigationStart } from './navigationStart';
import { navigationStarts } from './routeProgress';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // Before the router mounts: its scroll handler cannot read `#%`.
  keepHashReadable(window);
  watchChunkFailures();
  const loader = (window as unknown as { ___loader?: NotFoundLoader }).___loader;
  if (loader) answerWithLocaleNotFound(loader);
  installShortcodeLoading();
  const site = window as unknown as Parameters<typeof canonicaliseNavigation>[0];
  canonicaliseNavigation(site);
  // Wrapped last, so it sees the navigation first, with the address as asked for.
  onNavigationStart(site, navigationStarts);
};
