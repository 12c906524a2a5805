/** The changelog's counts from AList's source (content/data/changelog.yaml `growth`) as a chart. */
import type { ChartSpec } from './charts';
import type { Locale } from './locales';

type Localised = Record<Locale, string>;

export interface ChangelogGrowth {
  title: Localised;
  caption: Localised;
  /** The two (or more) versions compared, oldest first. */
  versions: string[];
  counts: Array<{ what: Localised; values: number[] }>;
}

/** One bar group per counted thing, one bar per version. */
export function growthChart(growth: ChangelogGrowth, locale: Locale): ChartSpec {
  return {
    type: 'bar',
    title: growth.title[locale],
    caption: growth.caption[locale],
    labels: growth.counts.map((count) => count.what[locale]),
    datasets: growth.versions.map((version, index) => ({
      label: version,
      data: growth.counts.map((count) => count.values[index]!),
    })),
  };
}
