import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from './lib/filesUnder.mjs';
import { ROOT, TYPEGEN_QUERY_FILES } from './paths';

/** `./gatsby/*.ts` as a regular expression over paths relative to the root. */
const globToRegExp = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/^\.\//, '')
      .split('**/')
      .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
      .join('(?:.*/)?')}$`,
  );

/** The non-test TypeScript files under a folder of the root, relative to the root. */
const codeFiles = (folder: string) =>
  filesUnder(path.join(ROOT, folder))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file))
    .map((file) => `${folder}/${file}`);

/** A call of Gatsby's node-side `graphql` with a query: graphql(`…`) or graphql<Type>(`…`). */
const QUERY_CALL = /\bgraphql\s*(?:<[^`]*?>)?\s*\(\s*`/;

describe('the files typegen reads for node-side queries', () => {
  const matchers = TYPEGEN_QUERY_FILES.map(globToRegExp);
  const covered = (file: string) => matchers.some((matcher) => matcher.test(file));

  it('reads the API modules and not gatsby/lib or the tests', () => {
    expect(covered('gatsby/createPages.ts')).toBe(true);
    expect(covered('gatsby-node.ts')).toBe(true);
    expect(covered('plugins/mdx-source-check/gatsby-node.ts')).toBe(true);
    expect(covered('gatsby/lib/sitemap.ts')).toBe(false);
  });

  it('include every file that runs a query', () => {
    const queryFiles = [...codeFiles('gatsby'), ...codeFiles('plugins')].filter((file) =>
      QUERY_CALL.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(queryFiles).toEqual(expect.arrayContaining(['gatsby/createPages.ts']));
    expect(queryFiles.filter((file) => !covered(file))).toEqual([]);
  });
});
