import { act, screen, waitFor, within } from '@testing-library/react';
import changelog from '../../../content/data/changelog.yaml';
import { renderPage } from '../../utils/renderPage';
import { PageProvider } from '../../../src/providers/PageProvider';
import { WIDGET_LOAD_WAIT_MS } from '../../../src/lib/constants';
import { ColorModeProvider, useColorMode } from '../../../src/providers/ColorModeProvider';
import { palettes } from '../../../src/styles/tokens';
import { ChangelogGrowth } from '../../../src/mdx/ChangelogGrowth';
import { Chart } from '../../../src/mdx/Chart';
import { PageDataProvider } from '../../../src/providers/PageDataProvider';
import { hydratableHtml } from '../../utils/serverRender';

interface FakeChart {
  canvas: HTMLCanvasElement;
  config: {
    type: string;
    data: { labels: string[] };
    options: { color: string; scales?: { y: { grid: { color: string } } } };
  };
  destroyed: boolean;
}

// Chart.js, replaced: the factory runs when the component's dynamic import loads it.
const mockChartJsLoaded = jest.fn();
const mockCharts: FakeChart[] = [];
const mockChartFails = { now: false };
jest.mock('chart.js', () => {
  mockChartJsLoaded();
  class Chart {
    static register = jest.fn();
    destroyed = false;
    constructor(
      public canvas: HTMLCanvasElement,
      public config: unknown,
    ) {
      if (mockChartFails.now) throw new Error('no 2d context');
      mockCharts.push(this as unknown as FakeChart);
    }
    destroy() {
      this.destroyed = true;
    }
  }
  const part = {};
  return {
    __esModule: true,
    Chart,
    ArcElement: part,
    BarController: part,
    BarElement: part,
    CategoryScale: part,
    Legend: part,
    LinearScale: part,
    LineController: part,
    LineElement: part,
    PieController: part,
    PointElement: part,
    Tooltip: part,
  };
});

const DATA = {
  type: 'bar',
  title: 'Releases',
  labels: ['Drivers', 'Routes'],
  datasets: [
    { label: 'v3.38.0', data: [71, 1440] },
    { label: 'v3.45.0', data: [79, 2700] },
  ],
};

const wait = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

