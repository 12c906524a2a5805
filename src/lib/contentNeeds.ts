/**
 * What a page's content needs from the document it is shown in, read from its
 * content tree (the build's data, never the page's HTML): the hosts it loads
 * pictures and media from, which the page's policy names (the build writes
 * it, gatsby/lib/hostHeaders.ts), and whether it holds a form for secrets,
 * which keeps advert and analytics scripts out of the document.
 */
import { EXPLICIT_TAG, elementsIn, type ContentElement, type ContentTree } from './contentTree';
import type { PageContent } from './pageContent';

/** The props that hold an address the page loads, by element or shortcode. */
const LOADED_ADDRESSES: Readonly<Record<string, readonly string[]>> = {
  img: ['src'],
  ArtPlayer: ['src', 'poster'],
  LinkCard: ['logo'],
  VPCard: ['logo'],
};

const typeOf = (element: ContentElement) =>
  element[0].startsWith(EXPLICIT_TAG) ? element[0].slice(EXPLICIT_TAG.length) : element[0];

/** The origins (sorted, once each) of every http(s) address the content loads. */
export function contentOriginsOf(tree: ContentTree): string[] {
  const origins = new Set<string>();
  for (const element of elementsIn(tree, (type) =>
    Object.hasOwn(LOADED_ADDRESSES, type.replace(EXPLICIT_TAG, '')),
  )) {
    const props = element[1] || {};
    for (const prop of LOADED_ADDRESSES[typeOf(element)] ?? []) {
      const value = props[prop];
      if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) continue;
      try {
        origins.add(new URL(value).origin);
      } catch {
        // Not an address after all: nothing loads from it.
      }
    }
  }
  return [...origins].sort();
}

/** Whether the content shows a form that takes or shows secrets (a tool's sign-in or token). */
export const holdsSecrets = (content: Pick<PageContent, 'shortcodes'>): boolean =>
  Object.values(content.shortcodes).some((shortcode) => shortcode.secrets);

/** The sources a serialized policy gives one directive, or null when it does not name it. */
function sourcesOf(policy: string, directive: string): string[] | null {
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name === directive) return sources;
  }
  return null;
}

/**
 * Whether a page reached by in-site navigation must be loaded afresh, because
 * the document it would be shown in cannot give it what it needs: advert or
 * analytics scripts run in it and the page holds secrets, or its policy
 * (`policy`, the page policy the document was loaded with; null without one,
 * as under `gatsby develop`) does not name a host the content loads from.
 */
export function needsCleanLoad(
  content: Pick<PageContent, 'shortcodes' | 'origins'>,
  headScriptsRunning: boolean,
  policy: string | null,
): boolean {
  if (headScriptsRunning && holdsSecrets(content)) return true;
  if (policy === null) return false;
  const { origins } = content;
  if (origins.length === 0) return false;
  const allowed = new Set([
    ...(sourcesOf(policy, 'img-src') ?? []),
    ...(sourcesOf(policy, 'media-src') ?? []),
  ]);
  return origins.some((origin) => !allowed.has(origin));
}
