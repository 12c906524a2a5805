import { NOT_FOUND_PAGE, isServable } from './hostRules.mjs';

/**
 * Netlify's `_redirects` for a build, from gatsby/lib/hostRules.mjs. Netlify finds a file by
 * itself (`/a/b` → a/b.html, `/a/b/` → a/b/index.html, where the build's trailing-slash copies
 * stand for a/b.html) and answers anything else with the site's not-found page; a folder with
 * its own not-found page (zh/404.html) needs a rule. Not forced, so an existing file wins.
 */
export function netlifyRedirectsText(files: readonly string[]): string {
  const rules = files
    .filter(isServable)
    .map((file) => file.split('/'))
    .filter((parts) => parts.length === 2 && parts[1] === NOT_FOUND_PAGE)
    .map(([folder]) => `/${folder}/*  /${folder}/${NOT_FOUND_PAGE}  404`);
  return [
    '# Written by the build from gatsby/lib/hostRules.mjs (gatsby/lib/netlifyRedirects.ts).',
    ...rules.sort(),
    '',
  ].join('\n');
}