function ThemeToggle() {
  const { cycle } = useColorMode();
  return (
    <button type="button" onClick={cycle}>
      toggle
    </button>
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  mockCharts.length = 0;
  mockChartFails.now = false;
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('Chart', () => {
  it('sends a box of the chart proportions and a table of its numbers from the server', () => {
    const html = hydratableHtml(
      <ColorModeProvider config="switch">
        <PageProvider value={{ pathname: '/guide/', locale: 'en', alternates: [] }}>
          <Chart data={JSON.stringify(DATA)} caption="Counted in the source." />
        </PageProvider>
      </ColorModeProvider>,
    );
    document.body.innerHTML = html;
    expect(screen.getByRole('figure')).toHaveAttribute('data-state', 'waiting');
    expect(document.querySelector('figcaption .title')).toHaveTextContent('Releases');
    expect(screen.getByText('Counted in the source.')).toBeInTheDocument();
    const canvas = screen.getByRole('img', {
      name: 'Bar chart: Releases. The numbers are in the data table below the chart.',
    });
    expect(canvas.tagName).toBe('CANVAS');
    expect(canvas.parentElement!.style.aspectRatio).toBe('2');
    const table = screen.getByRole('table');
    expect(table.closest('details')).toHaveTextContent(/^Data/);
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Itemv3.38.0v3.45.0',
      'Drivers7179',
      'Routes1,4402,700',
    ]);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Drivers');
    expect(mockChartJsLoaded).not.toHaveBeenCalled();
  });

  it('fails the build with what to fix when its data is wrong', () => {
    expect(() =>
      hydratableHtml(
        <ColorModeProvider config="switch">
          <PageProvider value={{ pathname: '/guide/', locale: 'en', alternates: [] }}>
            <Chart data={{ ...DATA, type: 'radar' }} />
          </PageProvider>
        </ColorModeProvider>,
      ),
    ).toThrow('type must be one of line, bar, pie (got "radar")');
  });

  it('loads Chart.js only after the wait and draws on its canvas in the page colours', async () => {
    renderPage(<Chart data={DATA} ratio="16:9" />);
    await wait(WIDGET_LOAD_WAIT_MS - 1);
    expect(mockChartJsLoaded).not.toHaveBeenCalled();
    await wait(1);
    await waitFor(() => expect(mockCharts).toHaveLength(1));
    expect(mockChartJsLoaded).toHaveBeenCalledTimes(1);
    const [chart] = mockCharts;
    expect(chart!.canvas).toBe(screen.getByRole('img'));
    expect(chart!.config.type).toBe('bar');
    expect(chart!.config.data.labels).toEqual(['Drivers', 'Routes']);
    expect(chart!.config.options.color).toBe(palettes.light.textSoft);
    expect(screen.getByRole('figure')).toHaveAttribute('data-state', 'done');
    expect(screen.getByRole('img').parentElement!.style.aspectRatio).toBe(String(16 / 9));
  });

  it('draws again in dark colours when the colour mode changes', async () => {
    renderPage(
      <>
        <ThemeToggle />
        <Chart data={DATA} />
      </>,
      { colorMode: 'toggle' },
    );
    await wait(WIDGET_LOAD_WAIT_MS);
    await waitFor(() => expect(mockCharts).toHaveLength(1));
    await act(async () => {
      screen.getByRole('button', { name: 'toggle' }).click();
    });
    await waitFor(() => expect(mockCharts).toHaveLength(2));
    expect(mockCharts[0]!.destroyed).toBe(true);
    expect(mockCharts[1]!.destroyed).toBe(false);
    expect(mockCharts[1]!.config.options.scales!.y.grid.color).toBe(palettes.dark.divider);
  });

  it('does not draw again when a page re-renders it with equal data', async () => {
    const { rerender } = renderPage(<Chart data={{ ...DATA }} />);
    await wait(WIDGET_LOAD_WAIT_MS);
    await waitFor(() => expect(mockCharts).toHaveLength(1));
    rerender(<Chart data={{ ...DATA }} />);
    await wait(WIDGET_LOAD_WAIT_MS);
    expect(mockCharts).toHaveLength(1);
    expect(mockCharts[0]!.destroyed).toBe(false);
  });

  it('says so and opens the numbers when the chart cannot be drawn', async () => {
    mockChartFails.now = true;
    renderPage(<Chart data={DATA} />);
    await wait(WIDGET_LOAD_WAIT_MS);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The chart could not be drawn. Its numbers are in the table below.',
    );
    expect(document.querySelector('details')).toHaveAttribute('open');
    expect(screen.getByRole('figure')).toHaveAttribute('data-state', 'failed');
  });

  it('speaks Chinese on Chinese pages', () => {
    renderPage(<Chart data={{ ...DATA, type: 'line' }} />, {
      page: { pathname: '/zh/guide/', locale: 'zh', alternates: [] },
    });
    expect(screen.getByRole('img')).toHaveAccessibleName(
      '折线图：Releases。具体数值见图表下方的数据表。',
    );
    expect(screen.getByText('数据')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '项目' })).toBeInTheDocument();
  });
});

describe('ChangelogGrowth', () => {
  it('charts the counts of changelog.yaml in the page language', () => {
    for (const locale of ['en', 'zh'] as const) {
      const { unmount } = renderPage(
        <PageDataProvider value={{ changelog }}>
          <ChangelogGrowth />
        </PageDataProvider>,
        { page: { pathname: '/guide/changelog.html', locale, alternates: [] } },
      );
      const rows = within(screen.getByRole('table')).getAllByRole('row');
      expect(rows[0]).toHaveTextContent(/v3\.38\.0\s*v3\.45\.0$/);
      expect(rows[1]).toHaveTextContent(
        locale === 'en' ? 'Drivers in the source7179' : '源码中的驱动7179',
      );
      expect(screen.getByRole('figure')).toHaveAttribute('data-chart', 'bar');
      unmount();
    }
  });
});
