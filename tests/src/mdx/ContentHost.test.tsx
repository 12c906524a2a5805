import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ContentTree } from '../../../src/lib/contentTree';
import { markPageHydrated } from '../../../src/lib/hydrationMark';
import { hydratableHtml } from '../../utils/serverRender';
import { ContentHost } from '../../../src/mdx/ContentHost';
import { contentRenderer } from '../../../src/mdx/contentRendererSlot';

/** An island with state of its own: it counts clicks. */
function WebdavAddress({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {label} {clicks}
    </button>
  );
}

function Badge({ text }: { text: string }) {
  return <span className="badge">{text}</span>;
}

/** A form that can wait for the reader (wakesOnIntent): a field and a button. */
function Token115() {
  const [asked, setAsked] = useState(false);
  return (
    <form>
      <input aria-label="Cookie" />
      <button type="button" onClick={() => setAsked(true)}>
        {asked ? 'Asked' : 'Ask'}
      </button>
    </form>
  );
}

// Every module arrives at once, as in the build's server render.
jest.mock('../../../src/mdx/shortcodeModules', () => {
  const { SHORTCODE_MODULE_PATHS } = jest.requireActual('../../../src/lib/mdx/shortcodes');
  return {
    SHORTCODE_MODULES: Object.fromEntries(
      (SHORTCODE_MODULE_PATHS as string[]).map((path) => [
        path,
        () => ({ WebdavAddress, Badge, Token115 }),
      ]),
    ),
  };
});
jest.mock('../../../src/mdx/contentRendererModule', () => ({
  loadContentRendererModule: () => jest.requireActual('../../../src/mdx/contentRenderer'),
}));

/** Asks for the renderer's chunk in the browser (the server render in a test asks too). */
let rendererLoads: jest.SpyInstance;

const tree: ContentTree = [
  ['h2', { id: 'setup' }, 'Set up'],
  ['p', 0, 'See ', ['a', { href: '/guide/' }, 'the guide'], ' ', ['Badge', { text: 'beta' }]],
  ['WebdavAddress', { label: 'Copy' }],
  ['p', 0, 'After'],
];

/** Server HTML in a container, hydrated with the same element, as Gatsby does on a first visit. */
async function firstVisit() {
  const container = document.createElement('div');
  container.innerHTML = hydratableHtml(<ContentHost tree={tree} className="body" />);
  document.body.append(container);
  rendererLoads.mockClear();
  // The content's own elements: the host's, less the islands (which their own render replaces).
  const serverElements = [...container.querySelectorAll('[data-content-host] *')].filter(
    (element) => !element.closest('[data-island]'),
  );
  await act(async () => hydrateRoot(container, <ContentHost tree={tree} className="body" />));
  return { container, serverElements };
}

const ownsFiber = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

