import type { GatsbyBrowser } from 'gatsby';
import { canonicaliseNavigation } from './canonicalNavigation';
import { watchChunkFailures } from './chunkRecovery';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  watchChunkFailures();
  canonicaliseNavigation(window as unknown as Parameters<typeof canonicaliseNavigation>[0]);
};
