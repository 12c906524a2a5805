/**
 * Which pages get a comment area (spec §4 "Comments"). Kept apart from
 * src/lib/comments.ts, which only the lazily loaded widget imports: the doc
 * template needs this one answer, and no page's first load carries the rest.
 */
import type { CommentsConfig } from '../config/types';
import type { TemplateName } from './pageContext';

/**
 * The comment settings a page gets, or null for none: only documentation
 * pages (not home, portfolio, tool or not-found pages), only when the site
 * configures comments, and not when the page's front matter says `comment: false`.
 */
export function commentsFor(
  template: TemplateName,
  pageComment: boolean | null | undefined,
  config: CommentsConfig | undefined,
): CommentsConfig | null {
  if (template !== 'doc' || pageComment === false || !config) return null;
  return config;
}
