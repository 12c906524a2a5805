/**
 * Contract with MDX: a content tree rendered by MdxContent gives the same HTML
 * as MDX's own compiled component, with the same components. The site stopped
 * running MDX's JavaScript output (see docs/architecture.md, "One template per
 * kind of page"); this holds the replacement to what it replaced.
 */
import { evaluate } from '@mdx-js/mdx';
import { toEstree } from 'hast-util-to-estree';
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { textRehypePlugins, textRemarkPlugins } from '../../../../src/lib/mdx/textPlugins';
import { contentTreeOf, type EsNode } from '../../../../src/lib/mdx/toContentTree';
import { MdxContent } from '../../../../src/mdx/static/staticContent';
import { mdxComponents } from '../../../../src/mdx/components';
import { createShortcodeRegistry } from '../../../../src/mdx/shortcodeRegistry';
import type { PluggableList } from 'unified';

const Tabs = ({ children }: { children?: ReactNode }) =>
  createElement('div', { className: 'tabs' }, children);
const Tab = ({ label, children }: { label: string; children?: ReactNode }) =>
  createElement('section', { 'aria-label': label }, children);
const Changelog = ({ year }: { year: number }) => createElement('p', null, `changes of ${year}`);
const Callout = ({
  type,
  title,
  children,
}: {
  type: string;
  title?: string;
  children?: ReactNode;
}) => createElement('aside', { className: type, title }, children);
const shortcodes = { Tabs, Tab, Changelog, Callout };

const registry = createShortcodeRegistry(() => shortcodes);

const MDX = `
# Install *now*

Text with \`code\`, a [link](https://example.com "Example"), ==marked== and ~~gone~~ words.

:::tip Title
Inside a **callout**.
:::

| Option | Default |
| :-- | --: |
| \`port\` | 5244 |

- [x] done
- [ ] to do

\`\`\`bash title="run.sh"
docker run -p 5244:5244 xhofe/alist
\`\`\`

<Tabs>
  <Tab label="One">

  First<br/>line

  </Tab>
</Tabs>

<Changelog year={2025} />

<img src="/logo.png" alt="Logo" />
`;

const plugins = {
  remarkPlugins: [...textRemarkPlugins] as unknown as PluggableList,
  rehypePlugins: [...textRehypePlugins] as unknown as PluggableList,
};

async function viaMdx(): Promise<string> {
  const { default: Content } = (await evaluate(MDX, { ...runtime, ...plugins } as never)) as {
    default: ComponentType<{ components: object }>;
  };
  return renderToStaticMarkup(
    createElement(Content, { components: { ...mdxComponents, ...shortcodes } }),
  );
}

async function viaContentTree(): Promise<string> {
  let tree: unknown;
  class Done {}
  const capture = () => (hast: unknown) => {
    tree = contentTreeOf(toEstree(hast as never) as unknown as EsNode);
    throw new Done();
  };
  await evaluate(MDX, {
    ...runtime,
    ...plugins,
    rehypePlugins: [...plugins.rehypePlugins, capture],
  } as never).catch((error: unknown) => {
    if (!(error instanceof Done)) throw error;
  });
  return renderToStaticMarkup(
    createElement(Fragment, null, createElement(MdxContent, { tree, registry })),
  );
}

describe('content tree against MDX', () => {
  it('renders the same HTML as the component MDX compiles', async () => {
    const expected = await viaMdx();
    expect(expected).toContain('changes of 2025');
    expect(expected).toContain('<table');
    expect(await viaContentTree()).toBe(expected);
  });
});
