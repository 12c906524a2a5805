import { act } from '@testing-library/react';
import type { ContentTree } from '../../../../src/lib/contentTree';
import { islandsOf } from '../../../../src/lib/islandsOf';
import { shortcodesOf } from '../../../../src/lib/mdx/shortcodes';
import { MdxContent } from '../../../../src/mdx/static/staticContent';
import { siteShortcodes } from '../../../../src/mdx/siteShortcodes';
import { watchIslands, type AwakeIsland } from '../../../../src/mdx/islands/islandWaker';
import { serverHtml } from '../../../utils/serverRender';

function Token115() {
  return (
    <form>
      <input type="checkbox" aria-label="Remember" />
      <button type="button">Ask</button>
    </form>
  );
}

jest.mock('../../../../src/mdx/siteShortcodes', () => {
  const { createShortcodeRegistry } = jest.requireActual('../../../../src/mdx/shortcodeRegistry');
  return { siteShortcodes: createShortcodeRegistry(() => ({ Token115 })) };
});

const tree: ContentTree = [
  ['p', 0, 'Sign in'],
  ['Token115', 0],
];
const islands = islandsOf(tree);
const content = { islands, shortcodes: shortcodesOf(islands) };

/** The content's server HTML, with an observer that never reports (the form waits anyway). */
function serverContent() {
  Object.assign(window, {
    IntersectionObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
  const root = document.createElement('div');
  root.innerHTML = serverHtml(<MdxContent tree={tree} registry={siteShortcodes} />);
  document.body.append(root);
  return root;
}

/**
 * The form's copy watched with forms waking at once; `goLive` does what
 * IslandMount does once the island woke: its own nodes (`html`) replace the
 * server's, and it is live.
 */
function watchedForm() {
  const root = serverContent();
  const mark = root.querySelector<HTMLElement>('[data-island="0"]')!;
  let awake: ReadonlyMap<number, AwakeIsland> = new Map();
  const setAwake = jest.fn((next: unknown) => {
    awake = typeof next === 'function' ? next(awake) : next;
  });
  const stop = watchIslands(root, content, false, setAwake);
  const goLive = async (html: string) => {
    await act(async () => undefined);
    const island = awake.get(0)!;
    for (const node of island.serverNodes) node.remove();
    mark.innerHTML = html;
    island.live();
  };
  return { mark, serverBox: mark.querySelector('input')!, goLive, stop };
}

const press = (element: Element, type: 'pointerdown' | 'pointerup' | 'pointerover') =>
  element.dispatchEvent(new MouseEvent(type, { bubbles: true }));

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('watchIslands', () => {
  it('wakes an island clicked before this code arrived, and keeps that click for it', async () => {
    const root = serverContent();
    const button = root.querySelector('[data-island="0"] button')!;
    let awake: ReadonlyMap<number, AwakeIsland> = new Map();
    const setAwake = jest.fn((next: unknown) => {
      awake = typeof next === 'function' ? next(awake) : next;
    });
    const stop = watchIslands(root, content, true, setAwake, [button]);
    await act(async () => undefined);
    expect(awake.get(0)?.takeClick()).toEqual([0, 1]);
    // Taken once: the island gets that click one time.
    expect(awake.get(0)?.takeClick()).toBeNull();
    stop();
    expect(awake.size).toBe(0);
  });

  it('leaves a form that waits asleep with no touch, and ignores an early tick of a box', async () => {
    const root = serverContent();
    const box = root.querySelector('[data-island="0"] input')!;
    const setAwake = jest.fn();
    const stop = watchIslands(root, content, true, setAwake, [box]);
    await act(async () => undefined);
    expect(setAwake).not.toHaveBeenCalled();
    stop();
    expect(setAwake).toHaveBeenCalledWith(new Map());
  });

  it('ticks a box once when the island replaced it between press and release', async () => {
    const { mark, serverBox, goLive, stop } = watchedForm();
    press(serverBox, 'pointerdown');
    press(serverBox, 'pointerover');
    await goLive(
      '<form><input type="checkbox" aria-label="Remember"><button type="button">Ask</button></form>',
    );
    const liveBox = mark.querySelector('input')!;
    press(liveBox, 'pointerup');
    expect(liveBox.checked).toBe(true);
    // The browser's own click of that press, on the box now under the pointer.
    liveBox.click();
    expect(liveBox.checked).toBe(true);
    // A later click of the reader's is the reader's.
    await new Promise((resolve) => setTimeout(resolve, 120));
    liveBox.click();
    expect(liveBox.checked).toBe(false);
    stop();
  });

  it('forgets a press once the copy made a click of it, and hands over only the release of a press', async () => {
    const { mark, serverBox, goLive, stop } = watchedForm();
    // The reader ticks the copy's box: press, release, the browser's click.
    press(serverBox, 'pointerdown');
    press(serverBox, 'pointerup');
    serverBox.click();
    press(serverBox, 'pointerover');
    await goLive(
      '<form><input type="checkbox" aria-label="Remember" checked><button type="button">Ask</button></form>',
    );
    const liveBox = mark.querySelector('input')!;
    const boxClicks = jest.fn();
    liveBox.addEventListener('click', boxClicks);
    // Then presses and releases the island's button: that is the button's, not the box's.
    const button = mark.querySelector('button')!;
    press(button, 'pointerdown');
    press(button, 'pointerup');
    expect(boxClicks).not.toHaveBeenCalled();
    expect(liveBox.checked).toBe(true);
    stop();
  });
});
