/**
 * Contract test against gatsby-transformer-gitinfo, which this project used to
 * run for the update time: the one `git log` of gatsby/lib/git.ts must agree
 * with it on a real repository (see docs/architecture.md, "Git history").
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gitLogArgs, parseGitLog } from './git';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const gitinfo = require('gatsby-transformer-gitinfo/gatsby-node') as {
  onCreateNode(
    args: {
      node: object;
      actions: { createNodeField(field: { name: string; value: string }): void };
    },
    options: { dir: string },
  ): Promise<void>;
};

function commit(repo: string, file: string, text: string, author: string, date: string) {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  fs.writeFileSync(path.join(repo, file), text);
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: author,
    GIT_AUTHOR_EMAIL: `${author.toLowerCase()}@example.com`,
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_NAME: author,
    GIT_COMMITTER_EMAIL: `${author.toLowerCase()}@example.com`,
    GIT_COMMITTER_DATE: date,
  };
  execFileSync('git', ['add', file], { cwd: repo, env });
  execFileSync('git', ['commit', '-q', '-m', `edit ${file}`], { cwd: repo, env });
}

describe('git history matches gatsby-transformer-gitinfo', () => {
  let repo: string;
  beforeAll(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'git-contract-'));
    execFileSync('git', ['init', '-q'], { cwd: repo });
    commit(repo, 'content/en/a.mdx', '# A\n', 'Ann', '2025-03-01T10:00:00+08:00');
    commit(repo, 'content/en/b.mdx', '# B\n', 'Bo', '2025-04-01T09:30:00+02:00');
    commit(repo, 'content/en/a.mdx', '# A again\n', 'Bo', '2025-05-03T18:15:00-05:00');
  });
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  it.each(['content/en/a.mdx', 'content/en/b.mdx'])(
    'gives %s the same latest date and author',
    async (file) => {
      const fields: Record<string, string> = {};
      await gitinfo.onCreateNode(
        {
          node: { internal: { type: 'File' }, absolutePath: path.join(repo, file) },
          actions: { createNodeField: ({ name, value }) => (fields[name] = value) },
        },
        { dir: repo },
      );
      const ours = parseGitLog(
        execFileSync('git', gitLogArgs('content'), { cwd: repo, encoding: 'utf8' }),
      ).get(file)!;
      expect(fields.gitLogLatestDate).toBeDefined();
      expect(new Date(ours.updated).getTime()).toBe(new Date(fields.gitLogLatestDate!).getTime());
      expect(ours.latestAuthor).toEqual({
        name: fields.gitLogLatestAuthorName,
        email: fields.gitLogLatestAuthorEmail,
      });
    },
  );
});
