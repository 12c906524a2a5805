import { css } from '@emotion/react';
import type { ChartConfiguration } from 'chart.js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/translation';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { useWidgetReady, type WidgetStatus } from '../hooks/useWidgetReady';
import { usePage } from '../providers/PageProvider';
import { chartConfig, chartRatio, chartTable, readChartData, type ChartSpec } from '../lib/charts';
import { LOCALES } from '../lib/locales';
import { useColorMode } from '../providers/ColorModeProvider';
import { fonts, palettes, radius, vars } from '../styles/tokens';

const styles = {
  figure: css`
    margin: 1.25rem 0;
  `,
  caption: css`
    margin-bottom: 0.5rem;
    .title {
      display: block;
      font-weight: 600;
    }
    .note {
      display: block;
      color: ${vars.textMute};
      font-size: 0.875rem;
    }
  `,
  box: css`
    position: relative;
    width: 100%;
    padding: 0.75rem;
    border-radius: ${radius.normal};
    background: ${vars.bgSoft};
    canvas {
      display: block;
    }
  `,
  error: css`
    margin: 0.5rem 0 0;
    color: ${vars.dangerTitle};
    font-weight: 600;
  `,
  data: css`
    margin-top: 0.5rem;
    font-size: 0.875rem;
    summary {
      cursor: pointer;
      color: ${vars.textMute};
    }
    table {
      margin: 0.5rem 0 0;
      border-collapse: collapse;
    }
    th,
    td {
      padding: 0.3rem 0.75rem;
      border: 1px solid ${vars.border};
      text-align: left;
    }
    td {
      text-align: right;
      font-variant-numeric: tabular-nums;
    }
  `,
};

export interface ChartProps {
  /**
   * `{ type, labels, datasets, title?, caption?, ratio? }` as an object or JSON
   * text; in MDX also YAML, which the build turns into JSON (see
   * src/lib/mdx/remarkDiagrams). Invalid data fails the build with what to fix.
   */
  data: ChartSpec | Record<string, unknown> | string;
  title?: string;
  caption?: string;
  /** Width to height, `16:9` or a number. */
  ratio?: string | number;
}

/**
 * A line, bar or pie chart. The server sends a box of the chart's proportions
 * and a table of its numbers (the text alternative); in the browser Chart.js
 * loads once the chart has been on the page 800 ms and is near the viewport,
 * and draws in the colour mode's colours, again whenever the mode changes.
 */
export function Chart({ data, title, caption, ratio }: ChartProps) {
  const { t } = useTranslation();
  const { locale } = usePage();
  const { theme } = useColorMode();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const ready = useWidgetReady(box);
  const [status, setStatus] = useState<WidgetStatus>('waiting');

  const spec: ChartSpec = {
    ...readChartData(data),
    ...(title !== undefined && { title }),
    ...(caption !== undefined && { caption }),
    ...(ratio !== undefined && { ratio }),
  };
  // The chart is redrawn when its data changes, not whenever MDX passes an equal new object.
  const specText = JSON.stringify(spec);

  useEffect(() => {
    const target = canvas.current;
    if (!ready || !theme || !target) return;
    let current = true;
    let chart: { destroy(): void } | null = null;
    setStatus('drawing');
    import('./chartRuntime')
      .then(({ Chart: ChartJs }) => {
        if (!current) return;
        const config = chartConfig(JSON.parse(specText) as ChartSpec, palettes[theme], {
          reducedMotion,
          fontFamily: fonts.body,
        });
        chart = new ChartJs(target, config as unknown as ChartConfiguration);
        setStatus('done');
      })
      .catch(() => {
        if (current) setStatus('failed');
      });
    return () => {
      current = false;
      chart?.destroy();
    };
  }, [ready, theme, specText, reducedMotion]);

  const kind = t(`chart.kind.${spec.type}`);
  const label = spec.title
    ? t('chart.label', { kind, title: spec.title })
    : t('chart.labelUntitled', { kind });
  const table = chartTable(spec);
  const number = new Intl.NumberFormat(LOCALES[locale].lang);
  const failed = status === 'failed';

  return (
    <figure css={styles.figure} data-chart={spec.type} data-state={status}>
      {(spec.title || spec.caption) && (
        <figcaption css={styles.caption}>
          {spec.title && <span className="title">{spec.title}</span>}
          {spec.caption && <span className="note">{spec.caption}</span>}
        </figcaption>
      )}
      <div ref={box} css={styles.box} style={{ aspectRatio: String(chartRatio(spec)) }}>
        <canvas ref={canvas} role="img" aria-label={label}>
          {t('chart.seeTable')}
        </canvas>
      </div>
      {failed && (
        <p role="alert" css={styles.error}>
          {t('chart.error')}
        </p>
      )}
      <details css={styles.data} open={failed || undefined}>
        <summary>{t('chart.data')}</summary>
        <table>
          {spec.title && <caption className="visually-hidden">{spec.title}</caption>}
          <thead>
            <tr>
              <th scope="col">{t('chart.category')}</th>
              {table.head.map((head) => (
                <th key={head} scope="col">
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([row, ...values]) => (
              <tr key={row}>
                <th scope="row">{row}</th>
                {values.map((value, index) => (
                  <td key={table.head[index]}>{number.format(value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
