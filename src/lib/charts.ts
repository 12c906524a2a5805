/**
 * Charts in MDX: the data an author writes, checked with messages that say
 * what to fix, and the Chart.js configuration that draws it in the page's
 * colours. Chart.js itself is only loaded in the browser (src/mdx/Chart.tsx).
 */

export const CHART_TYPES = ['line', 'bar', 'pie'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export interface ChartDataset {
  label: string;
  data: number[];
}

export interface ChartSpec {
  type: ChartType;
  title?: string;
  caption?: string;
  labels: string[];
  datasets: ChartDataset[];
  /** Width to height of the drawing area, as `16:9` or a number; 2 by default. */
  ratio?: string | number;
}

export class ChartSpecError extends Error {
  constructor(problems: string[]) {
    super(`Invalid chart data:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ChartSpecError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const KNOWN_KEYS = new Set(['type', 'title', 'caption', 'labels', 'datasets', 'ratio']);

/** `16:9`, `1.5` or 2 → the width-to-height number, or null when it is not a positive ratio. */
export function parseRatio(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  // Plain decimals only: Number() would also take "1e2", "0x10" or "+2", which no author means.
  const written = /^\s*(\d+(?:\.\d+)?)\s*(?:[:/]\s*(\d+(?:\.\d+)?)\s*)?$/.exec(value);
  if (!written) return null;
  const ratio = Number(written[1]) / Number(written[2] ?? 1);
  return Number.isFinite(ratio) && ratio > 0 ? ratio : null;
}

/**
 * Checks chart data and returns it typed. Every problem is listed at once
 * (`datasets[1].data has 3 values but there are 4 labels`), so an author can
 * fix them in one go; the build reports them with the file and line.
 */
export function parseChartSpec(input: unknown): ChartSpec {
  const problems: string[] = [];
  if (!isRecord(input)) throw new ChartSpecError(['the chart data must be an object']);
  for (const key of Object.keys(input)) {
    if (!KNOWN_KEYS.has(key))
      problems.push(`unknown key "${key}" (use ${[...KNOWN_KEYS].join(', ')})`);
  }
  const type = input.type;
  if (!CHART_TYPES.includes(type as ChartType))
    problems.push(`type must be one of ${CHART_TYPES.join(', ')} (got ${JSON.stringify(type)})`);
  for (const key of ['title', 'caption'] as const) {
    if (input[key] !== undefined && typeof input[key] !== 'string')
      problems.push(`${key} must be text`);
  }
  if (input.ratio !== undefined && parseRatio(input.ratio) === null)
    problems.push(
      `ratio must be a positive number or "width:height" (got ${JSON.stringify(input.ratio)})`,
    );

  const labels = input.labels;
  const labelList: string[] = [];
  if (!Array.isArray(labels) || labels.length === 0)
    problems.push('labels must be a non-empty list');
  else
    labels.forEach((label, index) => {
      if (typeof label === 'string' || typeof label === 'number') labelList.push(String(label));
      else problems.push(`labels[${index}] must be text or a number`);
    });

  const repeated = labelList.find((label, index) => labelList.indexOf(label) !== index);
  if (repeated !== undefined) problems.push(`the label "${repeated}" appears twice`);

  const datasets: ChartDataset[] = [];
  if (!Array.isArray(input.datasets) || input.datasets.length === 0)
    problems.push('datasets must be a non-empty list');
  else
    input.datasets.forEach((dataset: unknown, index) => {
      const where = `datasets[${index}]`;
      if (!isRecord(dataset)) {
        problems.push(`${where} must be an object with label and data`);
        return;
      }
      if (typeof dataset.label !== 'string' || !dataset.label.trim())
        problems.push(`${where}.label must be non-empty text`);
      if (!Array.isArray(dataset.data)) {
        problems.push(`${where}.data must be a list of numbers`);
        return;
      }
      const values = dataset.data as unknown[];
      values.forEach((value, at) => {
        if (typeof value !== 'number' || !Number.isFinite(value))
          problems.push(`${where}.data[${at}] must be a number (got ${JSON.stringify(value)})`);
        else if (type === 'pie' && value < 0)
          problems.push(`${where}.data[${at}] is negative; a pie cannot show it`);
      });
      if (Array.isArray(labels) && values.length !== labels.length)
        problems.push(
          `${where}.data has ${values.length} values but there are ${labels.length} labels`,
        );
      datasets.push({ label: String(dataset.label ?? ''), data: values as number[] });
    });
  const names = datasets.map((dataset) => dataset.label);
  const twice = names.find((name, index) => name && names.indexOf(name) !== index);
  if (twice !== undefined) problems.push(`two datasets are labelled "${twice}"`);
  if (type === 'pie' && datasets.length > 1)
    problems.push(`a pie chart shows one dataset (got ${datasets.length})`);

  if (problems.length) throw new ChartSpecError(problems);
  return {
    type: type as ChartType,
    ...(input.title !== undefined && { title: input.title as string }),
    ...(input.caption !== undefined && { caption: input.caption as string }),
    labels: labelList,
    datasets,
    ...(input.ratio !== undefined && { ratio: input.ratio as string | number }),
  };
}

/**
 * A chart's data as a component receives it: an object, or JSON text. (YAML in
 * MDX is turned into JSON when the page is built, by src/lib/mdx/remarkDiagrams.)
 */
export function readChartData(data: unknown): ChartSpec {
  if (typeof data !== 'string') return parseChartSpec(data);
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch (error) {
    throw new ChartSpecError([`the chart data is not valid JSON: ${(error as Error).message}`]);
  }
  return parseChartSpec(parsed);
}

/** The drawing area's width to height: the author's, or 2. */
export const chartRatio = (spec: Pick<ChartSpec, 'ratio'>): number => parseRatio(spec.ratio) ?? 2;

/** The palette entries a chart is drawn with (the site's light or dark colours). */
export interface ChartPalette {
  bg: string;
  text: string;
  textSoft: string;
  divider: string;
  textMute: string;
  brand: string;
  infoBorder: string;
  dangerBorder: string;
  tipBorder: string;
  tokenFunction: string;
  tokenOperator: string;
  tokenVariable: string;
}

/**
 * Series colours, in order: teal, orange, blue, red, purple, green, brown and
 * grey, each at least 3.7:1 against the chart's background in both modes.
 */
export const seriesColors = (palette: ChartPalette): string[] => [
  palette.brand,
  palette.tokenOperator,
  palette.infoBorder,
  palette.dangerBorder,
  palette.tokenFunction,
  palette.tipBorder,
  palette.tokenVariable,
  palette.textMute,
];

const colorAt = (colors: string[], index: number) => colors[index % colors.length]!;

/**
 * The Chart.js configuration for a chart: text and grid lines in the theme's
 * colours, no animation when the reader asked for reduced motion, and the
 * drawing filling the box the page reserved for it.
 */
export function chartConfig(
  spec: ChartSpec,
  palette: ChartPalette,
  { reducedMotion = false, fontFamily }: { reducedMotion?: boolean; fontFamily?: string } = {},
) {
  const colors = seriesColors(palette);
  const pie = spec.type === 'pie';
  const datasets = spec.datasets.map((dataset, index) => ({
    label: dataset.label,
    data: [...dataset.data],
    backgroundColor: pie ? spec.labels.map((_, at) => colorAt(colors, at)) : colorAt(colors, index),
    borderColor: pie ? palette.bg : colorAt(colors, index),
    borderWidth: pie ? 2 : spec.type === 'line' ? 2 : 0,
    ...(spec.type === 'line' && { tension: 0.2, pointRadius: 3 }),
  }));
  const axis = {
    ticks: { color: palette.textSoft, ...(fontFamily && { font: { family: fontFamily } }) },
    grid: { color: palette.divider },
    border: { color: palette.divider },
  };
  return {
    type: spec.type,
    data: { labels: [...spec.labels], datasets },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion ? (false as const) : undefined,
      color: palette.textSoft,
      plugins: {
        legend: {
          display: pie || spec.datasets.length > 1,
          labels: { color: palette.text, ...(fontFamily && { font: { family: fontFamily } }) },
        },
        // The figure's caption carries the title, as text the page can select and translate.
        title: { display: false },
      },
      ...(!pie && { scales: { x: axis, y: { ...axis, beginAtZero: true } } }),
    },
  };
}

/** The rows of the data table that stands for the chart: one per label, one cell per dataset. */
export function chartTable(spec: ChartSpec): {
  head: string[];
  rows: Array<[string, ...number[]]>;
} {
  return {
    head: spec.datasets.map((dataset) => dataset.label),
    rows: spec.labels.map((label, index) => [
      label,
      ...spec.datasets.map((dataset) => dataset.data[index]!),
    ]),
  };
}
