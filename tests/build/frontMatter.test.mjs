/**
 * Builds from bad front matter and bad site data: malformed or wrongly shaped
 * front matter is named and ignored, and the build still succeeds; invalid
 * site data stops it, naming file, entry and field. The build that succeeds
 * also holds the page the content editor saves in tests/e2e/cms.spec.ts, which
 * must build like a hand-written page and appear in its sidebar; then its copy
 * is rebuilt with content the compiler refuses, which must stop the build.
 * Run with `node --test tests/build/`.
 */
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { CMS_NEW_PAGE } from '../utils/cmsNewPage.mjs';
import { buildFrom, contentRootOf, htmlOf, rebuild, ROOT, titleOf } from './fixtureBuild.mjs';

/** Writes the files the content editor saved into the content a copy builds (its fixture's). */
function placeEditorPage(cwd, fixture) {
  for (const [file, text] of Object.entries(CMS_NEW_PAGE.files)) {
    const target = path.join(cwd, contentRootOf(fixture), path.relative('content', file));
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

describe('rebuilds from content the compiler refuses', () => {
  // Three of tests/fixtures/hostile-content, one per way the build refuses a page: its compiler's
  // allowlist, its rule that components take literal values (MDX that runs code), and its
  // front-matter reader. Every file of the set goes through the same reader, compiler and
  // allowlist in tests/content/hostileContent.test.ts, so another build per kind would only
  // repeat the wiring these prove. The compiler's refusals come at query time, after Gatsby has
  // bundled the site, so each kind is a rebuild of the successful build's copy, which reuses its
  // bundles; one kind per rebuild, as a build stops at the first page it cannot compile. They run
  // once the tests above have read that build's pages.
  const invalid = (at, reason) =>
    `Invalid MDX in tests/fixtures/bad-input/en/guide/case\\.mdx:${at}: ${reason}`;
  const KINDS = [
    ['script-mixed-case', invalid('5:1', '<sCript> is not allowed')],
    ['expression-prop', invalid('1:18', 'a component in a content file takes literal values only')],
    [
      'front-matter-js',
      'Refused front matter in tests/fixtures/bad-input/en/guide/case\\.mdx:1:4: front matter in "js" is not read',
    ],
  ];
  const RAN = '/tmp/alist-docs-front-matter-ran';
  const { cwd } = badFrontMatter;
  const page = path.join(cwd, contentRootOf('bad-input'), 'en', 'guide', 'case.mdx');
  const builds = [];

  before(() => {
    rmSync(RAN, { force: true });
    for (const [kind] of KINDS) {
      copyFileSync(path.join(ROOT, 'tests', 'fixtures', 'hostile-content', `${kind}.mdx`), page);
      builds.push(rebuild(cwd, 'bad-input'));
    }
  });

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
