/**
 * The remark plugins of every MDX page, in order. gatsby-config hands them to
 * gatsby-plugin-mdx; the `Mdx.headings` resolver runs the same list, so the
 * contents see exactly the headings and ids the page has. The text-only ones
 * come first (textPlugins.ts); links need the other files.
 */
import { CONTENT_ROOT } from '../paths';
import remarkLinks from './remarkLinks';
import { textRemarkPlugins } from '../../src/lib/mdx/textPlugins';

export const remarkPlugins = [
  ...textRemarkPlugins,
  [remarkLinks, { contentRoot: CONTENT_ROOT }],
] as const;
