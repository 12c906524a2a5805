import { FIELD_SEPARATOR as F, parseGitLog, RECORD_SEPARATOR as R } from './git';
import { editUrl } from './editLink';

describe('git history', () => {
  const log = [
    `${R}Ann${F}ann@example.com${F}2025-05-03T10:00:00+08:00\n\ncontent/en/a.mdx\ncontent/zh/a.mdx\n`,
    `${R}Bo${F}bo@example.com${F}2025-04-01T10:00:00+08:00\n\ncontent/en/a.mdx\n`,
    `${R}Ann${F}ANN@example.com${F}2025-03-01T10:00:00+08:00\n\ncontent/en/a.mdx\ncontent/en/b.mdx\n`,
  ].join('');

  it('takes the newest commit as the update time', () => {
    const histories = parseGitLog(log);
    expect(histories.get('content/en/a.mdx')?.updated).toBe('2025-05-03T10:00:00+08:00');
    expect(histories.get('content/en/b.mdx')?.updated).toBe('2025-03-01T10:00:00+08:00');
  });

  it('lists every contributor once, most commits first', () => {
    expect(parseGitLog(log).get('content/en/a.mdx')?.contributors).toEqual([
      { name: 'Ann', email: 'ann@example.com', commits: 2 },
      { name: 'Bo', email: 'bo@example.com', commits: 1 },
    ]);
  });

  it('copes with no history', () => {
    expect(parseGitLog('').size).toBe(0);
  });
});

describe('edit links', () => {
  it('fills the pattern', () => {
    expect(
      editUrl({
        pattern: ':repo/edit/:branch/:path',
        repo: 'https://github.com/o/r/',
        branch: 'main',
        path: 'content/en/guide/x y.mdx',
      }),
    ).toBe('https://github.com/o/r/edit/main/content/en/guide/x%20y.mdx');
    expect(
      editUrl({
        pattern: ':repo/-/blob/:branch/:path',
        repo: 'https://gitlab.com/o/r',
        branch: 'dev',
        path: '/a.mdx',
      }),
    ).toBe('https://gitlab.com/o/r/-/blob/dev/a.mdx');
  });
});
