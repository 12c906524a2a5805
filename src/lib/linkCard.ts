/**
 * What a link card (src/mdx/LinkCard.tsx) shows when it has no logo: a
 * download arrow for a file, an outward arrow for another site, a link for a
 * page of this one.
 */
import { classifyHref } from './urls';

/** Endings of web pages, which a card opens rather than downloads. */
const PAGE_ENDING = /\.(html?|php|aspx?|jsp)$/i;

export type LinkCardIcon = 'install' | 'external' | 'link';

/** The icon name (src/components/Icon.tsx) for a card that links to `link`. */
export function linkCardIcon(link: string): LinkCardIcon {
  const kind = classifyHref(link);
  const path = link.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (kind === 'file' || (kind === 'external' && /\.\w+$/.test(last) && !PAGE_ENDING.test(last))) {
    return 'install';
  }
  return kind === 'external' ? 'external' : 'link';
}
