/**
 * A page body compiled and rendered as the site would, a moment after the
 * editor stops typing. A body that does not compile shows the compiler's
 * message (and the last version that did), never an empty pane.
 */
import { css } from '@emotion/react';
import { Component, useEffect, useState, type ElementType, type ReactNode } from 'react';
import { EXPLICIT_TAG, type ContentTree } from '../../lib/contentTree';
import type { Locale } from '../../lib/locales';
import { renderContent } from '../../mdx/renderContent';
import { vars } from '../../styles/tokens';
import { compileBody, describeCompileError } from './compileBody';
import { previewComponents } from './previewComponents';

/** Typing pauses this long before the body compiles again. */
const COMPILE_DELAY_MS = 300;

const errorStyle = css`
  margin: 0 0 1.5rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${vars.dangerBorder};
  background: ${vars.dangerBg};
  color: ${vars.text};
  white-space: pre-wrap;
`;

function ErrorNote({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" css={errorStyle} data-cms-error="">
      <strong>{title}</strong>
      <br />
      {message}
    </div>
  );
}

/** A component that throws while rendering (a <Tab> without a label…) shows its message. */
class RenderBoundary extends Component<
  { children: ReactNode; source: string },
  { error: string | null }
> {
  override state = { error: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  override componentDidUpdate(previous: { source: string }) {
    if (previous.source !== this.props.source && this.state.error) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? (
      <ErrorNote title="This body cannot be shown:" message={this.state.error} />
    ) : (
      this.props.children
    );
  }
}

interface Compiled {
  source: string;
  tree: ContentTree | null;
  error: string | null;
}

const components: Record<string, ElementType> = previewComponents;

/** Tags written as JSX render as written; everything else through the preview's components. */
const resolve = (type: string) =>
  type.startsWith(EXPLICIT_TAG) ? type.slice(EXPLICIT_TAG.length) : (components[type] ?? type);

export function MdxBody({ source, locale = 'en' }: { source: string; locale?: Locale }) {
  const [compiled, setCompiled] = useState<Compiled>({ source: '', tree: null, error: null });

  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(
      () => {
        compileBody(source, locale).then(
          (tree) => current && setCompiled({ source, tree, error: null }),
          (error: unknown) =>
            current &&
            setCompiled((last) => ({ ...last, source, error: describeCompileError(error) })),
        );
      },
      compiled.source === '' ? 0 : COMPILE_DELAY_MS,
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
    // Only a new body (or language) starts a compile; the delay's choice reads the state it had then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, locale]);

  const { tree, error } = compiled;
  return (
    <>
      {error && <ErrorNote title="This body does not compile:" message={error} />}
      {tree ? (
        <RenderBoundary source={compiled.source}>{renderContent(tree, resolve)}</RenderBoundary>
      ) : (
        !error && <p aria-busy="true">Rendering the preview…</p>
      )}
    </>
  );
}
