import { useEffect, useRef, type HTMLAttributes } from 'react';
import { attachContentBehaviours } from './behaviours/contentBehaviours';
import { MdxContent } from './MdxContent';

export interface ContentHostProps extends HTMLAttributes<HTMLDivElement> {
  /** The page's `Mdx.content` tree. */
  tree: unknown;
}

/** Holds a page's content and attaches the content behaviours to it, once per tree. */
export function ContentHost({ tree, ...props }: ContentHostProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    return element ? attachContentBehaviours(element) : undefined;
  }, [tree]);
  return (
    <div data-content-host="" {...props} ref={root}>
      <MdxContent tree={tree} />
    </div>
  );
}
