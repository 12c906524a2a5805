/**
 * `npm start` with the real content, the way a writer uses it: the server
 * comes up, GraphiQL answers with typed front matter, and an edited file and a
 * brand-new file show up without a restart, the new one in its sidebar. Runs
 * in a throw-away copy of the project, so the real content and build are never
 * touched; the reload race of newPageReload.mjs runs against the same server, so
 * the suite pays for one cold start. Run with `node --test tests/develop/`.
 */
import assert from 'node:assert/strict';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { startDevelop } from '../../scripts/developServer.mjs';
import { isolatedCopy } from '../../scripts/isolatedCopy.mjs';
import { describeNewPageReload } from './newPageReload.mjs';

const ROOT = process.cwd();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Polls `probe` until it returns a truthy value; resolves with that value and the elapsed milliseconds. */
async function pollUntil(probe, { timeoutMs = 2 * 60_000, intervalMs = 250 } = {}) {
  const started = performance.now();
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return { value, ms: performance.now() - started };
    if (performance.now() - started > timeoutMs) {
      throw new Error(`gave up after ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

let copy;
let server;

before(async () => {
  copy = isolatedCopy(ROOT, { name: 'develop' });
  server = await startDevelop({ cwd: copy.dir });
  console.log(`gatsby develop served pages after ${seconds(server.startMs)}`);
});

after(async () => {
  await server?.stop();
  copy?.remove();
});

describe('the development server', { timeout: 30 * 60_000 }, () => {
  async function pageData(page) {
    const response = await fetch(`${server.origin}/page-data/${page}/page-data.json`);
    return response.ok ? response.json() : null;
  }

  // The sidebar is a slice shared by its section: the page data names it, and
  // its items come from the slice's own data file.
  async function sidebarOf(page) {
    const slice = (await pageData(page))?.slicesMap?.sidebar;
    if (!slice) return null;
    const response = await fetch(`${server.origin}/slice-data/${slice}.json`);
    return response.ok ? (await response.json()).result.sliceContext.items : null;
  }

  /** Runs `use` with a tab showing the Docker page, as a writer keeps it open while editing. */
  async function withDockerPageOpen(use) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const tab = await browser.newPage();
      await tab.goto(`${server.origin}/guide/install/docker.html`, { timeout: 5 * 60_000 });
      await tab
        .locator('main h1')
        .first()
        .waitFor({ timeout: 5 * 60_000 });
      await use(tab);
    } finally {
      await browser.close();
    }
  }

  async function graphql(query) {
    const response = await fetch(`${server.origin}/___graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const body = await response.json();
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    return body.data;
  }

  it('serves a page and its data', async () => {
    const page = await fetch(`${server.origin}/zh/guide/install/docker.html`);
    assert.equal(page.status, 200);
    // The server answers before it has run every page query; a page's data comes on demand.
    const { value: data } = await pollUntil(() => pageData('guide/install/docker.html'));
    assert.equal(data.result.data.mdx.title, 'Docker');
    assert.equal(data.result.pageContext.language, 'en');
  });

  it('answers GraphiQL with the front matter typed', async () => {
    const data = await graphql(`
      {
        type: __type(name: "MdxFrontmatter") {
          fields {
            name
            type {
              name
            }
          }
        }
        mdx(fields: { locale: { eq: "en" }, relativePath: { eq: "guide/install/docker.mdx" } }) {
          frontmatter {
            order
            sidebar
          }
          readingTime {
            minutes
            words
          }
        }
      }
    `);
    const typeOf = Object.fromEntries(
      data.type.fields.map((field) => [field.name, field.type.name]),
    );
    assert.equal(typeOf.order, 'Int');
    assert.equal(typeOf.headerDepth, 'Int');
    assert.equal(typeOf.sidebar, 'Boolean');
    assert.equal(typeof data.mdx.frontmatter.order, 'number');
    assert.ok(data.mdx.readingTime.words > 100);
  });

  it('shows an edited file without a restart', async () => {
    // The writer's view is the test: the page open in Chromium shows the edit by itself.
    await withDockerPageOpen(async (tab) => {
      const file = path.join(copy.dir, 'content/en/guide/install/docker.mdx');
      const started = performance.now();
      appendFileSync(
        file,
        '\n## Checked by the development-server test [#dev-server-check]\n\nA new paragraph.\n',
      );
      await tab.locator('main h2#dev-server-check').waitFor({ timeout: 5 * 60_000 });
      console.log(`an edit showed in the open page after ${seconds(performance.now() - started)}`);
      const data = await pageData('guide/install/docker.html');
      assert.ok(data.result.data.mdx.headings.some((heading) => heading.id === 'dev-server-check'));
    });
  });

  it('draws the pages again when a content component changes, without a restart', async () => {
    await withDockerPageOpen(async (tab) => {
      const file = path.join(copy.dir, 'content/en/guide/install/docker.mdx');
      appendFileSync(file, '\nA label: <Badge text="component-check" />\n');
      await tab
        .locator('main span', { hasText: 'component-check' })
        .waitFor({ timeout: 5 * 60_000 });
      const component = path.join(copy.dir, 'src/mdx/Badge.tsx');
      const source = readFileSync(component, 'utf8');
      assert.ok(source.includes('    <span\n'), 'Badge.tsx draws a <span>');
      const started = performance.now();
      writeFileSync(
        component,
        source.replace('    <span\n', '    <span\n      data-component-check=""\n'),
      );
      await tab
        .locator('main span[data-component-check]', { hasText: 'component-check' })
        .waitFor({ timeout: 2 * 60_000 });
      console.log(
        `a component edit showed in the open page after ${seconds(performance.now() - started)}`,
      );
    });
  });

  it('adds a new file to its sidebar without a restart', async () => {
    writeFileSync(
      path.join(copy.dir, 'content/en/guide/dev-server-check.mdx'),
      '---\ntitle: Development server check\n---\n\nA page that did not exist when the server started.\n',
    );
    const { ms } = await pollUntil(async () => {
      const links = JSON.stringify((await sidebarOf('guide/install/docker.html')) ?? []);
      return links.includes('/guide/dev-server-check.html') && links;
    });
    const { value: page } = await pollUntil(() => pageData('guide/dev-server-check.html'));
    assert.equal(page.result.data.mdx.title, 'Development server check');
    console.log(`a new file was in the sidebar after ${seconds(ms)}`);
  });
});

