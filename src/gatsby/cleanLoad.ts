/**
 * The `clean-load` chunk, which src/gatsby/routeProgress.ts loads on the
 * first in-site navigation: whether the page navigated to must be loaded
 * afresh instead (src/lib/contentNeeds.ts says when), decided from its
 * content in the page data Gatsby has just loaded.
 */
import { pageContentOf } from '../lib/pageContent';
import { needsCleanLoad } from '../lib/contentNeeds';
import { pageLoader } from '../lib/gatsbyRuntime';
import { HEAD_SCRIPT_ATTRIBUTE } from '../lib/headScriptAttribute';

/** The marker of the policy element the build writes into every page (gatsby/lib/pageScriptPolicy.ts). */
const PAGE_POLICY = 'meta[data-page-script-policy]';

export function pageNeedsCleanLoad(pagePath: string): boolean {
  const content = pageContentOf(pageLoader()?.loadPageSync(pagePath)?.json);
  if (!content) return false;
  return needsCleanLoad(
    content,
    document.querySelector(`script[${HEAD_SCRIPT_ATTRIBUTE}]`) !== null,
    document.querySelector(PAGE_POLICY)?.getAttribute('content') ?? null,
  );
}
