/**
 * What hydration costs a reader, measured in Debian's Chromium on builds served
 * compressed by scripts/serve.mjs (issue 35 judges its render rework by these):
 *  - first-load JS + CSS: compressed bytes of every script and stylesheet a first
 *    visit receives until the network is idle and 2 s more (popups and notices included);
 *    beside it the HTML (whose inline CSS the JS + CSS figure leaves out) and the JSON fetched
 *  - the body's elements React owns (carry a fiber), out of all of them
 *  - blocking time of long tasks (each beyond 50 ms, summed) from navigation until
 *    the network is idle and 2 s more, with the CPU slowed 4×, and the time scripts ran
 *    meanwhile (React hydrates in slices of about 5 ms, which no long task shows)
 *  - in-site navigation: from the click on a sidebar link until the next page's
 *    heading is painted, with the CPU slowed 4× too
 * Every load is a first visit (a new browser context). Given two builds, the rounds
 * alternate between them so that both see the same machine at the same time.
 */
import {
  blockingTime,
  buildsTable,
  count,
  kilobytes,
  ms,
  ownershipCell,
  plainFigure,
} from './hydrationFigures.mjs';
import { roundOrder, spread } from './medians.mjs';
import { LIGHTHOUSE_PAGES } from './lighthouse.mjs';
import { inChromium } from './serveForBench.mjs';

/** A phone's CPU, as Lighthouse's mobile preset slows it. */
const CPU_SLOWDOWN = 4;
/** Tasks and downloads that start right after the network falls quiet still count. */
const SETTLE_MS = 2000;
const NAVIGATION = { from: '/guide/install/script.html', to: '/guide/install/docker.html' };
const NAVIGATION_TIMEOUT_MS = 30_000;

/* global window, document, MutationObserver, requestAnimationFrame -- these functions run in the page */

/** Before any of the page's scripts: keeps every long task the page reports. */
function recordLongTasks() {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const task of list.getEntries())
      window.__benchLongTasks.push({ startTime: task.startTime, duration: task.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Elements in the body, and how many React hydrated or rendered (an own `__reactFiber$…` key). */
function countReactOwned() {
  const elements = [...document.body.querySelectorAll('*')];
  const owned = elements.filter((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
  );
  return { owned: owned.length, total: elements.length };
}

/**
 * Arms a promise (`window.__benchNavigation`) that resolves with the milliseconds from
 * the next click until the main heading's text changes and the frame showing it is
 * painted (two animation frames later).
 */
function watchHeadingAfterClick(timeoutMs) {
  const heading = () => document.querySelector('main h1')?.textContent ?? '';
  const before = heading();
  window.__benchNavigation = new Promise((resolve, reject) => {
    let clickedAt = null;
    document.addEventListener(
      'click',
      (event) => {
        clickedAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (clickedAt === null || heading() === before) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        requestAnimationFrame(() => resolve(performance.now() - clickedAt)),
      );
    });
    observer.observe(document.documentElement, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    setTimeout(() => reject(new Error(`No new heading within ${timeoutMs} ms`)), timeoutMs);
  });
}

/**
 * A first visit: its own context, other origins refused (nothing here may reach the
 * internet), the CPU slowed `slowdown` times; resolves with what `visit(page, cdp)`
 * resolves with, and closes the context.
 */
async function firstVisit(browser, origin, slowdown, visit) {
  const context = await browser.newContext();
  try {
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Performance.enable');
    return await visit(page, cdp);
  } finally {
    await context.close();
  }
}

async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
}

/** Compressed body bytes of some responses, as they came over the network. */
async function wireBytes(responses) {
  const sizes = await Promise.all(responses.map((response) => response.request().sizes()));
  return sizes.reduce((sum, size) => sum + size.responseBodySize, 0);
}

/** One throttled first visit to a page: bytes, React's share of the elements, blocking time. */
function measureLoad(browser, origin, path) {
  return firstVisit(browser, origin, CPU_SLOWDOWN, async (page, cdp) => {
    await page.addInitScript(recordLongTasks);
    const assets = [];
    const documents = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') assets.push(response);
      else if (['document', 'fetch', 'xhr'].includes(type)) documents.push(response);
    });
    await page.goto(origin + path);
    await settle(page);
    const blocking = blockingTime(await page.evaluate(() => window.__benchLongTasks));
    const { metrics } = await cdp.send('Performance.getMetrics');
    const { owned, total } = await page.evaluate(countReactOwned);
    return {
      bytes: await wireBytes(assets),
      files: assets.length,
      documentBytes: await wireBytes(documents),
      owned,
      total,
      blocking: blocking.total,
      longTasks: blocking.count,
      longest: blocking.longest,
      scriptMs: metrics.find((metric) => metric.name === 'ScriptDuration').value * 1000,
    };
  });
}

