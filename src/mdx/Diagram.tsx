import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/translation';
import { useWidgetReady, type WidgetStatus } from '../hooks/useWidgetReady';
import { diagramDomId } from '../lib/diagramDomId';
import { DIAGRAM_MIN_HEIGHT } from '../lib/constants';
import { lazyModule } from '../lib/lazyModule';
import type { DiagramKind } from '../lib/diagrams';
import { useColorMode } from '../providers/ColorModeProvider';
import { radius, vars } from '../styles/tokens';

const styles = {
  figure: css`
    margin: 1.25rem 0;
  `,
  box: css`
    display: flex;
    align-items: center;
    justify-content: center;
    padding: 1rem;
    overflow-x: auto;
    border-radius: ${radius.normal};
    background: ${vars.bgSoft};
    svg {
      display: block;
      max-width: 100%;
      height: auto;
    }
  `,
  error: css`
    padding: 0.75rem 1rem;
    border: 1px solid ${vars.dangerBorder};
    border-left-width: 4px;
    border-radius: ${radius.normal};
    background: ${vars.dangerBg};
    color: ${vars.text};
    p {
      margin: 0;
      color: ${vars.dangerTitle};
      font-weight: 600;
    }
    pre {
      margin: 0.5rem 0 0;
      white-space: pre-wrap;
      font-size: 0.8rem;
    }
  `,
  source: css`
    margin-top: 0.5rem;
    font-size: 0.875rem;
    summary {
      cursor: pointer;
      color: ${vars.textMute};
    }
    pre {
      margin: 0.5rem 0 0;
      padding: 0.75rem 1rem;
      overflow-x: auto;
      border-radius: ${radius.normal};
      background: ${vars.codeBg};
      color: ${vars.codeText};
    }
  `,
};

interface DiagramState {
  status: WidgetStatus;
  svg: string;
  error: string;
}

const WAITING: DiagramState = { status: 'waiting', svg: '', error: '' };

export interface DiagramProps {
  kind: DiagramKind;
  /** The diagram's source, as written in the fenced block. */
  code: string;
  /** The height to reserve until it is drawn, in CSS pixels (src/lib/mdx/remarkDiagrams). */
  height?: number | string;
  /** Its title, for the text alternative; empty for none. */
  title?: string;
  /** The names of its nodes, one per line, for the text alternative when it has no title. */
  names?: string;
}

/** The drawing code, loaded with the first diagram drawn; a failed load is tried again next time. */
const drawing = lazyModule(
  () => import(/* webpackChunkName: "diagram-drawing" */ './diagramRenderers'),
);

/**
 * A ```mermaid or ```flow block (src/lib/mdx/remarkDiagrams). The server sends
 * a box of about the diagram's height, its text alternative and its source,
 * all worked out by the build; in the browser the drawing code and library load once the diagram has been on the
 * page 800 ms and is near the viewport, and draws in the colour mode's theme,
 * again whenever the mode changes. A source with an error shows the error.
 */
export function Diagram({ kind, code, height, title = '', names = '' }: DiagramProps) {
  const { t } = useTranslation();
  const { theme } = useColorMode();
  const figure = useRef<HTMLElement>(null);
  const ready = useWidgetReady(figure);
  const domId = diagramDomId(useId());
  const sourceId = `${domId}-source`;
  const draws = useRef(0);
  const [state, setState] = useState<DiagramState>(WAITING);
  const minHeight = Number(height) || DIAGRAM_MIN_HEIGHT;
  const yes = t('diagram.yes');
  const no = t('diagram.no');

  useEffect(() => {
    if (!ready || !theme) return;
    let current = true;
    draws.current += 1;
    setState((previous) => ({ ...previous, status: 'drawing' }));
    const id = `${domId}-${draws.current}`;
    drawing
      .load()
      .then(({ drawDiagram, diagramErrorMessage }) =>
        drawDiagram({ kind, code, id, theme, words: { yes, no } }).catch((error: unknown) => {
          throw new Error(diagramErrorMessage(error));
        }),
      )
      .then(
        (svg) => {
          if (current) setState({ status: 'done', svg, error: '' });
        },
        (error: unknown) => {
          if (current) setState({ status: 'failed', svg: '', error: (error as Error).message });
        },
      );
    return () => {
      current = false;
    };
  }, [ready, theme, kind, code, domId, yes, no]);

  const summary = title || names.split('\n').filter(Boolean).join(t('diagram.separator'));
  const label = summary ? t('diagram.label', { summary }) : t('diagram.untitled');
  const failed = state.status === 'failed';

  return (
    <figure ref={figure} css={styles.figure} data-diagram={kind} data-state={state.status}>
      {failed ? (
        <div role="alert" css={styles.error}>
          <p>{t('diagram.error')}</p>
          {state.error && <pre>{state.error}</pre>}
        </div>
      ) : (
        <div
          role="img"
          aria-label={label}
          aria-describedby={sourceId}
          aria-busy={state.status !== 'done'}
          css={styles.box}
          // The estimate holds the place until the picture is there; then the picture decides.
          style={state.svg ? undefined : { minHeight: `calc(${minHeight}px + 2rem)` }}
          dangerouslySetInnerHTML={state.svg ? { __html: state.svg } : undefined}
        />
      )}
      <details css={styles.source} open={failed || undefined}>
        <summary>{t('diagram.source')}</summary>
        <pre id={sourceId}>
          <code>{code}</code>
        </pre>
      </details>
    </figure>
  );
}
