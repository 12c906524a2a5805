/**
 * The remark plugins of every MDX page, in order. gatsby-config hands them to
 * gatsby-plugin-mdx; the `Mdx.headings` resolver runs the same list, so the
 * contents see exactly the headings and ids the page has.
 */
import path from 'node:path';
import remarkGemoji from 'remark-gemoji';
import remarkGfm from 'remark-gfm';
import { CONTENT_ROOT, ROOT } from '../paths';
import remarkCjkLineBreaks from './remarkCjkLineBreaks';
import remarkContainers from './remarkContainers';
import remarkDiagrams from './remarkDiagrams';
import remarkHeadingIds from './remarkHeadingIds';
import remarkInlineMarks from './remarkInlineMarks';
import remarkLinks from './remarkLinks';
import remarkShortcodeImports from './remarkShortcodeImports';

export const remarkPlugins = [
  [remarkGfm, { singleTilde: false }],
  remarkContainers,
  remarkGemoji,
  remarkInlineMarks,
  remarkCjkLineBreaks,
  remarkHeadingIds,
  [remarkLinks, { contentRoot: CONTENT_ROOT }],
  remarkDiagrams,
  [remarkShortcodeImports, { componentsDir: path.join(ROOT, 'src', 'mdx') }],
] as const;
