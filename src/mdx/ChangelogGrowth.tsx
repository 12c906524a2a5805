import { usePage } from '../providers/PageProvider';
import { growthChart, type ChangelogGrowth as Growth } from '../lib/changelogGrowth';
import { Chart } from './Chart';
import { usePageData } from '../providers/PageDataProvider';

/**
 * The counts of drivers, settings, configuration fields and routes that the
 * changelog data records for two versions, as a bar chart. The page lists
 * `data: [changelog]` in front matter.
 */
export function ChangelogGrowth() {
  const { growth } = usePageData<{ growth?: Growth }>('changelog');
  const { locale } = usePage();
  if (!growth) throw new Error('content/data/changelog.yaml has no `growth` section to chart.');
  return <Chart data={growthChart(growth, locale)} />;
}
