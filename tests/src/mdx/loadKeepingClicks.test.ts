/** @jest-environment jsdom */
import { loadKeepingClicks } from '../../../src/mdx/loadKeepingClicks';

/** A load that settles when told. */
function deferred<T>() {
  let settle: { resolve(value: T): void; reject(error: Error): void } | undefined;
  const load = jest.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  const flush = async () => {
    await Promise.resolve();
    await Promise.resolve();
  };
  return {
    load,
    resolve: async (value: T) => {
      settle!.resolve(value);
      await flush();
    },
    reject: async (error: Error) => {
      settle!.reject(error);
      await flush();
    },
  };
}

function content(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const inWidget = (target: Element) => target.closest('[data-widget]') !== null;

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('loadKeepingClicks', () => {
  it('hands the module the wanted clicks made while it loaded, oldest first', async () => {
    const root = content(
      '<p id="text">Text</p><div data-widget><button id="a">A</button><button id="b">B</button></div>',
    );
    const code = deferred<string>();
    const arrive = jest.fn(() => undefined);
    loadKeepingClicks(root, inWidget, code.load, arrive);
    root.querySelector<HTMLElement>('#b')!.click();
    root.querySelector<HTMLElement>('#text')!.click();
    root.querySelector<HTMLElement>('#a')!.click();
    await code.resolve('module');
    expect(arrive).toHaveBeenCalledTimes(1);
    const [module, clicked] = arrive.mock.calls[0] as unknown as [string, Element[]];
    expect(module).toBe('module');
    expect(clicked.map((element) => element.id)).toEqual(['b', 'a']);
  });

  it('keeps a click that a handler inside the markup stops', async () => {
    const root = content('<div data-widget><button id="a">A</button></div>');
    const button = root.querySelector<HTMLElement>('#a')!;
    button.addEventListener('click', (event) => event.stopPropagation());
    const code = deferred<string>();
    const arrive = jest.fn(() => undefined);
    loadKeepingClicks(root, inWidget, code.load, arrive);
    button.click();
    await code.resolve('module');
    expect((arrive.mock.calls[0] as unknown as [string, Element[]])[1]).toEqual([button]);
  });

  it('stops keeping once the module is there, and undoes what it attached', async () => {
    const root = content('<div data-widget><button id="a">A</button></div>');
    const code = deferred<string>();
    const detach = jest.fn();
    let kept: Element[] = [];
    const undo = loadKeepingClicks(root, inWidget, code.load, (_module, clicked) => {
      kept = clicked;
      return detach;
    });
    await code.resolve('module');
    root.querySelector<HTMLElement>('#a')!.click();
    expect(kept).toEqual([]);
    undo();
    expect(detach).toHaveBeenCalledTimes(1);
  });

  it('ignores a module that arrives after the content went', async () => {
    const root = content('<div data-widget><button id="a">A</button></div>');
    const code = deferred<string>();
    const arrive = jest.fn(() => undefined);
    const undo = loadKeepingClicks(root, inWidget, code.load, arrive);
    undo();
    await code.resolve('module');
    expect(arrive).not.toHaveBeenCalled();
  });

  it('leaves the markup alone with a warning when the code cannot be had', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const root = content('<div data-widget><button id="a">A</button></div>');
    const before = root.innerHTML;
    const code = deferred<string>();
    const arrive = jest.fn(() => undefined);
    loadKeepingClicks(root, inWidget, code.load, arrive);
    await code.reject(new Error('offline'));
    root.querySelector<HTMLElement>('#a')!.click();
    expect(arrive).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe(before);
    expect(warn).toHaveBeenCalledWith(
      'A part of this page could not be loaded.',
      expect.any(Error),
    );
  });
});
