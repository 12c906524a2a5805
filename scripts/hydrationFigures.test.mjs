import {
  lighthouseTable,
  alignColumns,
  blockingTime,
  kilobytes,
  ms,
  ownershipCell,
  ratioCell,
  spreadCell,
} from './hydrationFigures.mjs';

describe('blockingTime', () => {
  it('sums what each task runs beyond 50 ms and keeps the count and the longest', () => {
    const tasks = [{ duration: 51 }, { duration: 120 }, { duration: 350 }, { duration: 50 }];
    expect(blockingTime(tasks)).toEqual({ total: 1 + 70 + 300 + 0, count: 4, longest: 350 });
  });

  it('is zero without long tasks', () => {
    expect(blockingTime([])).toEqual({ total: 0, count: 0, longest: 0 });
  });
});

describe('spreadCell', () => {
  it('writes the median with its unit and the range in bare numbers', () => {
    expect(spreadCell([1082.4, 738, 1200], ms)).toBe('1,082 ms (738–1,200)');
    expect(spreadCell([129024, 129536, 130048], kilobytes)).toBe('126.5 KB (126.0–127.0)');
  });

  it('leaves the range out when every round agrees', () => {
    expect(spreadCell([2048, 2048], kilobytes)).toBe('2.0 KB');
  });
});

describe('ratioCell', () => {
  it('is the second median over the first, to two places', () => {
    expect(ratioCell(1082, 300)).toBe('0.28×');
    expect(ratioCell(126, 126)).toBe('1.00×');
  });

  it('has no ratio against nothing, unless both are nothing', () => {
    expect(ratioCell(0, 12)).toBe('—');
    expect(ratioCell(0, 0)).toBe('1.00×');
  });
});

describe('ownershipCell', () => {
  it('writes owned out of total with the rounded share', () => {
    expect(ownershipCell(1217, 1320)).toBe('1,217 / 1,320 (92%)');
  });

  it('rounds the medians of an even count of rounds', () => {
    expect(ownershipCell(300.5, 1200)).toBe('301 / 1,200 (25%)');
  });

  it('has a share of nothing for an empty body', () => {
    expect(ownershipCell(0, 0)).toBe('0 / 0 (0%)');
  });
});

describe('alignColumns', () => {
  it('pads each column to its widest cell and leaves a missing last cell blank', () => {
    expect(
      alignColumns([
        ['page', 'figure', 'ratio'],
        ['/', 'Blocking time', '0.28×'],
        ['/zh/', 'long tasks'],
      ]),
    ).toBe(
      ['page  figure         ratio', '/     Blocking time  0.28×', '/zh/  long tasks'].join('\n'),
    );
  });
});

describe('lighthouseTable', () => {
  const runs = (performance, tbt, lcp) => ({ performance, tbt, lcp, benchmarkIndex: 1500 });
  it('gives each build its median (range) of score, blocking time and largest paint, and the ratio', () => {
    const table = lighthouseTable([
      {
        dir: 'base',
        runs: { '/a': [runs(80, 700, 3000), runs(84, 600, 2800), runs(82, 650, 2900)] },
      },
      {
        dir: 'change',
        runs: { '/a': [runs(97, 150, 2500), runs(96, 130, 2400), runs(98, 140, 2450)] },
      },
    ]).split('\n');
    expect(table[0].split(/\s{2,}/)).toEqual(['page', 'figure', 'base', 'change', 'ratio']);
    expect(table[1].split(/\s{2,}/)).toEqual([
      '/a',
      'Lighthouse mobile performance',
      '82 (80–84)',
      '97 (96–98)',
      '1.18×',
    ]);
    expect(table[2].split(/\s{2,}/)).toEqual([
      '/a',
      'Lighthouse mobile total blocking time',
      '650 ms (600–700)',
      '140 ms (130–150)',
      '0.22×',
    ]);
    expect(table[3]).toContain('2,900 ms (2,800–3,000)');
    expect(table[4].split(/\s{2,}/)).toEqual([
      '/a',
      "Lighthouse's benchmark index of the machine",
      '1500',
      '1500',
      '1.00×',
    ]);
  });

  it('leaves the ratio out when more than two builds are set side by side', () => {
    const build = (dir, tbt) => ({ dir, runs: { '/a': [runs(90, tbt, 2000)] } });
    const table = lighthouseTable([build('site', 300), build('no script', 40), build('stack', 90)])
      .split('\n')
      .map((line) => line.split(/\s{2,}/));
    expect(table[0]).toEqual(['page', 'figure', 'site', 'no script', 'stack']);
    expect(table[2]).toEqual([
      '/a',
      'Lighthouse mobile total blocking time',
      '300 ms',
      '40 ms',
      '90 ms',
    ]);
  });
});
