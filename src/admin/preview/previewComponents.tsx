/**
 * What the preview renders MDX elements with: the site's own components where
 * they need nothing from the build (containers, tabs, badges, code blocks,
 * headings, tables), and a labelled stand-in for those that draw build-time
 * data or load players and libraries (option tables, catalogs, charts…).
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Align, Callout } from '../../mdx/Callout';
import { Badge } from '../../mdx/Badge';
import { mdxComponents } from '../../mdx/components';
import { SHORTCODES, type ShortcodeName } from '../../lib/mdx/shortcodes';
import { Tab, Tabs } from '../../mdx/Tabs';
import { radius, vars } from '../../styles/tokens';

const RENDERED = { Callout, Align, Badge, Tabs, Tab } satisfies Partial<
  Record<ShortcodeName, unknown>
>;

const placeholderStyle = css`
  margin: 1rem 0;
  padding: 0.75rem 1rem;
  border: 1px dashed ${vars.border};
  border-radius: ${radius.normal};
  background: ${vars.bgSoft};
  color: ${vars.textSoft};
  code {
    color: ${vars.text};
  }
`;

/** `driver="FTP" base="/guide/"`: the text props an element was given. */
export function describeProps(props: Record<string, unknown>): string {
  return Object.entries(props)
    .filter(([name, value]) => name !== 'children' && ['string', 'number'].includes(typeof value))
    .map(([name, value]) => `${name}="${String(value)}"`)
    .join(' ');
}

function placeholder(name: string) {
  function Placeholder({ children, ...props }: Record<string, unknown> & { children?: ReactNode }) {
    const attributes = describeProps(props);
    return (
      <div css={placeholderStyle} role="note" data-cms-placeholder={name}>
        <p>
          <code>{`<${name}${attributes ? ` ${attributes}` : ''} />`}</code> is drawn from the site’s
          data when the page is built; the preview cannot show it.
        </p>
        {children}
      </div>
    );
  }
  Placeholder.displayName = `Placeholder(${name})`;
  return Placeholder;
}

const placeholders = Object.fromEntries(
  (Object.keys(SHORTCODES) as ShortcodeName[])
    .filter((name) => !Object.hasOwn(RENDERED, name))
    .map((name) => [name, placeholder(name)]),
);

export const previewComponents = { ...mdxComponents, ...placeholders, ...RENDERED };
