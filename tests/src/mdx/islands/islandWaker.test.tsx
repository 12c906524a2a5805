import { act } from '@testing-library/react';
import type { ContentTree } from '../../../../src/lib/contentTree';
import { MdxContent } from '../../../../src/mdx/MdxContent';
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

jest.mock('../../../../src/mdx/shortcodeModules', () => {
  const { SHORTCODE_MODULE_PATHS } = jest.requireActual('../../../../src/lib/mdx/shortcodes');
  return {
    SHORTCODE_MODULES: Object.fromEntries(
      (SHORTCODE_MODULE_PATHS as string[]).map((path) => [path, () => ({ Token115 })]),
    ),
  };
});

const tree: ContentTree = [
  ['p', 0, 'Sign in'],
  ['Token115', 0],
];

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
  root.innerHTML = serverHtml(<MdxContent tree={tree} />);
  document.body.append(root);
  return root;
}

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
    const stop = watchIslands(root, tree, true, setAwake, [button]);
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
    const stop = watchIslands(root, tree, true, setAwake, [box]);
    await act(async () => undefined);
    expect(setAwake).not.toHaveBeenCalled();
    stop();
    expect(setAwake).toHaveBeenCalledWith(new Map());
  });
});
