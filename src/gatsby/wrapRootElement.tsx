import type { GatsbyBrowser } from 'gatsby';
import { Providers } from '../providers/Providers';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <Providers>{element}</Providers>
);
