/**
 * Builds from content and uploads the build must refuse: invalid MDX, MDX
 * that runs code, what the content allowlist refuses and uploads that would
 * run script each stop the build, naming the file, line and why.
 * Run with `node --test tests/build/`.
 */
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildFrom, rebuild, ROOT } from './fixtureBuild.mjs';

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

describe('a build from content the allowlist refuses', () => {
  // Three of tests/fixtures/hostile-content, one per way the build refuses a page: its compiler's
  // allowlist, its rule that components take literal values (MDX that runs code), and its
  // front-matter reader. Every file of the set goes through the same reader, compiler and
  // allowlist in tests/content/hostileContent.test.ts, so another build per kind would only
  // repeat the wiring these prove. One kind per build: a build stops at the first page it cannot
  // compile. The later builds change only the page and reuse the copy's caches, so only the first
  // bundles the site (the compiler's refusals come at query time, after the bundles).
  const invalid = (at, reason) =>
    `Invalid MDX in tests/fixtures/mdx-script/en/guide/case\\.mdx:${at}: ${reason}`;
  const KINDS = [
    ['script-mixed-case', invalid('5:1', '<sCript> is not allowed')],
    ['expression-prop', invalid('1:18', 'a component in a content file takes literal values only')],
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
