/**
 * The remark and rehype plugins that need nothing but a page's own text, in
 * build order. The build runs them (before the plugins that read other files:
 * see remarkPlugins.ts), and the content editor's preview runs the same list in
 * the browser, so a plugin added here shows in both. Nothing in this module may
 * import Node's modules.
 */
import remarkGemoji from 'remark-gemoji';
import remarkGfm from 'remark-gfm';
import rehypeHighlight from './rehypeHighlight';
import rehypeTaskLists from './rehypeTaskLists';
import remarkCjkLineBreaks from './remarkCjkLineBreaks';
import remarkContainers from './remarkContainers';
import remarkDiagrams from './remarkDiagrams';
import remarkHeadingIds from './remarkHeadingIds';
import remarkInlineMarks from './remarkInlineMarks';

export const textRemarkPlugins = [
  [remarkGfm, { singleTilde: false }],
  remarkContainers,
  remarkGemoji,
  remarkInlineMarks,
  remarkCjkLineBreaks,
  remarkHeadingIds,
  remarkDiagrams,
] as const;

export const textRehypePlugins = [rehypeHighlight, rehypeTaskLists] as const;
