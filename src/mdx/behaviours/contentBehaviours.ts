import { attachCopyButtons } from './copyButtons';
import { delegatePageLinks } from '../../components/pageLinkBehaviour';

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
    let detach: (() => void) | null = null;
    let gone = false;
    let early: Element | null = null;
    const keep = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(selector) && root.contains(target)) early = target;
    };
    root.addEventListener('click', keep);
    load().then(
      (attach) => {
        root.removeEventListener('click', keep);
        if (gone) return;
        detach = attach(root);
        if (early?.isConnected)
          early.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      },
      (error: unknown) => {
        root.removeEventListener('click', keep);
        // Offline or a deploy in between: the markup stays as the server drew it.
        console.warn('A part of this page could not be loaded.', error);
      },
    );
    return () => {
      gone = true;
      root.removeEventListener('click', keep);
      detach?.();
    };
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
