import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { ContentPageContext } from '../src/lib/pageContext';
import { PAGE_LIST_URL } from '../src/lib/knownPages';
import { previewFromEnv } from './lib/preview';
import { robotsTxt } from './lib/robots';
import { sitemapPages, sitemapXml, type BuiltPage } from './lib/sitemap';
import { localisedRedirects, redirectHtml } from './lib/redirects';
import { loadRedirects, loadSiteConfig, readSiteData, localOriginsFromEnv } from './lib/siteData';
import { writeOpenApi } from './lib/openapiFile';
import { finishHtmlFiles } from './lib/finishHtml';
import { BUILD_STATS_FILE, RECORDS_DIR, ROOT } from './paths';
import { alternateSpellings } from '../src/lib/urls';
import { writeSearchIndex } from './lib/search/writeSearchIndex';
import { cleanBuildOutput, unhashedAssets } from './lib/buildOutput';
import { filesUnder } from './lib/filesUnder.mjs';
import { htmlFileOf } from '../src/lib/pageFiles.mjs';
import { netlifyRedirectsText } from './lib/netlifyRedirects';
import { ADMIN_PATH, headersFileText, hostHeaderRules, pagePolicy } from './lib/hostHeaders';
import { builtContent, pagesByHtmlFile } from './lib/builtPages';
import { writeDemoDocuments } from './lib/codeDemos';
import { DEMO_FOLDER } from '../src/lib/codeDemo';
import { applyPageScriptPolicies } from './lib/pageScriptPolicy';
import { inlineScriptOrigins } from './lib/inlineScriptOrigins';
import { writeAdmin } from './adminPage';
import { inlineContentStyles, writeContentStylesheet } from './mdx/contentStyles';
import { readJsonOrNull } from './lib/buildRecord';
import { htmlFilesSince, saveHtmlSnapshot } from './lib/htmlSnapshot';

/**
 * The inline scripts the build writes are the same on every page (what a page
 * needs of its own is in an attribute), so the header can list them all by
 * hash; a few more come from builds of another kind of page. More than this
 * means one of them started to vary per page.
 */
const MAX_SITE_SCRIPTS = 16;

interface SitePageNode {
  path: string;
  pageContext?: Partial<ContentPageContext>;
}

/**
 * Files this hook wrote in the previous build, so a page that is gone loses its
 * copies too. Kept in .cache/, never in public/, where the host would publish
 * it. Not a buildRecord: it must outlive a change of code, or the files it
 * lists would stay in public/ for good.
 */
const MANIFEST = path.join(ROOT, '.cache', 'generated-files.json');
/** Where builds before this one kept the record; removed from public/ on sight. */
const PUBLISHED_MANIFEST = '.generated-files.json';
/** Every HTML file as this hook left it (gatsby/lib/htmlSnapshot.ts). */
const HTML_SNAPSHOT = path.join(RECORDS_DIR, 'html-snapshot.json');

function readManifest(publicDir: string): string[] {
  const published = path.join(publicDir, PUBLISHED_MANIFEST);
  const list = readJsonOrNull(fs.existsSync(MANIFEST) ? MANIFEST : published);
  fs.rmSync(published, { force: true });
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}

function sameContents(a: string, b: string): boolean {
  try {
    return (
      fs.statSync(a).size === fs.statSync(b).size && fs.readFileSync(a).equals(fs.readFileSync(b))
    );
  } catch {
    return false;
  }
}

