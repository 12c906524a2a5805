import { palettes } from '../../../src/styles/tokens';
import {
  ChartSpecError,
  chartConfig,
  chartRatio,
  chartTable,
  parseChartSpec,
  parseRatio,
  readChartData,
  seriesColors,
} from '../../../src/lib/charts';

const BAR = {
  type: 'bar',
  title: 'Drivers',
  labels: ['v3.38.0', 'v3.45.0'],
  datasets: [
    { label: 'Drivers', data: [71, 79] },
    { label: 'Settings', data: [77, 98] },
  ],
};

const problemsOf = (input: unknown): string[] => {
  try {
    parseChartSpec(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ChartSpecError);
    return (error as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.replace(/^ {2}- /, ''));
  }
  throw new Error('expected the chart data to be refused');
};

describe('parseChartSpec', () => {
  it('accepts line, bar and pie data and turns number labels into text', () => {
    expect(parseChartSpec(BAR)).toEqual(BAR);
    expect(
      parseChartSpec({
        type: 'line',
        labels: [2023, 2024],
        datasets: [{ label: 'n', data: [1, 2] }],
      }),
    ).toEqual({ type: 'line', labels: ['2023', '2024'], datasets: [{ label: 'n', data: [1, 2] }] });
    expect(
      parseChartSpec({
        type: 'pie',
        labels: ['a', 'b'],
        datasets: [{ label: 'share', data: [1, 0] }],
        ratio: '4:3',
        caption: 'c',
      }),
    ).toMatchObject({ type: 'pie', ratio: '4:3', caption: 'c' });
  });

  it('lists every problem at once, saying where and what to fix', () => {
    expect(
      problemsOf({
        type: 'donut',
        title: 3,
        labels: ['a', 'b', 'a'],
        datasets: [{ label: '', data: [1, 'x'] }, 'oops'],
        colour: 'red',
        ratio: '0:1',
      }),
    ).toEqual([
      'unknown key "colour" (use type, title, caption, labels, datasets, ratio)',
      'type must be one of line, bar, pie (got "donut")',
      'title must be text',
      'ratio must be a positive number or "width:height" (got "0:1")',
      'the label "a" appears twice',
      'datasets[0].label must be non-empty text',
      'datasets[0].data[1] must be a number (got "x")',
      'datasets[0].data has 2 values but there are 3 labels',
      'datasets[1] must be an object with label and data',
    ]);
  });

  it('refuses what a pie cannot show, empty lists, repeated series and non-objects', () => {
    expect(
      problemsOf({
        type: 'pie',
        labels: ['a'],
        datasets: [
          { label: 'x', data: [-1] },
          { label: 'x', data: [2] },
        ],
      }),
    ).toEqual([
      'datasets[0].data[0] is negative; a pie cannot show it',
      'two datasets are labelled "x"',
      'a pie chart shows one dataset (got 2)',
    ]);
    expect(problemsOf({ type: 'bar', labels: [], datasets: [] })).toEqual([
      'labels must be a non-empty list',
      'datasets must be a non-empty list',
    ]);
    expect(problemsOf([1, 2])).toEqual(['the chart data must be an object']);
    expect(
      problemsOf({ type: 'bar', labels: ['a'], datasets: [{ label: 'n', data: 'x' }] }),
    ).toEqual(['datasets[0].data must be a list of numbers']);
  });
});

describe('readChartData', () => {
  it('reads objects and JSON text, and says when the text is not JSON', () => {
    expect(readChartData(JSON.stringify(BAR))).toEqual(BAR);
    expect(readChartData(BAR)).toEqual(BAR);
    expect(() => readChartData('type: bar')).toThrow(/the chart data is not valid JSON/);
  });
});

describe('ratios', () => {
  it('reads width:height, width/height and plain numbers', () => {
    expect(parseRatio('16:9')).toBeCloseTo(16 / 9);
    expect(parseRatio('3/2')).toBe(1.5);
    expect(parseRatio(2)).toBe(2);
    expect(parseRatio('1.25')).toBe(1.25);
    expect(parseRatio('wide')).toBeNull();
    expect(parseRatio(-1)).toBeNull();
    expect(parseRatio('')).toBeNull();
  });

  it('takes plain decimals only, not the other numbers Number() reads', () => {
    for (const written of ['1e2', '0x10', '+2', 'Infinity', '2:1e1'])
      expect(parseRatio(written)).toBeNull();
    expect(parseRatio(' 2.5 ')).toBe(2.5);
  });

  it('is 2 unless the author gives one', () => {
    expect(chartRatio({})).toBe(2);
    expect(chartRatio({ ratio: '4:3' })).toBeCloseTo(4 / 3);
  });
});

describe('chartConfig', () => {
  const spec = parseChartSpec(BAR);

  it('draws text and grid lines in the theme colours', () => {
    for (const theme of ['light', 'dark'] as const) {
      const palette = palettes[theme];
      const config = chartConfig(spec, palette);
      expect(config.options.color).toBe(palette.textSoft);
      expect(config.options.plugins.legend.labels.color).toBe(palette.text);
      expect(config.options.scales!.x.ticks.color).toBe(palette.textSoft);
      expect(config.options.scales!.y.grid.color).toBe(palette.divider);
      expect(config.options.scales!.y.beginAtZero).toBe(true);
      expect(config.data.datasets.map((dataset) => dataset.backgroundColor)).toEqual(
        seriesColors(palette).slice(0, 2),
      );
    }
    expect(chartConfig(spec, palettes.light).data.datasets[0]!.backgroundColor).not.toBe(
      chartConfig(spec, palettes.dark).data.datasets[0]!.backgroundColor,
    );
  });

  it('fills the reserved box, keeps still for reduced motion and colours pie slices', () => {
    const config = chartConfig(spec, palettes.light, { reducedMotion: true, fontFamily: 'serif' });
    expect(config.options).toMatchObject({ responsive: true, maintainAspectRatio: false });
    expect(config.options.animation).toBe(false);
    expect(config.options.scales!.x.ticks).toMatchObject({ font: { family: 'serif' } });
    expect(chartConfig(spec, palettes.light).options.animation).toBeUndefined();

    const pie = chartConfig(
      parseChartSpec({
        type: 'pie',
        labels: ['a', 'b', 'c'],
        datasets: [{ label: 's', data: [1, 2, 3] }],
      }),
      palettes.dark,
    );
    expect(pie.options.scales).toBeUndefined();
    expect(pie.options.plugins.legend.display).toBe(true);
    expect(pie.data.datasets[0]!.backgroundColor).toEqual(seriesColors(palettes.dark).slice(0, 3));
    expect(pie.data.datasets[0]!.borderColor).toBe(palettes.dark.bg);
  });

  it('does not share arrays with the spec (Chart.js writes into its data)', () => {
    const config = chartConfig(spec, palettes.light);
    expect(config.data.labels).not.toBe(spec.labels);
    expect(config.data.datasets[0]!.data).not.toBe(spec.datasets[0]!.data);
  });
});

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

describe('seriesColors', () => {
  it('are eight different colours, each 3:1 or more against the chart background', () => {
    for (const palette of [palettes.light, palettes.dark]) {
      const colors = seriesColors(palette);
      expect(new Set(colors).size).toBe(8);
      for (const color of colors) expect(contrast(color, palette.bgSoft)).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('chartTable', () => {
  it('has a row per label and a column per dataset', () => {
    expect(chartTable(parseChartSpec(BAR))).toEqual({
      head: ['Drivers', 'Settings'],
      rows: [
        ['v3.38.0', 71, 77],
        ['v3.45.0', 79, 98],
      ],
    });
  });
});
