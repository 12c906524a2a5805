import { attachCopyButtons } from './copyButtons';
import { delegatePageLinks } from '../../components/pageLinkBehaviour';
import { loadKeepingClicks } from '../loadKeepingClicks';

/**
 * Behaviour that content needs without React state. Each is attached to the
 * element that holds a page's content, which may be server HTML React never
 * hydrated, so it works on the DOM alone (delegated listeners, attributes) and
 * returns its own detach. It runs again for each page the holder shows.
 */
export type ContentBehaviour = (root: HTMLElement) => () => void;

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
  return (root) => {
    if (!root.querySelector(selector)) return nothingToUndo;
    return loadKeepingClicks(
      root,
      (target) => target.closest(selector) !== null,
      load,
      (attach, clicked) => {
        const detach = attach(root);
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
 * Every content behaviour, in the order they attach. Links and copy buttons
 * are on nearly every page; tabs and full-screen frames load with the content
 * that has them.
 */
export const contentBehaviours: readonly ContentBehaviour[] = [
  delegatePageLinks,
  attachCopyButtons,
  onDemand('[data-tabs]', () =>
    import(/* webpackChunkName: "tabs-behaviour" */ './tabs').then((module) => module.attachTabs),
  ),
  onDemand('[data-fullscreen]', () =>
    import(/* webpackChunkName: "fullscreen-behaviour" */ './fullscreen').then(
      (module) => module.attachFullscreen,
    ),
  ),
];

export function attachContentBehaviours(
  root: HTMLElement,
  behaviours: readonly ContentBehaviour[] = contentBehaviours,
): () => void {
  const detaches = behaviours.map((attach) => attach(root));
  return () => {
    for (const detach of detaches) detach();
  };
}
