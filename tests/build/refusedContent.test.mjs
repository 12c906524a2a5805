/**
 * Builds the build stops before it bundles anything: invalid MDX and uploads
 * that would run script, each named with its file, line and why. What the
 * compiler refuses (MDX that runs code, the allowlist) is found after the
 * bundles, so those cases rebuild the successful fixture build of
 * frontMatter.test.mjs instead of bundling the site again.
 * Run with `node --test tests/build/`.
 */
import assert from 'node:assert/strict';
import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildFrom, ROOT } from './fixtureBuild.mjs';

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