/** One in-site navigation after a throttled first visit: milliseconds from click to painted heading. */
function measureNavigation(browser, origin) {
  return firstVisit(browser, origin, CPU_SLOWDOWN, async (page) => {
    await page.goto(origin + NAVIGATION.from);
    await settle(page);
    await page.evaluate(watchHeadingAfterClick, NAVIGATION_TIMEOUT_MS);
    // The sidebar's link to the next page, found by its address.
    await page.locator(`#docs-sidebar a[href="${NAVIGATION.to}"]`).first().click();
    const elapsed = await page.evaluate(() => window.__benchNavigation);
    const reached = new URL(page.url()).pathname;
    if (reached !== NAVIGATION.to) throw new Error(`The click led to ${reached}`);
    return { elapsed };
  });
}

/**
 * The server compresses a file on its first request and keeps it, as a host serves stored
 * files; one unmeasured visit to every page first keeps that cost out of the rounds.
 */
async function warmUp(browser, origin) {
  for (const path of [...LIGHTHOUSE_PAGES, NAVIGATION.to])
    await firstVisit(browser, origin, 1, async (page) => {
      await page.goto(origin + path);
      await settle(page);
    });
}

/**
 * Measures each build folder in `dirs` for `rounds` rounds, alternating the builds'
 * order from round to round; resolves with every round's figures per build.
 */
export function measureHydration({ dirs, rounds = 5 }) {
  return inChromium(dirs, async (browser, origins) => {
    for (const origin of origins) await warmUp(browser, origin);
    const builds = dirs.map((dir, index) => ({
      dir,
      origin: origins[index],
      loads: Object.fromEntries(LIGHTHOUSE_PAGES.map((path) => [path, []])),
      navigation: [],
    }));
    for (let round = 0; round < rounds; round += 1) {
      const order = roundOrder(builds, round);
      for (const path of LIGHTHOUSE_PAGES)
        for (const build of order)
          build.loads[path].push(await measureLoad(browser, build.origin, path));
      for (const build of order)
        build.navigation.push(await measureNavigation(browser, build.origin));
    }
    return builds;
  });
}

const medianOf = (loads, key) => spread(loads.map((load) => load[key])).median;

/** Per page, in the table's order: how a build's rounds show, and the number its ratio compares. */
const FIGURES = [
  plainFigure('First-load JS + CSS, compressed', 'bytes', kilobytes, true),
  plainFigure('  scripts and stylesheets', 'files', count),
  plainFigure('HTML (with inline CSS) and data fetched', 'documentBytes', kilobytes, true),
  {
    label: 'Elements React owns',
    cell: (loads) => ownershipCell(medianOf(loads, 'owned'), medianOf(loads, 'total')),
    compared: (loads) => medianOf(loads, 'owned') / medianOf(loads, 'total'),
  },
  plainFigure(`Blocking time, CPU ${CPU_SLOWDOWN}×`, 'blocking', ms, true),
  plainFigure('  long tasks', 'longTasks', count),
  plainFigure('  longest task', 'longest', ms),
  plainFigure(`Script run time, CPU ${CPU_SLOWDOWN}×`, 'scriptMs', ms, true),
];

const NAVIGATION_FIGURE = plainFigure(
  `Click to next heading painted, CPU ${CPU_SLOWDOWN}×`,
  'elapsed',
  ms,
  true,
);

/**
 * The figures as a table, a column per build; with two builds, a last column gives
 * the second's median over the first's.
 */
export function hydrationTable(builds) {
  return buildsTable(
    builds.map((build) => build.dir),
    [
      ...LIGHTHOUSE_PAGES.flatMap((path) =>
        FIGURES.map((figure) => [path, figure, builds.map((build) => build.loads[path])]),
      ),
      [
        `${NAVIGATION.from} → ${NAVIGATION.to.split('/').pop()}`,
        NAVIGATION_FIGURE,
        builds.map((build) => build.navigation),
      ],
    ],
  );
}
