import type { GatsbyBrowser } from 'gatsby';
import { canonicalising } from './canonicalNavigation';
import { watchChunkFailures } from './chunkRecovery';
import { keepHashReadable } from '../lib/safeDecode';
import { answeringWithLocaleNotFound } from './localeNotFoundLoading';
import { announcingStart } from './navigationStart';
import { navigationStarts } from './routeProgress';
import { patchRuntime, type RuntimeWindow } from '../lib/gatsbyRuntime';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // Before the router mounts: its scroll handler cannot read `#%`.
  keepHashReadable(window);
  watchChunkFailures();
  const problems = patchRuntime(window as unknown as RuntimeWindow, {
    loader: [answeringWithLocaleNotFound],
    // The start is announced last, so it sees the navigation first, with the address as asked for.
    navigate: [canonicalising(window.location), announcingStart(window.location, navigationStarts)],
  });
  if (problems.length > 0)
    console.error(`Gatsby's runtime is not what this site patches:\n${problems.join('\n')}`);
};
