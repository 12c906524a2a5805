/**
 * Markdown elements mapped to site components. The named components MDX may
 * use (Tabs, Badge…) are imported by each page that uses them: see shortcodes.ts.
 */
import type { AnchorHTMLAttributes, HTMLAttributes, ImgHTMLAttributes } from 'react';
import { SmartLink } from '../components/SmartLink';
import { CodeBlock } from './CodeBlock';
import { ScrollableTable } from './DataTable';

type HeadingProps = HTMLAttributes<HTMLHeadingElement>;

function heading(Tag: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  function Heading({ id, children, ...props }: HeadingProps) {
    return (
      <Tag id={id} {...props}>
        {children}
        {id && (
          <a className="heading-anchor" href={`#${id}`} aria-hidden="true" tabIndex={-1}>
            #
          </a>
        )}
      </Tag>
    );
  }
  Heading.displayName = `Heading(${Tag})`;
  return Heading;
}

function MarkdownLink({ href = '', children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <SmartLink href={href} {...props}>
      {children}
    </SmartLink>
  );
}

function Image({ alt = '', ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  return <img alt={alt} loading="lazy" decoding="async" {...props} />;
}

export const mdxComponents = {
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  a: MarkdownLink,
  pre: CodeBlock,
  table: ScrollableTable,
  img: Image,
};
