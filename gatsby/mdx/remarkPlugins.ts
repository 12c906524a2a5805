/**
 * The remark plugins of every MDX page, in order. gatsby-config hands them to
 * gatsby-plugin-mdx; the `Mdx.headings` resolver runs the same list, so the
 * contents see exactly the headings and ids the page has. The text-only ones
 * come first (textPlugins.ts); links and shortcode imports need the other files.
 */
import path from 'node:path';
import { CONTENT_ROOT, ROOT } from '../paths';
import remarkLinks from './remarkLinks';
import remarkShortcodeImports from './remarkShortcodeImports';
import { textRemarkPlugins } from './textPlugins';

export const remarkPlugins = [
  ...textRemarkPlugins,
  [remarkLinks, { contentRoot: CONTENT_ROOT }],
  [remarkShortcodeImports, { componentsDir: path.join(ROOT, 'src', 'mdx') }],
] as const;
