import { css } from '@emotion/react';
import { Children, isValidElement, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../components/Icon';
import {
  CODEPEN_DEFINE_URL,
  codepenData,
  DEMO_LABELS,
  DEMO_LANGUAGES,
  demoDocument,
  demoDocumentPath,
  demoLanguageOf,
  type DemoLanguage,
  type DemoSources,
} from '../lib/codeDemo';
import { LOCALES } from '../lib/locales';
import { radius, vars } from '../styles/tokens';
import { CodeBlock } from './CodeBlock';
import { Tab, Tabs } from './Tabs';

export interface CodeDemoProps {
  title?: string;
  html?: string;
  /**
   * The CSS. Not called `css`: pages are compiled with Emotion's JSX, which
   * takes a `css` prop for itself and never hands it to the component.
   */
  styles?: string;
  js?: string;
  /** Height of the result in pixels. */
  height?: number;
  /** Fenced code blocks in html, css and js, as an alternative to the props. */
  children?: ReactNode;
}

interface BlockProps {
  'data-language'?: string;
  children?: ReactNode;
}

/** The text of rendered code: highlighting leaves it split over many spans. */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

interface ChildBlock {
  text: string;
  element: ReactElement;
}

/** The code blocks written inside `<CodeDemo>`, by language, with messages that say what to fix. */
export function readDemoBlocks(children: ReactNode): Partial<Record<DemoLanguage, ChildBlock>> {
  const blocks: Partial<Record<DemoLanguage, ChildBlock>> = {};
  for (const child of Children.toArray(children)) {
    if (typeof child === 'string' && child.trim() === '') continue;
    if (!isValidElement<BlockProps>(child)) {
      throw new Error('<CodeDemo> may only contain fenced code blocks in html, css and js.');
    }
    // The highlighter labels every block that names its language (src/lib/mdx/rehypeHighlight.ts).
    const written = child.props['data-language'];
    const language = demoLanguageOf(written);
    if (!language) {
      throw new Error(
        `<CodeDemo> runs html, css and js code blocks; a block in "${written ?? 'no language'}" cannot run.`,
      );
    }
    if (blocks[language]) throw new Error(`<CodeDemo> has two ${DEMO_LABELS[language]} blocks.`);
    blocks[language] = { text: textOf(child.props.children).replace(/\n$/, ''), element: child };
  }
  return blocks;
}

const DEFAULT_HEIGHT = 200;

/**
 * Where the frame gets the demo's document: the file the build wrote for it
 * (gatsby/lib/codeDemos.ts), with a policy of its own. `gatsby develop` writes
 * no files and sends no policy, so there the document goes in as `srcdoc`.
 */
const demoFrameSource = (document: string) =>
  process.env.NODE_ENV === 'development'
    ? { srcDoc: document }
    : { src: demoDocumentPath(document) };

const styles = {
  root: css`
    margin: 1rem 0;
    border: 1px solid ${vars.border};
    border-radius: ${radius.normal};
    > div:first-of-type {
      margin: 0;
      border: 0;
    }
  `,
  title: css`
    margin: 0;
    padding: 0.5rem 1rem;
    border-bottom: 1px solid ${vars.border};
    font-weight: 600;
  `,
  toolbar: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    padding: 0.5rem 1rem;
    border-top: 1px solid ${vars.border};
    background: ${vars.bgSoft};
    form {
      margin: 0;
    }
  `,
  button: css`
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    padding: 0.3rem 0.85rem;
    border: 1px solid ${vars.border};
    border-radius: ${radius.small};
    background: ${vars.bg};
    color: ${vars.text};
    font: inherit;
    font-size: 0.9rem;
    cursor: pointer;
    &:hover {
      border-color: ${vars.brand};
      color: ${vars.brand};
    }
  `,
  run: css`
    background: ${vars.brand};
    border-color: ${vars.brand};
    color: ${vars.onBrand};
    &:hover {
      background: ${vars.brandStrong};
      color: ${vars.onBrand};
    }
  `,
  result: css`
    padding: 0.75rem 1rem;
    border-top: 1px solid ${vars.border};
  `,
  placeholder: css`
    margin: 0;
    color: ${vars.textMute};
    font-size: 0.9rem;
  `,
  frame: css`
    display: block;
    width: 100%;
    border: 1px solid ${vars.divider};
    border-radius: ${radius.small};
    /* The demo draws on its own white page, whatever the site's colour mode. */
    background: #ffffff;
  `,
};

/**
 * A small HTML/CSS/JS example: its code in tabs, a Run button that shows the
 * result in a sandboxed frame (scripts run, but with no access to this page,
 * its storage or its cookies), and a form that opens the same code on CodePen.
 */
export function CodeDemo(props: CodeDemoProps) {
  const { t, language } = useTranslation();
  const [runs, setRuns] = useState(0);
  const blocks = readDemoBlocks(props.children);
  const sources: DemoSources = {
    html: props.html ?? blocks.html?.text ?? '',
    css: props.styles ?? blocks.css?.text ?? '',
    js: props.js ?? blocks.js?.text ?? '',
  };
  const given = { html: props.html, css: props.styles, js: props.js };
  const shown = DEMO_LANGUAGES.filter((language) => sources[language].trim() !== '');
  if (shown.length === 0) throw new Error('<CodeDemo> needs html, css or js code.');
  const title = props.title ?? t('codeDemo.untitled');
  const lang = LOCALES[language].lang;

  return (
    <div role="group" css={styles.root} aria-label={title} data-code-demo>
      {props.title && <p css={styles.title}>{props.title}</p>}
      <Tabs>
        {shown.map((language) => (
          <Tab key={language} label={DEMO_LABELS[language]}>
            {given[language] === undefined && blocks[language] ? (
              blocks[language]!.element
            ) : (
              <CodeBlock data-language={language}>
                <code>{sources[language]}</code>
              </CodeBlock>
            )}
          </Tab>
        ))}
      </Tabs>
      <div css={styles.toolbar}>
        <button
          type="button"
          css={[styles.button, styles.run]}
          onClick={() => setRuns((count) => count + 1)}
        >
          {runs === 0 ? t('codeDemo.run') : t('codeDemo.rerun')}
        </button>
        <form action={CODEPEN_DEFINE_URL} method="post" target="_blank">
          <input type="hidden" name="data" value={codepenData(sources, title)} />
          <button type="submit" css={styles.button}>
            {t('codeDemo.codepen')}
            <Icon name="external" size="0.8em" />
            <span className="visually-hidden"> ({t('link.newTab')})</span>
          </button>
        </form>
      </div>
      <div css={styles.result}>
        {runs === 0 ? (
          <p css={styles.placeholder}>{t('codeDemo.notRun')}</p>
        ) : (
          <iframe
            // A new frame for every run, so each run starts from a fresh document.
            key={runs}
            title={t('codeDemo.resultFrame', { title })}
            sandbox="allow-scripts"
            {...demoFrameSource(demoDocument(sources, { title, lang }))}
            css={styles.frame}
            style={{ height: `${props.height ?? DEFAULT_HEIGHT}px` }}
          />
        )}
      </div>
    </div>
  );
}
