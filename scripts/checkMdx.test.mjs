/**
 * `node scripts/check-mdx.mjs` as a contributor runs it: every hostile
 * fixture is named with file:line:column and the command fails; the ordinary
 * fixtures and all of today's content and static/ pass.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import YAML from 'yaml';

const run = (...targets) => {
  const result = spawnSync(process.execPath, ['scripts/check-mdx.mjs', ...targets], {
    encoding: 'utf8',
  });
  return { status: result.status, lines: result.stderr.split('\n') };
};

describe('scripts/check-mdx.mjs', () => {
  it('names every hostile file with its line, column and reason, and fails', () => {
    const cases = YAML.parse(readFileSync('tests/fixtures/hostile-content.yaml', 'utf8'));
    const { status, lines } = run('tests/fixtures/hostile-content');
    expect(status).toBe(1);
    for (const { file, at, reason } of cases) {
      const prefix = `tests/fixtures/hostile-content/${file}:${at}: `;
      const line = lines.find((text) => text.startsWith(prefix));
      expect([file, line?.includes(reason)]).toEqual([file, true]);
    }
    expect(lines).toContain(`0 of ${cases.length} file(s) pass`);
  });

  it('passes ordinary content, every page of the site and static/', () => {
    const { status, lines } = run('tests/fixtures/ordinary-content', 'content', 'static');
    expect(lines.filter((line) => /:\d+:\d+: /.test(line))).toEqual([]);
    expect(status).toBe(0);
  }, 30_000);
});
