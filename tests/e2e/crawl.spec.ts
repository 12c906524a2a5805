/**
 * Visits every page of the built site (from sitemap.xml), in both colour
 * schemes, and fails naming the page on any console error, uncaught
 * exception, failed same-origin request, broken internal link or missing
 * anchor; in light mode every page's controls must also be named by their
 * visible text (axe's label-content-name-mismatch, experimental and so off in
 * the per-kind checks of accessibility.spec.ts unless asked for).
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { ConsoleMessage } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { isUnreachableHeadScript } from './helpers';
import { isExpectedVideoWarning } from './videoFixtures';
import { WIDGET_PRELOAD_MARGIN_PX } from '../../src/lib/constants';

// Readers arriving for the first time: notices and the language prompt are on screen.
test.use({ popups: 'fresh' });

const paths = [...readFileSync('public/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]!).pathname,
);

/** How many tabs visit pages at once in one crawl. */
const TABS = 3;

interface PageReport {
  problems: string[];
  links: string[];
  ids: string[];
  /** The page's `data-theme` once it was loaded. */
  theme: string | null;
}

async function visit(
  page: Page,
  path: string,
  origin: string,
  checkNames: boolean,
): Promise<PageReport> {
  const problems: string[] = [];
  let leaving = false;
  const onConsole = (message: ConsoleMessage) => {
    if (isUnreachableHeadScript(message)) return;
    if (isExpectedVideoWarning(path, message.type(), message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`uncaught: ${error.message}`);
  const onResponse = (response: { url(): string; status(): number }) => {
    if (response.url().startsWith(origin) && response.status() >= 400)
      problems.push(`HTTP ${response.status()} for ${response.url()}`);
  };
  const onFailed = (request: { url(): string; failure(): { errorText: string } | null }) => {
    const reason = request.failure()?.errorText ?? '';
    // Leaving a page cancels what it still loads (a lazy picture, a chunk): no failure of its own.
    if (leaving && reason === 'net::ERR_ABORTED') return;
    // Gatsby prefetches the data of linked pages; the browser may cancel such a prefetch.
    // A cancelled prefetch is not a failure (a missing page-data file still shows as HTTP 404).
    if (reason === 'net::ERR_ABORTED' && request.url().includes('/page-data/')) return;
    if (request.url().startsWith(origin))
      problems.push(`request failed: ${request.url()} (${reason})`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  try {
    const response = await page.goto(path, { waitUntil: 'load' });
    if (response?.status() !== 200) problems.push(`status ${response?.status()}`);
    const body = await response?.body();
    if (body?.includes(0)) problems.push('the HTML contains NUL bytes');
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    if (checkNames) {
      // Without frames, axe.run in the page finds what the default run finds; the default also
      // runs axe in every frame and merges the results in a blank page it opens for each call,
      // which took a third of the light crawl.
      const names = await new AxeBuilder({ page })
        .withRules(['label-content-name-mismatch'])
        .setLegacyMode(page.frames().length === 1)
        .analyze();
      for (const violation of names.violations)
        for (const node of violation.nodes)
          problems.push(`${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 120)}`);
    }
    if ((await page.locator('figure[data-diagram]').count()) > 0) {
      // A diagram near the screen draws once it has been on the page 800 ms (useWidgetReady),
      // which on a busy machine can come well after the network fell quiet. Wait for each to
      // finish, so that leaving the page does not cancel its modules and a drawing error is seen.
      await page.waitForFunction(
        (margin) =>
          [...document.querySelectorAll('figure[data-diagram]')].every((figure) => {
            const box = figure.getClientRects()[0];
            // Hidden (an unchosen tab) or far below: not drawn on this visit.
            if (!box || box.top > window.innerHeight + margin) return true;
            return ['done', 'failed'].includes(figure.getAttribute('data-state') ?? '');
          }),
        WIDGET_PRELOAD_MARGIN_PX,
        { timeout: 60_000 },
      );
      await page.waitForLoadState('networkidle');
    }
    const { links, ids } = await page.evaluate(() => ({
      links: [...document.querySelectorAll('a[href]')].map(
        (anchor) => (anchor as HTMLAnchorElement).href,
      ),
      ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
    }));
    const theme = await page.locator('html').getAttribute('data-theme');
    // Left while still watched, so that what the leaving cancels is told apart from a failure
    // (the next page's visit would otherwise see it).
    leaving = true;
    await page.goto('about:blank');
    return { problems, links, ids, theme };
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
  }
}

for (const scheme of ['light', 'dark'] as const) {
  for (const locale of ['en', 'zh'] as const) {
    const mine = paths.filter((path) => (locale === 'zh') === path.startsWith('/zh/'));

    test(`crawl: ${locale} pages in ${scheme} mode`, async ({ page, baseURL, request }) => {
      test.setTimeout(20 * 60_000);
      expect(mine.length).toBeGreaterThan(0);
      const origin = new URL(baseURL!).origin;
      const failures: string[] = [];
      const idsByPage = new Map<string, Set<string>>();
      const linksByPage = new Map<string, string[]>();

      // Most of a visit is spent waiting for the network to fall quiet, so a few tabs of the
      // one browser context take the pages in turn; each tab reports only its own page.
      const tabs = [page];
      while (tabs.length < TABS) tabs.push(await page.context().newPage());
      const queue = [...mine];
      await Promise.all(
        tabs.map(async (tab) => {
          await tab.emulateMedia({ colorScheme: scheme });
          for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
            const report = await visit(tab, path, origin, scheme === 'light');
            if (report.theme !== scheme)
              report.problems.push(`data-theme is ${report.theme}, expected ${scheme}`);
            report.problems.forEach((problem) => failures.push(`${path}: ${problem}`));
            idsByPage.set(path, new Set(report.ids));
            linksByPage.set(path, report.links);
          }
        }),
      );

      // Every same-origin link must load, and its #anchor must exist on the target.
      const checked = new Map<string, number>();
      for (const [from, links] of linksByPage) {
        for (const href of links) {
          const url = new URL(href);
          if (url.origin !== origin) continue;
          if (!checked.has(url.pathname)) {
            const response = await request.get(url.pathname);
            checked.set(url.pathname, response.status());
          }
          const status = checked.get(url.pathname)!;
          if (status !== 200) {
            failures.push(`${from}: broken link ${url.pathname} (HTTP ${status})`);
            continue;
          }
          const anchor = decodeURIComponent(url.hash.slice(1));
          const targetIds = idsByPage.get(url.pathname);
          if (anchor && targetIds && !targetIds.has(anchor))
            failures.push(
              `${from}: link to ${url.pathname}#${anchor}, but that anchor does not exist`,
            );
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
}
