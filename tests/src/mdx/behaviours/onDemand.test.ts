/** @jest-environment jsdom */
import { onDemand, type ContentBehaviour } from '../../../../src/mdx/behaviours/contentBehaviours';
import { contentFixture } from '../contentFixture';

/** A behaviour that counts clicks on [data-tabs] tabs, and a load that arrives when told. */
function deferredBehaviour() {
  const clicked: string[] = [];
  let detached = 0;
  const behaviour: ContentBehaviour = (root) => {
    const click = (event: Event) => clicked.push((event.target as Element).textContent ?? '');
    root.addEventListener('click', click);
    return () => {
      detached += 1;
      root.removeEventListener('click', click);
    };
  };
  let arrive: (value: ContentBehaviour) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<ContentBehaviour>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  return {
    clicked,
    detached: () => detached,
    load,
    arrive: async () => {
      arrive(behaviour);
      await Promise.resolve();
      await Promise.resolve();
    },
    fail: async (error: Error) => {
      fail(error);
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

const content = contentFixture();

describe('onDemand', () => {
  it('loads nothing for content without the selector', () => {
    const behaviour = deferredBehaviour();
    const detach = onDemand('[data-tabs]', behaviour.load)(content('<p>Text</p>'), 'en');
    expect(behaviour.load).not.toHaveBeenCalled();
    detach();
  });

  it('loads and attaches for content with it, and detaches with the content', async () => {
    const behaviour = deferredBehaviour();
    const root = content('<div data-tabs><button>One</button></div>');
    const detach = onDemand('[data-tabs]', behaviour.load)(root, 'en');
    expect(behaviour.load).toHaveBeenCalledTimes(1);
    await behaviour.arrive();
    root.querySelector('button')!.click();
    expect(behaviour.clicked).toEqual(['One']);
    detach();
    expect(behaviour.detached()).toBe(1);
    root.querySelector('button')!.click();
    expect(behaviour.clicked).toEqual(['One']);
  });

  it('gives a click made before the code arrived once it is attached, and only that one', async () => {
    const behaviour = deferredBehaviour();
    const root = content(
      '<p>Text</p><div data-tabs><button>One</button><button>Two</button></div>',
    );
    onDemand('[data-tabs]', behaviour.load)(root, 'en');
    root.querySelector('p')!.click();
    root.querySelectorAll('button')[1]!.click();
    expect(behaviour.clicked).toEqual([]);
    await behaviour.arrive();
    expect(behaviour.clicked).toEqual(['Two']);
  });

  it('never attaches to content that went before the code arrived', async () => {
    const behaviour = deferredBehaviour();
    const root = content('<div data-tabs><button>One</button></div>');
    const detach = onDemand('[data-tabs]', behaviour.load)(root, 'en');
    root.querySelector('button')!.click();
    detach();
    await behaviour.arrive();
    root.querySelector('button')!.click();
    expect(behaviour.clicked).toEqual([]);
  });

  it('leaves the markup as it was when the code cannot be loaded, and says so', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const behaviour = deferredBehaviour();
      const root = content('<div data-tabs><button>One</button></div>');
      onDemand('[data-tabs]', behaviour.load)(root, 'en');
      await behaviour.fail(new Error('ChunkLoadError'));
      expect(warn).toHaveBeenCalledWith(
        'A part of this page could not be loaded.',
        expect.any(Error),
      );
      root.querySelector('button')!.click();
      expect(behaviour.clicked).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});
