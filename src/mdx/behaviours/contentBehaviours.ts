import { attachCopyButtons } from './copyButtons';
import { attachFullscreen } from './fullscreen';
import { delegatePageLinks } from '../../components/pageLinkBehaviour';
import { attachTabs } from './tabs';

/**
 * Behaviour that content needs without React state. Each is attached to the
 * element that holds a page's content, which may be server HTML React never
 * hydrated, so it works on the DOM alone (delegated listeners, attributes) and
 * returns its own detach. It runs again for each page the holder shows.
 */
export type ContentBehaviour = (root: HTMLElement) => () => void;

/** Every content behaviour, in the order they attach. */
export const contentBehaviours: readonly ContentBehaviour[] = [
  delegatePageLinks,
  attachCopyButtons,
  attachTabs,
  attachFullscreen,
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