describe('ContentHost', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
    rendererLoads = jest.spyOn(contentRenderer, 'load');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    rendererLoads.mockRestore();
    document.body.innerHTML = '';
    delete document.documentElement.dataset.hydrated;
  });

  it("keeps the server's content nodes on a first visit and hydrates none of them", async () => {
    const { container, serverElements } = await firstVisit();
    const host = container.querySelector('[data-content-host]')!;
    expect(serverElements.map((element) => element.tagName)).toEqual([
      'H2',
      'A',
      'P',
      'A',
      'SPAN',
      'P',
    ]);
    for (const element of serverElements) {
      expect(host.contains(element)).toBe(true);
      expect(element.isConnected).toBe(true);
      expect(ownsFiber(element)).toBe(false);
    }
    expect(host.querySelector('.badge')?.textContent).toBe('beta');
  });

  it('mounts each island on its own, replacing its server nodes, with its state working', async () => {
    // jsdom has no IntersectionObserver, so every island wakes at once.
    const { container } = await firstVisit();
    const island = container.querySelector('[data-island="0"]')!;
    await act(async () => undefined);
    const button = await screen.findByRole('button', { name: 'Copy 0' });
    expect(island.children).toHaveLength(1);
    expect(ownsFiber(button)).toBe(true);
    await act(async () => button.click());
    expect(button.textContent).toBe('Copy 1');
    // An island with nothing but its props inside needs its own code only.
    expect(rendererLoads).not.toHaveBeenCalled();
  });

  it('wakes an island far from the screen on a click, and gives that click to the island', async () => {
    const observed: Element[] = [];
    // An observer that never reports: the island is far from the screen.
    Object.assign(window, {
      IntersectionObserver: class {
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
        disconnect() {}
      },
    });
    try {
      const { container } = await firstVisit();
      const island = container.querySelector('[data-island="0"]')!;
      const serverButton = island.querySelector('button')!;
      expect(observed).toContain(serverButton);
      expect(ownsFiber(serverButton)).toBe(false);
      await act(async () => serverButton.click());
      const button = await screen.findByRole('button', { name: 'Copy 1' });
      expect(button).not.toBe(serverButton);
      expect(serverButton.isConnected).toBe(false);
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('keeps a click that comes after the island woke and loaded but before React drew it', async () => {
    Object.assign(window, {
      IntersectionObserver: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    });
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    try {
      const { container } = await firstVisit();
      const serverButton = container.querySelector<HTMLButtonElement>('[data-island="0"] button')!;
      // React's own scheduling, as in a browser: the render waits for a task of its own.
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
      serverButton.focus();
      // The island's code arrives (promises only); React has not drawn it yet.
      for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
      expect(serverButton.isConnected).toBe(true);
      serverButton.click();
      const button = await screen.findByRole('button', { name: 'Copy 1' });
      expect(button).not.toBe(serverButton);
      expect(button).toHaveFocus();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('loads the content renderer for an island with elements inside, to draw them', async () => {
    const withInner: ContentTree = [
      ['p', 0, 'Before'],
      ['WebdavAddress', { label: 'Open' }, ['p', 0, 'Inner ', ['strong', 0, 'text']]],
    ];
    const container = document.createElement('div');
    container.innerHTML = hydratableHtml(<ContentHost tree={withInner} />);
    document.body.append(container);
    rendererLoads.mockClear();
    await act(async () => hydrateRoot(container, <ContentHost tree={withInner} />));
    await screen.findByRole('button', { name: 'Open 0' });
    expect(rendererLoads).toHaveBeenCalled();
    expect(ownsFiber(container.querySelector('[data-island] button')!)).toBe(true);
  });

  describe('a form that can wait for the reader', () => {
    const withForm: ContentTree = [
      ['p', 0, 'Sign in'],
      ['Token115', 0],
    ];
    /** An observer that reports everything it watches as on screen at once. */
    const onScreen = class {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.report(
          [{ target, isIntersecting: true } as unknown as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
      }
      unobserve() {}
      disconnect() {}
    };
    beforeEach(() => Object.assign(window, { IntersectionObserver: onScreen }));
    afterEach(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);

    async function visit(formsWait?: boolean) {
      const container = document.createElement('div');
      container.innerHTML = hydratableHtml(<ContentHost tree={withForm} formsWait={formsWait} />);
      document.body.append(container);
      await act(async () =>
        hydrateRoot(container, <ContentHost tree={withForm} formsWait={formsWait} />),
      );
      await act(async () => undefined);
      return container.querySelector('[data-island="0"]')!;
    }

    it('stays server HTML on screen, and mounts when the pointer comes over it', async () => {
      const mark = await visit();
      const serverButton = mark.querySelector('button')!;
      expect(ownsFiber(serverButton)).toBe(false);
      expect(mark.hasAttribute('data-island-live')).toBe(false);
      await act(async () =>
        serverButton.dispatchEvent(new Event('pointerover', { bubbles: true })),
      );
      await waitFor(() => expect(mark.hasAttribute('data-island-live')).toBe(true));
      const button = screen.getByRole('button', { name: 'Ask' });
      expect(ownsFiber(button)).toBe(true);
      await act(async () => button.click());
      expect(button.textContent).toBe('Asked');
    });

    it('keeps what was typed and clicked on the server copy before it mounted', async () => {
      const mark = await visit();
      const serverField = mark.querySelector('input')!;
      serverField.value = 'UID=1';
      await act(async () => {
        mark.querySelector('button')!.click();
      });
      await screen.findByRole('button', { name: 'Asked' });
      expect(screen.getByRole('textbox', { name: 'Cookie' })).toHaveValue('UID=1');
      expect(serverField.isConnected).toBe(false);
    });

    it('mounts at once where forms are the page (formsWait false), like any island', async () => {
      const mark = await visit(false);
      await waitFor(() => expect(mark.hasAttribute('data-island-live')).toBe(true));
      expect(ownsFiber(screen.getByRole('button', { name: 'Ask' }))).toBe(true);
    });
  });

  it('draws the content with React when there is no server HTML to keep', async () => {
    markPageHydrated(document.documentElement);
    const { container } = render(<ContentHost tree={tree} />);
    const button = await screen.findByRole('button', { name: 'Copy 0' });
    expect(ownsFiber(container.querySelector('h2')!)).toBe(true);
    await act(async () => button.click());
    expect(button.textContent).toBe('Copy 1');
    expect(container.querySelectorAll('[data-island]')).toHaveLength(1);
  });

  it('draws the next page with React after keeping the first', async () => {
    const container = document.createElement('div');
    container.innerHTML = hydratableHtml(<ContentHost tree={tree} />);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <ContentHost tree={tree} />));
    markPageHydrated(document.documentElement);
    const next: ContentTree = [['h2', { id: 'next' }, 'Next page']];
    await act(async () => root.render(<ContentHost tree={next} />));
    const heading = container.querySelector('h2')!;
    expect(heading.id).toBe('next');
    expect(ownsFiber(heading)).toBe(true);
    expect(container.querySelector('[data-island]')).toBeNull();
  });
});
