/**
 * The remark and rehype plugins of every MDX page, in order. gatsby-config
 * hands them to gatsby-plugin-mdx (which adds gatsby-remark-images), the
 * `Mdx.headings` resolver runs the same remark list, so the contents see
 * exactly the headings and ids the page has, and scripts/check-mdx.mjs
 * compiles with both lists. The text-only ones come first (textPlugins.ts);
 * links need the other files.
 */
import { CONTENT_ROOT } from '../paths';
import remarkLinks from './remarkLinks';
import { sharedTextsOnDisk } from './sharedTexts';
import remarkShared from '../../src/lib/mdx/remarkShared';
import { textRehypePlugins, textRemarkPlugins } from '../../src/lib/mdx/textPlugins';

export const remarkPlugins = [
  // First, so a shared text goes through every other plugin as the page's own words do.
  [remarkShared, { read: sharedTextsOnDisk(CONTENT_ROOT) }],
  ...textRemarkPlugins,
  [remarkLinks, { contentRoot: CONTENT_ROOT }],
] as const;

export const rehypePlugins = [...textRehypePlugins] as const;
