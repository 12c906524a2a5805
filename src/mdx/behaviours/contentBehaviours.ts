import { attachCopyButtons } from './copyButtons';
import { delegatePageLinks } from '../../components/pageLinkBehaviour';
import { loadKeepingClicks } from '../loadKeepingClicks';
import type { Locale } from '../../lib/locales';
import type { ShortcodeBehaviour } from '../../lib/pageContent';

/**
 * Behaviour that content needs without React state. Each is attached to the
 * element that holds a page's content, which may be server HTML React never
 * hydrated, so it works on the DOM alone (delegated listeners, attributes) and
 * returns its own detach. It runs again for each page the holder shows;
 * `language` is that page's, for any words a behaviour writes.
 */
export type ContentBehaviour = (root: HTMLElement, language: Locale) => () => void;

const nothingToUndo = () => undefined;

/**
 * A behaviour whose code loads only for content that has `selector` in it. A
 * click inside such an element before the code arrives is given again once it
 * is attached, so the reader's first touch is not lost.
 */
export function onDemand(
  selector: string,
  load: () => Promise<ContentBehaviour>,
): ContentBehaviour {
  return (root, language) => {
    if (!root.querySelector(selector)) return nothingToUndo;
    return loadKeepingClicks(
      root,
      (target) => target.closest(selector) !== null,
      load,
      (attach, clicked) => {
        const detach = attach(root, language);
        // The behaviour answers one click as the reader meant it: the last.
        const last = clicked.at(-1);
        if (last?.isConnected)
          last.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        return detach;
      },
    );
  };
}

/**
 * The behaviours the shortcode table names (src/lib/mdx/shortcodes.ts): the
 * mark each component's markup carries, and the code, which loads with the
 * content that has the mark.
 */
export const SHORTCODE_BEHAVIOURS: Record<
  ShortcodeBehaviour,
  { selector: string; load: () => Promise<ContentBehaviour> }
> = {
  tabs: {
    selector: '[data-tabs]',
    load: () =>
      import(/* webpackChunkName: "tabs-behaviour" */ './tabs').then((module) => module.attachTabs),
  },
  fullscreen: {
    selector: '[data-fullscreen]',
    load: () =>
      import(/* webpackChunkName: "fullscreen-behaviour" */ './fullscreen').then(
        (module) => module.attachFullscreen,
      ),
  },
};

/**
 * Every content behaviour, in the order they attach. Links are on every page
 * and copy buttons on a third of them, and both are small: loading the copy
 * code on demand cost the pages with code more than it saved the others
 * (docs/decisions/2026-11-29-content-html-at-build-time.md). The shortcodes'
 * own behaviours load with the content that has them.
 */
export const contentBehaviours: readonly ContentBehaviour[] = [
  delegatePageLinks,
  attachCopyButtons,
  ...Object.values(SHORTCODE_BEHAVIOURS).map(({ selector, load }) => onDemand(selector, load)),
];

export function attachContentBehaviours(
  root: HTMLElement,
  language: Locale,
  behaviours: readonly ContentBehaviour[] = contentBehaviours,
): () => void {
  const detaches = behaviours.map((attach) => attach(root, language));
  return () => {
    for (const detach of detaches) detach();
  };
}
