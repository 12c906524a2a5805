import { useId, useState, type HTMLAttributes } from 'react';
import { SERVER_MARKUP_ATTRIBUTE, serverMarkupOf } from '../lib/serverMarkup';

interface ServerMarkupProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * The name the browser finds the server's element by, for markup rendered
   * apart from the page's tree (a Gatsby slice), where React's own ids differ
   * between the server and the browser. Unique on the page.
   */
  markupKey?: string;
}

/**
 * A div whose content hydration leaves as the server sent it: React takes the
 * server's inner HTML instead of walking the children, so a long table of
 * static cells costs no hydration work (hundreds of elements on a driver
 * page). Mounted later, it renders its children like any div.
 *
 * Only for children that are plain markup or behave as such: nothing inside
 * is hydrated, so a handler, state or an in-site link there would be dead,
 * unless its behaviour is attached to the DOM (the sidebar's list).
 */
export function ServerMarkup({ children, markupKey, ...props }: ServerMarkupProps) {
  const id = useId();
  const key = markupKey ?? id;
  // The state is the one exception to starting from a constant: it decides how
  // to match the server's HTML, never what the page shows. Kept for the
  // element's life, so a later render of the parent does not swap the server
  // markup for a fresh copy of the same cells.
  const [markup] = useState(() =>
    serverMarkupOf(key, typeof document === 'undefined' ? undefined : document),
  );
  const keyed = { ...props, [SERVER_MARKUP_ATTRIBUTE]: key };
  if (markup === null) return <div {...keyed}>{children}</div>;
  return <div {...keyed} dangerouslySetInnerHTML={{ __html: markup }} suppressHydrationWarning />;
}
