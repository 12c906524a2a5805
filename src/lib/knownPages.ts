import { canonicalCandidates } from './urls';

/**
 * Where the build lists the path of every page. Read only when an address in
 * another spelling (`/pricing`, `/guide/install/docker/`) has to be matched
 * to its page, so ordinary visits never download it.
 */
export const PAGE_LIST_URL = '/page-paths.json';

/** The page paths in the list file; anything else in it is ignored. */
export function parsePageList(json: string): Set<string> {
  try {
    const list: unknown = JSON.parse(json);
    return new Set(
      Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [],
    );
  } catch {
    return new Set();
  }
}

/** True when an address may be another spelling of a page and the list must be asked. */
export function mayNeedCanonicalPage(pathname: string): boolean {
  return canonicalCandidates(pathname).length > 0;
}

/** The page a differently spelled address stands for (`/a/b` → `/a/b.html`), or null. */
export function canonicalPageFor(pathname: string, known: ReadonlySet<string>): string | null {
  if (known.has(pathname)) return null;
  return canonicalCandidates(pathname).find((candidate) => known.has(candidate)) ?? null;
}

let pageList: Promise<Set<string>> | null = null;

/** The site's page list, fetched once per visit; empty when it cannot be had. */
export function loadPageList(): Promise<Set<string>> {
  pageList ??= fetch(PAGE_LIST_URL)
    .then((response) => (response.ok ? response.text() : ''))
    .then(parsePageList)
    .catch(() => new Set<string>());
  return pageList;
}
