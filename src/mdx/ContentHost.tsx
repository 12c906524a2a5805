import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type HTMLAttributes,
} from 'react';
import type { ContentTree } from '../lib/contentTree';
import { SERVER_MARKUP_ATTRIBUTE, serverMarkupOf } from '../lib/serverMarkup';
import { attachContentBehaviours } from './behaviours/contentBehaviours';
import { usePagePath } from '../providers/PageProvider';
import { contentRenderer } from './contentRendererSlot';
import { useIslands } from './islands/useIslands';

export interface ContentHostProps extends HTMLAttributes<HTMLDivElement> {
  /** The page's `Mdx.content` tree. */
  tree: unknown;
  /**
   * False where the content's forms are the page's purpose (a tool page): they
   * mount at once instead of waiting for the reader to turn to them.
   */
  formsWait?: boolean;
}

/** Content drawn by React: the renderer's chunk first, then the tree (at once in the server render). */
function RenderedContent({ tree }: { tree: unknown }) {
  useSyncExternalStore(contentRenderer.subscribe, contentRenderer.current, contentRenderer.current);
  if (!contentRenderer.current()) void contentRenderer.load().catch(() => undefined);
  const renderer = contentRenderer.current();
  return renderer ? <renderer.MdxContent tree={tree} /> : null;
}

/**
 * Holds a page's content. On a first visit it keeps the server's HTML of the
 * content as it is: React takes the inner HTML instead of hydrating it (nothing
 * in there has React's handlers or state), the content behaviours work on that
 * DOM, and the islands mount on their own (useIslands). Any later content (an
 * in-site navigation, `gatsby develop`) is drawn by React, islands included.
 */
export function ContentHost({ tree, formsWait = true, ...props }: ContentHostProps) {
  const key = useId();
  const root = useRef<HTMLDivElement>(null);
  // The one exception to starting from a constant: it decides how to match the
  // server's HTML, never what the page shows.
  // A page is known by its path: Gatsby may hand the same page's data over again
  // as a new object (after a `replace` navigation), which must not redraw it.
  const page = usePagePath() ?? tree;
  const [server] = useState(() => ({
    page,
    tree,
    markup: serverMarkupOf(key, typeof document === 'undefined' ? undefined : document),
  }));
  const serverHtml = server.page === page ? server.markup : null;
  const shown = serverHtml === null ? tree : server.tree;
  useEffect(() => {
    const element = root.current;
    return element ? attachContentBehaviours(element) : undefined;
  }, [shown]);
  const islands = useIslands(
    root,
    serverHtml === null ? null : (server.tree as ContentTree),
    formsWait,
  );
  const attributes = { 'data-content-host': '', ...props, [SERVER_MARKUP_ATTRIBUTE]: key };
  return (
    <>
      {serverHtml === null ? (
        <div key="rendered" {...attributes} ref={root}>
          <RenderedContent tree={tree} />
        </div>
      ) : (
        <div
          key="server"
          {...attributes}
          ref={root}
          dangerouslySetInnerHTML={{ __html: serverHtml }}
          suppressHydrationWarning
        />
      )}
      {islands}
    </>
  );
}
