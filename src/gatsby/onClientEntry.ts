import type { GatsbyBrowser } from 'gatsby';
import { canonicaliseNavigation } from './canonicalNavigation';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  canonicaliseNavigation(window as unknown as Parameters<typeof canonicaliseNavigation>[0]);
};
