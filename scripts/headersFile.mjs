/**
 * Reads a `_headers` file (the format Netlify and Cloudflare Pages share) and
 * says which headers a path gets, the way Cloudflare Pages applies them: every
 * rule whose pattern matches contributes, in file order; `! Name` drops what
 * earlier rules set; a name set twice is joined with a comma. Netlify ignores
 * `!` lines and lets the later rule win, which gives the same result for a
 * file where every later rule that repeats a header also detaches it (the
 * build writes it so, see gatsby/lib/hostHeaders.ts).
 *
 * Pure: scripts/serve.mjs and scripts/nginxHeaders.mjs use it, so the local
 * server and nginx send what the host sends.
 */

/**
 * @typedef {{ pattern: string, detach: string[], headers: Array<[string, string]> }} HeaderRule
 */

/**
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const where = `_headers line ${index + 1}`;
    if (line.startsWith('/')) {
      rules.push({ pattern: line, detach: [], headers: [] });
      return;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`${where}: a header before any path: ${line}`);
    if (line.startsWith('!')) {
      const name = line.slice(1).trim();
      if (!name) throw new Error(`${where}: "!" without a header name`);
      rule.detach.push(name);
      return;
    }
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    const value = colon > 0 ? line.slice(colon + 1).trim() : '';
    if (!name || !value) throw new Error(`${where}: expected "Name: value", not ${line}`);
    rule.headers.push([name, value]);
  });
  return rules;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The regular expression source of a rule's path pattern: `*` (a splat)
 * matches anything, `/` included; `:name` matches one path segment.
 *
 * @param {string} pattern
 */
export function patternSource(pattern) {
  const parts = pattern.split(/(\*|:[A-Za-z]\w*)/);
  const body = parts
    .map((part) => {
      if (part === '*') return '.*';
      if (/^:[A-Za-z]\w*$/.test(part)) return '[^/]+';
      return escapeRegExp(part);
    })
    .join('');
  return `^${body}$`;
}

/**
 * The headers a path gets, in the order they were first set.
 *
 * @param {HeaderRule[]} rules
 * @param {string} pathname the decoded path of the file served, such as `/guide/index.html`
 * @returns {Array<[string, string]>}
 */
export function headersForPath(rules, pathname) {
  /** @type {Map<string, [string, string]>} */
  const chosen = new Map();
  for (const rule of rules) {
    if (!new RegExp(patternSource(rule.pattern)).test(pathname)) continue;
    for (const name of rule.detach) chosen.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const earlier = chosen.get(key);
      chosen.set(key, earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value]);
    }
  }
  return [...chosen.values()];
}
