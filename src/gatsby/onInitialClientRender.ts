import type { GatsbyBrowser } from 'gatsby';
import { markInitialRenderDone } from '../lib/serverMarkup';

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  markInitialRenderDone();
};
