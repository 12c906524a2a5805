/**
 * Builds the site from deliberately broken content and checks that each kind
 * of bad input is reported the way the spec says: malformed or wrongly shaped
 * front matter is named and ignored, invalid MDX stops the build naming the
 * file and line. The one build that succeeds also holds the page the content
 * editor saves in tests/e2e/cms.spec.ts, which must build like a hand-written
 * page and appear in its sidebar. Run with `node --test tests/build/`.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { CMS_NEW_PAGE } from '../utils/cmsNewPage.mjs';
import { isolatedCopy } from '../../scripts/isolatedCopy.mjs';

const ROOT = process.cwd();
const GATSBY = path.join(ROOT, 'node_modules', '.bin', 'gatsby');

/**
 * Builds a copy of the project that holds only the fixture as content, so a
 * fixture build has its own public/ and .cache/ and cannot leave pages or
 * bundles in the real site's output.
 */
function buildFrom(fixture, { edit = () => {} } = {}) {
  const { dir: cwd, remove } = isolatedCopy(ROOT, { name: fixture, fixture });
  after(remove);
  edit(cwd);
  return rebuild(cwd, fixture);
}

/** Builds a copy made by buildFrom again, with its caches. */
function rebuild(cwd, fixture) {
  const started = performance.now();
  const result = spawnSync(GATSBY, ['build'], {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: '1',
      CI: '1',
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      DOCS_CONTENT_ROOT: `tests/fixtures/${fixture}`,
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  console.log(`# built ${fixture} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, cwd };
}

const htmlOf = (build, file) => readFileSync(path.join(build.cwd, 'public', file), 'utf8');
const titleOf = (build, file) => htmlOf(build, file).match(/<title[^>]*>([^<]*)<\/title>/)?.[1];

/** Writes the files the content editor saved into a copy's content (here, its fixture). */
function placeEditorPage(cwd, fixture) {
  for (const [file, text] of Object.entries(CMS_NEW_PAGE.files)) {
    const target = path.join(cwd, 'tests', 'fixtures', fixture, path.relative('content', file));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
}

const badFrontMatter = buildFrom('bad-input', { edit: (cwd) => placeEditorPage(cwd, 'bad-input') });

describe('a build from bad front matter', () => {
  const build = badFrontMatter;

  it('still succeeds', () => {
    assert.equal(build.status, 0, build.output.slice(-4000));
  });

  it('reports malformed YAML with the file name, under an error id of its own', () => {
    assert.match(build.output, /Malformed front matter in en\/guide\/malformed\.mdx/);
    assert.doesNotMatch(build.output, /ERROR\s+UNKNOWN/);
  });

  it('reports a category and a tag of the wrong shape, naming the file and value', () => {
    assert.match(build.output, /Front matter of en\/guide\/bad-values\.mdx[^\n]*category[^\n]*42/);
    assert.match(build.output, /Front matter of en\/guide\/bad-values\.mdx[^\n]*tag/);
  });

  it('titles pages from their first heading when front matter is missing or ignored', () => {
    assert.equal(
      titleOf(build, 'guide/malformed.html'),
      'Heading that titles the page | AList v3 Docs',
    );
    assert.equal(
      titleOf(build, 'guide/no-front-matter.html'),
      'Untitled page heading | AList v3 Docs',
    );
  });

  it('reports plain fields of the wrong type, naming the file, field and value', () => {
    for (const [field, value] of [
      ['order', '"first"'],
      ['headerDepth', '"deep"'],
      ['toc', '"yes"'],
      ['sidebar', '"no"'],
      ['readingTime', '"fast"'],
    ]) {
      assert.match(
        build.output,
        new RegExp(`Front matter of en/guide/bad-values\\.mdx: ${field}: expected [^\\n]*${value}`),
      );
    }
  });

  it('builds the page whose values were ignored, with the defaults in their place', () => {
    assert.equal(titleOf(build, 'guide/bad-values.html'), 'Wrong shapes | AList v3 Docs');
    const html = htmlOf(build, 'guide/bad-values.html');
    assert.match(html, /href="#a-second-level-heading"/, 'the table of contents is shown');
    assert.match(html, /<nav aria-label="Section pages"/, 'the sidebar is shown');
  });

  it('applies prev/next overrides and headerDepth from front matter', () => {
    const html = htmlOf(build, 'guide/overrides.html');
    assert.doesNotMatch(html, /rel="prev"/);
    assert.match(html, /<a rel="next"[^>]*href="\/guide\/"[^>]*>.*?Back to the start/s);
    // headerDepth counts levels below the title: 3 lists h2 to h4 in the contents.
    const contents = html.match(/<nav aria-labelledby="toc-title".*?<\/nav>/s)?.[0] ?? '';
    assert.match(contents, /href="#second-level"/);
    assert.match(contents, /href="#fourth-level"/);
    assert.doesNotMatch(contents, /href="#fifth-level"/);
  });

  it('leaves the real site output alone', () => {
    for (const page of ['guide/bad-values.html', 'guide/no-front-matter.html']) {
      assert.equal(existsSync(path.join(ROOT, 'public', page)), false, page);
    }
  });
});

describe('a page saved by the content editor', () => {
  const build = badFrontMatter;
  const documentOf = (file) => parseDocument(htmlOf(build, file));

  it('is linked, by its title, from the sidebar of its section', () => {
    const sidebar = DomUtils.findOne(
      (element) => element.name === 'aside' && element.attribs.id === 'docs-sidebar',
      documentOf('guide/index.html').children,
    );
    assert.ok(sidebar, 'guide/index.html has a sidebar (aside#docs-sidebar)');
    const link = DomUtils.findOne(
      (element) => element.name === 'a' && element.attribs.href === CMS_NEW_PAGE.path,
      sidebar.children,
    );
    assert.ok(link, `the guide sidebar links to ${CMS_NEW_PAGE.path}`);
    assert.equal(DomUtils.textContent(link).trim(), CMS_NEW_PAGE.title);
  });

  it('shows its tip container', () => {
    const text = DomUtils.textContent(documentOf(CMS_NEW_PAGE.path.slice(1)));
    assert.ok(text.includes(CMS_NEW_PAGE.tipTitle), text.slice(0, 400));
    assert.ok(text.includes('This page was written in the editor.'), text.slice(0, 400));
  });
});

describe('a build from invalid MDX', () => {
  const build = buildFrom('invalid-mdx');

  it('fails', () => {
    assert.notEqual(build.status, 0);
  });

  it('names the file and the line', () => {
    assert.match(build.output, /en\/guide\/broken\.mdx/);
    assert.match(
      build.output,
      /Invalid MDX in tests\/fixtures\/invalid-mdx\/en\/guide\/broken\.mdx:9:1/,
    );
  });
});

describe('a build from MDX that runs code', () => {
  const build = buildFrom('mdx-code');

  it('fails, naming the file, the line and why', () => {
    assert.notEqual(build.status, 0);
    assert.match(
      build.output,
      /Invalid MDX in tests\/fixtures\/mdx-code\/en\/guide\/changes\.mdx:9:\d+: a component in a content file takes literal values only/,
    );
  });
});

describe('a build from content the allowlist refuses', () => {
  // Two of tests/fixtures/hostile-content, one per way the build refuses a page: its compiler's
  // allowlist and its front-matter reader. Every file of the set goes through the same reader,
  // compiler and allowlist in tests/content/hostileContent.test.ts, so another build per kind
  // would only repeat the wiring these two prove. One kind per build: a build stops at the first
  // page it cannot compile; the second build changes only the page and reuses the copy's caches.
  const invalid = (reason) =>
    `Invalid MDX in tests/fixtures/mdx-script/en/guide/case\\.mdx:\\d+:\\d+: ${reason}`;
  const KINDS = [
    ['script-mixed-case', invalid('<sCript> is not allowed')],
    [
      'front-matter-js',
      'Refused front matter in tests/fixtures/mdx-script/en/guide/case\\.mdx:1:4: front matter in "js" is not read',
    ],
  ];
  const RAN = '/tmp/alist-docs-front-matter-ran';
  rmSync(RAN, { force: true });
  const PAGE = path.join('tests', 'fixtures', 'mdx-script', 'en', 'guide', 'case.mdx');
  const builds = [];
  let cwd = null;
  for (const [kind] of KINDS) {
    const place = (dir) => {
      mkdirSync(path.dirname(path.join(dir, PAGE)), { recursive: true });
      copyFileSync(
        path.join(ROOT, 'tests', 'fixtures', 'hostile-content', `${kind}.mdx`),
        path.join(dir, PAGE),
      );
    };
    if (cwd === null) {
      const first = buildFrom('mdx-script', { edit: place });
      cwd = first.cwd;
      builds.push(first);
    } else {
      place(cwd);
      builds.push(rebuild(cwd, 'mdx-script'));
    }
  }

  KINDS.forEach(([kind, message], index) => {
    it(`stops on ${kind}, naming the file, line and column`, () => {
      const build = builds[index];
      assert.notEqual(build.status, 0);
      // Gatsby wraps long messages at the terminal's width: compare with the breaks undone.
      assert.match(build.output.replace(/\s+/g, ' '), new RegExp(message));
      assert.doesNotMatch(build.output, /ERROR\s+UNKNOWN|unhandled error/);
    });
  });

  it('never evaluates front matter', () => {
    assert.equal(existsSync(RAN), false);
  });

  it('writes no page with the content', () => {
    assert.equal(existsSync(path.join(cwd, 'public', 'guide', 'case.html')), false);
  });
});

describe('a build with uploads that would run script', () => {
  const build = buildFrom('mdx-script', {
    edit(cwd) {
      for (const file of ['page.html', 'scripted.svg', 'module.mjs'])
        copyFileSync(
          path.join(ROOT, 'tests', 'fixtures', 'hostile-content', 'uploads', file),
          path.join(cwd, 'static', 'img', file),
        );
    },
  });

  it('fails, naming each file, line and column and why', () => {
    assert.notEqual(build.status, 0);
    const output = build.output.replace(/\s+/g, ' ');
    assert.match(output, /static\/img\/page\.html:1:1: a \.html file is not served from static\//);
    assert.match(output, /static\/img\/module\.mjs:1:1: a \.mjs file is not served/);
    assert.match(output, /static\/img\/scripted\.svg:2:3: <script>: it is not an element/);
    assert.equal(existsSync(path.join(build.cwd, 'public', 'img', 'page.html')), false);
  });
});

describe('a build from invalid site data', () => {
  const build = buildFrom('bad-input', {
    edit(cwd) {
      const data = path.join(cwd, 'content', 'data');
      writeFileSync(
        path.join(data, 'navbar.yaml'),
        'items:\n  - text: { en: Guide, zh: 指南 }\n    link: guide/\n  - text: { en: More }\n    children: []\n',
      );
      // A protocol-relative target is another host; `..` in `from` would write outside public/.
      writeFileSync(
        path.join(data, 'redirects.yaml'),
        '- from: /old.html\n  to: //evil.example/\n- from: /../../outside.html\n  to: /guide/\n',
      );
      const sidebars = path.join(data, 'sidebars.yaml');
      writeFileSync(
        sidebars,
        readFileSync(sidebars, 'utf8').replace(/^headerDepth: .*$/m, 'headerDepth: -1'),
      );
    },
  });

  it('fails before building anything', () => {
    assert.notEqual(build.status, 0);
    assert.equal(existsSync(path.join(build.cwd, 'public', 'index.html')), false);
  });

  it('names each file, entry and field', () => {
    assert.match(build.output, /content\/data\/navbar\.yaml is invalid/);
    assert.match(
      build.output,
      /items\[0\]\.link must be a site path starting with one \/ and without \.\. segments, or a full URL/,
    );
    assert.match(build.output, /items\[1\]\.text\.zh is missing/);
    assert.match(build.output, /items\[1\]\.children must list at least one link/);
    assert.match(build.output, /content\/data\/sidebars\.yaml is invalid/);
    assert.match(build.output, /headerDepth must be a whole number, 0 or more/);
    assert.match(build.output, /content\/data\/redirects\.yaml is invalid/);
    assert.match(
      build.output,
      /\[0\]\.to must be a site path starting with one \/[^\n]*"\/\/evil\.example\/"/,
    );
    assert.match(
      build.output,
      /\[1\]\.from must be a site path starting with one \/[^\n]*\.\. segments/,
    );
    assert.equal(existsSync(path.join(build.cwd, 'outside.html')), false);
  });
});
