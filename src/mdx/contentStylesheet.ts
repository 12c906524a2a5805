/**
 * The content components' CSS in the browser. A first visit has its page's
 * rules inline, from the server (gatsby-ssr.tsx); any other content the site's
 * content stylesheet styles (gatsby/mdx/contentStyles.ts), so page data
 * carries no CSS. The stylesheet starts loading when the reader first points
 * at, focuses or touches a link to another page, the way Gatsby fetches that
 * page's data, so the page they open is styled when it is drawn.
 */
import { withPrefix } from 'gatsby';
import { CONTENT_STYLESHEET_PATH, SERVED_CONTENT_STYLES_ATTRIBUTE } from '../lib/constants';
const STYLESHEET_ATTRIBUTE = 'data-content-stylesheet';
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** True when the server wrote this page's content rules into the document. */
export function servedStylesFor(pagePath: string): boolean {
  return [...document.head.querySelectorAll(`style[${SERVED_CONTENT_STYLES_ATTRIBUTE}]`)].some(
    (style) => style.getAttribute(SERVED_CONTENT_STYLES_ATTRIBUTE) === pagePath,
  );
}

/** Adds the site's content stylesheet to the head, once per document. */
export function loadContentStylesheet(): void {
  if (document.head.querySelector(`link[${STYLESHEET_ATTRIBUTE}]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = withPrefix(CONTENT_STYLESHEET_PATH);
  link.setAttribute(STYLESHEET_ATTRIBUTE, '');
  document.head.append(link);
}

const headsElsewhere = (target: EventTarget | null): boolean => {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return false;
  return link.pathname !== window.location.pathname;
};

/** Loads the stylesheet on the first sign the reader is heading for another page; returns the cleanup. */
export function loadContentStylesheetOnIntent(): () => void {
  const onIntent = (event: Event) => {
    if (!headsElsewhere(event.target)) return;
    loadContentStylesheet();
    stop();
  };
  const stop = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
  };
  for (const type of INTENT_EVENTS)
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  return stop;
}
