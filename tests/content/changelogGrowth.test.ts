/**
 * The counts the changelog page charts (content/data/changelog.yaml `growth`)
 * are never typed from memory: the older ones must be the "Counts before → now"
 * that content/data/facts/SOURCE.md records, the newer ones what the facts files
 * extracted from AList v3.45.0 hold. Settings are charted without the test items
 * that only a start with --dev adds (both versions have the same three).
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { growthChart, type ChangelogGrowth } from '../../src/lib/changelogGrowth';
import { parseChartSpec } from '../../src/lib/charts';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const facts = (name: string) => JSON.parse(read(`content/data/facts/${name}`)) as unknown;

const { growth } = YAML.parse(read('content/data/changelog.yaml')) as { growth: ChangelogGrowth };
const source = read('content/data/facts/SOURCE.md');
const countsLine = source.split('\n').find((line) => line.includes('Counts before → now'))!;

const byName = (name: string) => {
  const found = growth.counts.find((count) => count.what.en === name);
  if (!found) throw new Error(`changelog.yaml growth has no count named "${name}"`);
  return found.values;
};

describe('changelog growth counts', () => {
  it('compares v3.38.0 with the release the facts describe', () => {
    const { source: tag } = facts('cli.json') as { source: { git_describe: string } };
    expect(growth.versions).toEqual(['v3.38.0', tag.git_describe]);
    expect(source).toContain('(`v3.38.0-2-g28305754`)');
  });

  it.each([
    ['Drivers in the source', 'drivers'],
    ['Configuration file fields', 'config'],
    ['HTTP routes', 'routes'],
  ])('"%s" are the counts SOURCE.md gives for %s', (name, word) => {
    const [before, now] = byName(name);
    expect(countsLine).toMatch(new RegExp(`\\b${word} ${before}\\b[^;]*?→ ${now}\\b`));
  });

  it('has the newer counts the facts files hold', () => {
    expect(byName('Drivers in the source')[1]).toBe((facts('drivers.json') as unknown[]).length);
    expect(byName('Settings')[1]).toBe(
      (facts('settings.json') as { count_non_dev: number }).count_non_dev,
    );
    expect(byName('Configuration file fields')[1]).toBe(
      (facts('config.json') as { leaf_field_count: number }).leaf_field_count,
    );
    expect(byName('HTTP routes')[1]).toBe(
      (facts('api-routes.json') as { route_count_total: number }).route_count_total,
    );
  });

  it('charts the settings without the --dev only test items, as SOURCE.md counts them', () => {
    const match = countsLine.match(
      /\bsettings (\d+) → (\d+) \((\d+) → (\d+) without the (\d+) --dev only test items\b/,
    );
    expect(match).not.toBeNull();
    const [allBefore, allNow, before, now, dev] = match!.slice(1).map(Number) as number[];
    const settings = facts('settings.json') as {
      count_total: number;
      count_non_dev: number;
      items: Array<{ dev_only?: boolean }>;
    };
    expect(allNow).toBe(settings.count_total);
    expect(now).toBe(settings.count_non_dev);
    expect(settings.items.filter((item) => item.dev_only)).toHaveLength(dev!);
    expect([allBefore! - dev!, allNow! - dev!]).toEqual([before, now]);
    expect(byName('Settings')).toEqual([before, now]);
    for (const locale of ['en', 'zh'] as const) expect(growth.caption[locale]).toContain('--dev');
  });

  it('says that the older driver count already has FebBox, added just after the v3.38.0 tag', () => {
    const note = source.match(
      /FebBox \(`febbox`\) arrived in e8538bd2, [^;]*?previous extraction already counts it: the v3\.38\.0 tag itself has (\d+) registered drivers/,
    );
    expect(note).not.toBeNull();
    expect(Number(note![1])).toBe(byName('Drivers in the source')[0]! - 1);
    for (const locale of ['en', 'zh'] as const) expect(growth.caption[locale]).toContain('FebBox');
  });

  it('makes a valid bar chart in both languages', () => {
    for (const locale of ['en', 'zh'] as const) {
      const spec = parseChartSpec(growthChart(growth, locale));
      expect(spec.labels).toHaveLength(growth.counts.length);
      expect(spec.datasets.map((dataset) => dataset.label)).toEqual(growth.versions);
    }
    expect(growthChart(growth, 'zh').labels[0]).toBe('源码中的驱动');
  });
});
