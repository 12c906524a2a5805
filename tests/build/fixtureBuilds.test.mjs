/**
 * Builds the site from deliberately broken content and checks that each kind
 * of bad input is reported the way the spec says: malformed or wrongly shaped
 * front matter is named and ignored, invalid MDX stops the build naming the
 * file and line. Run with `node --test tests/build/`.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const ROOT = process.cwd();
const GATSBY = path.join(ROOT, 'node_modules', '.bin', 'gatsby');

function buildFrom(fixture) {
  const result = spawnSync(GATSBY, ['build'], {
    cwd: ROOT,
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
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const titleOf = (file) => {
  const html = readFileSync(path.join(ROOT, 'public', file), 'utf8');
  return html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
};

describe('a build from bad front matter', () => {
  const build = buildFrom('bad-input');

  it('still succeeds', () => {
    assert.equal(build.status, 0, build.output.slice(-4000));
  });

  it('reports malformed YAML with the file name', () => {
    assert.match(build.output, /Malformed front matter in en\/guide\/malformed\.mdx/);
  });

  it('reports a category and a tag of the wrong shape, naming the file and value', () => {
    assert.match(build.output, /Front matter of en\/guide\/bad-values\.mdx[^\n]*category[^\n]*42/);
    assert.match(build.output, /Front matter of en\/guide\/bad-values\.mdx[^\n]*tag/);
  });

  it('titles pages from their first heading when front matter is missing or ignored', () => {
    assert.equal(titleOf('guide/malformed.html'), 'Heading that titles the page | AList v3 Docs');
    assert.equal(titleOf('guide/no-front-matter.html'), 'Untitled page heading | AList v3 Docs');
  });

  it('builds the page whose values were ignored', () => {
    assert.equal(titleOf('guide/bad-values.html'), 'Wrong shapes | AList v3 Docs');
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