/** Deletes files written by an earlier build that this build did not write again. */
function removeStale(publicDir: string, previous: string[], current: Set<string>): number {
  let removed = 0;
  for (const file of previous) {
    if (current.has(file) || file.includes('..')) continue;
    const absolute = path.join(publicDir, file);
    if (!fs.existsSync(absolute)) continue;
    fs.rmSync(absolute);
    removed += 1;
    const folder = path.dirname(absolute);
    if (folder !== publicDir && fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
  }
  return removed;
}

/**
 * Static hosts answer `/a/b` with `a/b.html` but not `/a/b/`; a copy of each
 * `.html` page at `a/b/index.html` makes that spelling load the page too (the
 * Gatsby runtime then shows the canonical URL). Also writes sitemap.xml (with each page's git
 * time), robots.txt (which keeps crawlers out of a deploy preview), the host's `_headers`,
 * `_redirects` (gatsby/lib/netlifyRedirects.ts) and each page's script policy (gatsby/lib/hostHeaders.ts), and removes what Gatsby leaves for
 * itself (gatsby/lib/buildOutput.ts).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const publicDir = path.join(ROOT, 'public');
  // SitePage nodes from getNodesByType lack pageContext in Gatsby 5; the query has it.
  const result = await graphql<Queries.BuiltPagesQuery>(`
    query BuiltPages {
      allSitePage {
        nodes {
          path
          pageContext
        }
      }
      allMdx {
        nodes {
          id
          updatedTime
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('onPostBuild could not list the pages', result.errors);
    return;
  }
  const html = htmlFilesSince(publicDir, HTML_SNAPSHOT);
  let finished = 0;
  try {
    finished = finishHtmlFiles(publicDir, html.written);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  if (finished > 0)
    reporter.info(`Moved styles to <head> or removed stray NUL bytes in ${finished} HTML files`);
  const pageOfHtml = pagesByHtmlFile(result.data.allSitePage.nodes.map((page) => page.path));
  const styled = inlineContentStyles(publicDir, html.written, (file) => pageOfHtml.get(file));
  if (styled > 0) reporter.info(`Put their content rules into the head of ${styled} pages`);

  // The generated type knows pageContext only as a record; createPages wrote ContentPageContext.
  const nodes = result.data.allSitePage.nodes as ReadonlyArray<SitePageNode>;
  const pages = nodes.filter((page) => page.pageContext?.key !== undefined);
  const pagePaths = new Set(nodes.map((page) => page.path));
  const previous = readManifest(publicDir);
  const written = new Set<string>();
  let copies = 0;
  for (const page of pages) {
    if (!page.path.endsWith('.html')) continue;
    const sourceFile = htmlFileOf(page.path);
    const source = path.join(publicDir, sourceFile);
    const slashSpelling = alternateSpellings(page.path).find((spelling) => spelling.endsWith('/'));
    // A copy is checked whenever Gatsby wrote its page or the copy since the last build (an old
    // copy would serve stale HTML); a real page at that address wins.
    if (!slashSpelling || pagePaths.has(slashSpelling) || !fs.existsSync(source)) continue;
    const copy = htmlFileOf(slashSpelling);
    const target = path.join(publicDir, copy);
    const asLastBuildLeftThem =
      html.all.has(copy) && !html.written.has(copy) && !html.written.has(sourceFile);
    // An unchanged copy keeps its time, so the script policies skip it (pageScriptPolicy.ts).
    if (!asLastBuildLeftThem && !sameContents(source, target)) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(source, target);
    }
    written.add(copy);
    copies += 1;
  }
  reporter.info(`Wrote ${copies} trailing-slash copies of .html pages`);

  const { url: siteUrl } = loadSiteConfig();
  const redirects = localisedRedirects(loadRedirects());
  for (const { from, to } of redirects) {
    const file = path.join(publicDir, htmlFileOf(from));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, redirectHtml(to, siteUrl));
    written.add(htmlFileOf(from));
  }
  reporter.info(`Wrote ${redirects.length} redirect pages for moved addresses`);
  const searchStart = Date.now();
  const search = writeSearchIndex(
    publicDir,
    pages.map((page) => ({
      path: page.path,
      locale: page.pageContext!.language!,
      title: page.pageContext!.title ?? page.path,
      breadcrumbs: page.pageContext!.breadcrumbs ?? [],
    })),
    { cacheDir: RECORDS_DIR, written: html.written },
  );
  search.written.forEach((file) => written.add(file));
  for (const report of search.reports) {
    reporter.info(
      `Search index (${report.locale}): ${report.pages} pages, ${report.sections} sections, ` +
        `${report.files} files, ${(report.rawBytes / 1024).toFixed(0)} KB raw, ` +
        `${(report.gzipBytes / 1024).toFixed(0)} KB gzip`,
    );
  }
  reporter.info(
    `Built the search indexes in ${((Date.now() - searchStart) / 1000).toFixed(1)} s` +
      (search.reused.length ? ` (kept as they were: ${search.reused.join(', ')})` : ''),
  );

  written.add(writeContentStylesheet(publicDir));

  // Each page's content, from its page data: code demos and the hosts its policy names.
  const contentByPage = new Map(
    pages.map((page) => [page.path, builtContent(publicDir, page.path)]),
  );
  const demos = writeDemoDocuments(
    publicDir,
    pages.map((page) => ({ path: page.path, locale: page.pageContext!.language! })),
    (pagePath) => contentByPage.get(pagePath)?.islands ?? null,
  );
  demos.forEach((file) => written.add(file));
  if (demos.length > 0) reporter.info(`Wrote ${demos.length} code demo documents`);
  const originsByPage = new Map(
    [...contentByPage].map(([pagePath, content]) => [pagePath, content?.origins ?? []]),
  );
  const pageOfFile = pagesByHtmlFile(pages.map((page) => page.path));
  const originsOf = (file: string) => originsByPage.get(pageOfFile.get(file) ?? '') ?? [];

  const stale = removeStale(publicDir, previous, written);
  if (stale > 0) reporter.info(`Removed ${stale} copies left by pages that no longer exist`);
  fs.mkdirSync(path.dirname(MANIFEST), { recursive: true });
  fs.writeFileSync(MANIFEST, JSON.stringify([...written].sort()));

  const updatedById = new Map<string, string | null>(
    result.data.allMdx.nodes.map((node) => [node.id, node.updatedTime] as const),
  );
  fs.writeFileSync(
    path.join(publicDir, 'sitemap.xml'),
    sitemapXml(sitemapPages(pages as ReadonlyArray<BuiltPage>, updatedById), siteUrl),
  );
  fs.writeFileSync(
    path.join(publicDir, 'robots.txt'),
    robotsTxt(siteUrl, previewFromEnv(process.env) !== null),
  );
  // The browser matches other spellings of an address (`/pricing`) against this list.
  fs.writeFileSync(
    path.join(publicDir, PAGE_LIST_URL),
    JSON.stringify(pages.map((page) => page.path).sort()),
  );

  const operations = writeOpenApi(publicDir, siteUrl);
  reporter.info(`Wrote openapi.json with ${operations} operations`);

  // Bundled by esbuild on its own, after the site: no page carries any of it.
  await writeAdmin(reporter);

  const gone = cleanBuildOutput(publicDir, BUILD_STATS_FILE);
  if (gone.length > 0)
    reporter.info(`Removed from public/ what no reader requests: ${gone.join(', ')}`);
  const files = filesUnder(publicDir);
  // Netlify's share of the address rules; the other hosts take them from hostRules.mjs.
  fs.writeFileSync(path.join(publicDir, '_redirects'), netlifyRedirectsText(files));
  const unhashed = unhashedAssets(files);
  if (unhashed.length > 0)
    reporter.panicOnBuild(
      `These files would be cached for a year by _headers (gatsby/lib/hostHeaders.ts), but their ` +
        `names do not change with their content:\n${unhashed.join('\n')}`,
    );

  const hostSettings = {
    ...readSiteData(),
    // The header names every page's content hosts; each page's own policy only its own.
    contentOrigins: [...new Set([...originsByPage.values()].flat())].sort(),
    localOrigins: localOriginsFromEnv(process.env),
  };
  const scripts = applyPageScriptPolicies(
    publicDir,
    (hashes, file) => pagePolicy(hostSettings, hashes, originsOf(file)),
    inlineScriptOrigins(hostSettings.site.colorMode),
    // The editor and the demos carry policies of their own; _gatsby holds slice fragments.
    [ADMIN_PATH.replace(/^\/|\/$/g, ''), '_gatsby', DEMO_FOLDER],
    path.join(RECORDS_DIR, 'page-policies.json'),
    (file) => originsOf(file).join(' '),
  );
  if (scripts.forbidden.length > 0)
    reporter.panicOnBuild(
      `These pages cannot be published: inline code the Content Security Policy does not allow ` +
        `(only the build's own inline scripts run; use addEventListener in a component instead of a ` +
        `handler), or an element id used twice on one page (a link to it would find either):\n` +
        scripts.forbidden.join('\n'),
    );
  if (scripts.hashes.length > MAX_SITE_SCRIPTS)
    reporter.panicOnBuild(
      `The pages run ${scripts.hashes.length} different inline scripts; the header allows at most ` +
        `${MAX_SITE_SCRIPTS}. An inline script of the build's now differs from page to page: keep ` +
        'what differs in an attribute (gatsby/lib/inlineScriptOrigins.ts).',
    );
  fs.writeFileSync(
    path.join(publicDir, '_headers'),
    headersFileText(hostHeaderRules(hostSettings, scripts.hashes)),
  );
  reporter.info(`Wrote _headers and the script policy of ${scripts.pages} pages`);
  // Last: the next build tells the pages Gatsby writes again from the ones this hook finished.
  saveHtmlSnapshot(publicDir, HTML_SNAPSHOT);
};