// The reload race adds pages of its own; it runs before the data file test leaves navbar.yaml invalid.
describeNewPageReload(() => ({ copy, server }));

describe('site data under the development server', { timeout: 5 * 60_000 }, () => {
  it('keeps serving every other page while one page names a data file that does not exist', async () => {
    const from = server.mark();
    const file = path.join(copy.dir, 'content/en/guide/dev-server-bad-data.mdx');
    writeFileSync(
      file,
      '---\ntitle: Bad data\ndata: [no/such-file]\n---\n\nA page that names a missing data file.\n',
    );
    await server.waitForOutput(/dev-server-bad-data\.mdx:\s+front\s+matter/, {
      from,
      timeoutMs: 60_000,
    });
    // Gatsby drops the pages a run of createPages left out right after the run; give it time to.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const page of ['/guide/install/docker.html', '/zh/guide/install/docker.html'])
      assert.equal((await fetch(server.origin + page)).status, 200, `${page} is still served`);
    rmSync(file);
  });

  it('checks an edited data file, and keeps the last good values when it is wrong', async () => {
    const data = (name) => path.join(copy.dir, 'content/data', name);
    const generated = path.join(copy.dir, 'src/config/siteData.generated.json');
    const browserData = () => JSON.parse(readFileSync(generated, 'utf8'));

    const site = readFileSync(data('site.yaml'), 'utf8');
    let from = server.mark();
    writeFileSync(data('site.yaml'), site.replace('en: AList v3 Docs', 'en: AList docs, edited'));
    await server.waitForOutput(/Site data updated/, { from, timeoutMs: 30_000 });
    assert.equal(browserData().site.title.en, 'AList docs, edited');

    const navbar = browserData().navbar;
    from = server.mark();
    writeFileSync(data('navbar.yaml'), 'items:\n  - text: { en: Guide }\n    link: guide/\n');
    await server.waitForOutput(/navbar\.yaml is invalid[\s\S]*items\[0\]\.text\.zh is missing/, {
      from,
      timeoutMs: 30_000,
    });
    assert.deepEqual(browserData().navbar, navbar);
    const page = await fetch(`${server.origin}/guide/install/docker.html`);
    assert.equal(page.status, 200, 'the server keeps serving');
  });
});
