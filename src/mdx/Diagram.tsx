import { css } from '@emotion/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidgetReady } from '../hooks/useWidgetReady';
import {
  describeDiagram,
  diagramDomId,
  diagramErrorMessage,
  estimateDiagramHeight,
  type DiagramKind,
} from '../lib/diagrams';
import { useColorMode } from '../providers/ColorModeProvider';
import { radius, vars } from '../styles/tokens';
import { drawDiagram } from './diagramRenderers';

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

type Status = 'waiting' | 'drawing' | 'done' | 'failed';

interface DiagramState {
  status: Status;
  svg: string;
  error: string;
}

const WAITING: DiagramState = { status: 'waiting', svg: '', error: '' };

export interface DiagramProps {
  kind: DiagramKind;
  /** The diagram's source, as written in the fenced block. */
  code: string;
}

/**
 * A ```mermaid or ```flow block (gatsby/mdx/remarkDiagrams). The server sends
 * a box of about the diagram's height, its text alternative and its source;
 * in the browser the drawing library loads once the diagram has been on the
 * page 800 ms and is near the viewport, and draws in the colour mode's theme,
 * again whenever the mode changes. A source with an error shows the error.
 */
export function Diagram({ kind, code }: DiagramProps) {
  const { t } = useTranslation();
  const { theme } = useColorMode();
  const figure = useRef<HTMLElement>(null);
  const ready = useWidgetReady(figure);
  const domId = diagramDomId(useId());
  const sourceId = `${domId}-source`;
  const draws = useRef(0);
  const [state, setState] = useState<DiagramState>(WAITING);
  const minHeight = useMemo(() => estimateDiagramHeight(kind, code), [kind, code]);
  const { title, names } = useMemo(() => describeDiagram(kind, code), [kind, code]);
  const yes = t('diagram.yes');
  const no = t('diagram.no');

  useEffect(() => {
    if (!ready || !theme) return;
    let current = true;
    draws.current += 1;
    setState((previous) => ({ ...previous, status: 'drawing' }));
    drawDiagram({ kind, code, id: `${domId}-${draws.current}`, theme, words: { yes, no } }).then(
      (svg) => {
        if (current) setState({ status: 'done', svg, error: '' });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', svg: '', error: diagramErrorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [ready, theme, kind, code, domId, yes, no]);

  const summary = title ?? names.join(t('diagram.separator'));
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
