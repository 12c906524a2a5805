/**
 * How every host answers an address of the build, stated once. Each host gets its rules from
 * here: the local server interprets them (scripts/resolveRequest.mjs), nginx gets them written
 * as its configuration (scripts/nginxAddresses.mjs), Netlify as `_redirects`
 * (gatsby/lib/netlifyRedirects.ts). A rule added here reaches all three;
 * gatsby/lib/hostRules.test.ts checks that they answer sample addresses alike.
 *
 * Plain JavaScript with its types beside it (hostRules.d.mts): the build and the scripts,
 * which Node runs without compiling, both import it.
 */

/** Files of the build that the host reads for itself: rules, not pages. Never served. */
export const HOST_FILES = ['_headers', '_redirects'];

/** A path segment that starts with a dot (build records, editor leftovers) is never served. */
export const HIDDEN_SEGMENT = '(^|/)\\.';

/**
 * Which files answer an address, in the order they are tried; the first rule whose `pattern`
 * matches the decoded path decides, and a rule without one takes every other address.
 * `{path}` stands for the whole path, `{stem}` for the pattern's `stem` group. The build makes
 * Gatsby's `.html` pages reachable without the extension and with a trailing slash this way.
 */
export const ADDRESS_RULES = [
  { comment: 'The home page.', pattern: '^/$', files: ['/index.html'] },
  {
    comment: '/a/b/ → a/b/index.html, else a/b.html.',
    pattern: '^(?<stem>/.+)/$',
    files: ['{stem}/index.html', '{stem}.html'],
  },
  {
    comment: '/a/b → the file a/b, else a/b.html, else a/b/index.html.',
    files: ['{path}', '{path}.html', '{path}/index.html'],
  },
];

/**
 * An address no file answers gets a not-found page with status 404: the one in the address's
 * first folder when the build has one there (/zh/… → zh/404.html, so each locale has its own),
 * else the site's.
 */
export const NOT_FOUND_PAGE = '404.html';

/** The files that answer a decoded path, as the rules above list them, without leading slash. */
export function filesForPath(pathname) {
  const rule = ADDRESS_RULES.find(({ pattern }) => !pattern || new RegExp(pattern).test(pathname));
  const stem = rule.pattern ? (new RegExp(rule.pattern).exec(pathname).groups?.stem ?? '') : '';
  return rule.files.map((file) =>
    // Replacer functions, so `$` in an address is text, not a replacement pattern.
    file
      .replace('{path}', () => pathname)
      .replace('{stem}', () => stem)
      .replace(/^\/+/, ''),
  );
}

/** The not-found pages for a decoded path, most specific first. */
export function notFoundPagesForPath(pathname) {
  const folder = pathname.replace(/^\/+/, '').split('/')[0];
  return folder ? [`${folder}/${NOT_FOUND_PAGE}`, NOT_FOUND_PAGE] : [NOT_FOUND_PAGE];
}

/** False for the files no host serves: its own rules and dot-files. */
export function isServable(relative) {
  return !HOST_FILES.includes(relative) && !new RegExp(HIDDEN_SEGMENT).test(relative);
}
