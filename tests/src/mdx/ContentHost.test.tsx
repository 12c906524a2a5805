import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ContentTree } from '../../../src/lib/contentTree';
import { islandsOf } from '../../../src/lib/islandsOf';
import { shortcodesOf } from '../../../src/lib/mdx/shortcodes';
import type { PageContent } from '../../../src/lib/pageContent';
import { hydratableHtml, serverHtml } from '../../utils/serverRender';
import { ContentHost } from '../../../src/mdx/ContentHost';
import { MdxContent } from '../../../src/mdx/static/staticContent';
import { siteShortcodes } from '../../../src/mdx/siteShortcodes';
import { PageProvider } from '../../../src/providers/PageProvider';

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

// Every module arrives at once, as in the build's render.
jest.mock('../../../src/mdx/siteShortcodes', () => {
  const { createShortcodeRegistry } = jest.requireActual('../../../src/mdx/shortcodeRegistry');
  return { siteShortcodes: createShortcodeRegistry(() => ({ WebdavAddress, Badge, Token115 })) };
});

/** How often the chunk that draws an island's own elements was loaded. */
let mockIslandContentLoads = 0;
jest.mock('../../../src/mdx/islands/IslandContent', () => {
  mockIslandContentLoads += 1;
  return jest.requireActual('../../../src/mdx/islands/IslandContent');
});

/** What the build puts in page data for a tree (gatsby/mdx/pageContent.ts), drawn the same way. */
const contentOf = (tree: ContentTree): PageContent => ({
  html: serverHtml(<MdxContent tree={tree} registry={siteShortcodes} />),
  islands: islandsOf(tree),
  shortcodes: shortcodesOf(islandsOf(tree)),
  origins: [],
  data: {},
});

const tree: ContentTree = [
  ['h2', { id: 'setup' }, 'Set up'],
  ['p', 0, 'See ', ['a', { href: '/guide/' }, 'the guide'], ' ', ['Badge', { text: 'beta' }]],
  ['WebdavAddress', { label: 'Copy' }],
  ['p', 0, 'After'],
];
const content = contentOf(tree);

const FIRST_PAGE = '/guide/install/script.html';

function Page({
  path = FIRST_PAGE,
  ...props
}: Parameters<typeof ContentHost>[0] & { path?: string }) {
  return (
    <PageProvider value={{ pathname: path, locale: 'en', alternates: [] }}>
      <ContentHost {...props} />
    </PageProvider>
  );
}

/** The server's rules for the page in the head, as the build writes them (gatsby/mdx/contentStyles.ts). */
function serveStylesFor(path: string) {
  const style = document.createElement('style');
  style.setAttribute('data-content-styles', path);
  document.head.append(style);
}

/** Server HTML in a container, hydrated with the same element, as Gatsby does on a first visit. */
async function firstVisit(page = content, formsWait?: boolean) {
  serveStylesFor(FIRST_PAGE);
  const container = document.createElement('div');
  container.innerHTML = hydratableHtml(
    <Page content={page} formsWait={formsWait} className="body" />,
  );
  document.body.append(container);
  // The content's own elements: the host's, less the islands (which their own render replaces).
  const serverElements = [...container.querySelectorAll('[data-content-host] *')].filter(
    (element) => !element.closest('[data-island]'),
  );
  const root = await act(async () =>
    hydrateRoot(container, <Page content={page} formsWait={formsWait} className="body" />),
  );
  return { container, serverElements, root };
}

const ownsFiber = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
const stylesheets = () => document.head.querySelectorAll('link[data-content-stylesheet]');

describe('ContentHost', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
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
    expect(mockIslandContentLoads).toBe(0);
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

  it('loads what draws elements for an island with elements inside, to draw them', async () => {
    const { container } = await firstVisit(
      contentOf([
        ['p', 0, 'Before'],
        ['WebdavAddress', { label: 'Open' }, ['p', 0, 'Inner ', ['strong', 0, 'text']]],
      ]),
    );
    await screen.findByRole('button', { name: 'Open 0' });
    expect(mockIslandContentLoads).toBe(1);
    expect(ownsFiber(container.querySelector('[data-island] button')!)).toBe(true);
  });

  describe('a form that can wait for the reader', () => {
    const withForm = contentOf([
      ['p', 0, 'Sign in'],
      ['Token115', 0],
    ]);
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
      const { container } = await firstVisit(withForm, formsWait);
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

  it('puts the page’s HTML in the holder where the document has none, and mounts its islands', async () => {
    const { container } = render(<Page content={content} />);
    const heading = container.querySelector('h2')!;
    expect(heading.id).toBe('setup');
    // The build's HTML, not React's drawing of it.
    expect(ownsFiber(heading)).toBe(false);
    await waitFor(() => expect(container.querySelector('[data-island-live]')).not.toBeNull());
    const button = screen.getByRole('button', { name: 'Copy 0' });
    expect(ownsFiber(button)).toBe(true);
    await act(async () => button.click());
    expect(button.textContent).toBe('Copy 1');
    expect(container.querySelectorAll('[data-island]')).toHaveLength(1);
  });

  it('gives the next page a holder of its own with that page’s HTML', async () => {
    const { container, root } = await firstVisit();
    const first = container.querySelector('[data-content-host]');
    const next = contentOf([['h2', { id: 'next' }, 'Next page']]);
    await act(async () => root.render(<Page path="/guide/install/docker.html" content={next} />));
    const holder = container.querySelector('[data-content-host]')!;
    expect(holder).not.toBe(first);
    expect(holder.querySelector('h2')!.id).toBe('next');
    expect(container.querySelector('[data-island]')).toBeNull();
  });

  describe('the content stylesheet', () => {
    it('is not loaded on a first visit, whose rules the server wrote', async () => {
      await firstVisit();
      expect(stylesheets()).toHaveLength(0);
    });

    it('starts loading when the reader points at a link to another page, once', async () => {
      const { container } = await firstVisit();
      const samePage = document.createElement('a');
      samePage.href = window.location.pathname;
      document.body.append(samePage);
      fireEvent.pointerOver(samePage);
      expect(stylesheets()).toHaveLength(0);
      fireEvent.pointerOver(container.querySelector('a[href="/guide/"]')!);
      fireEvent.focusIn(container.querySelector('a[href="/guide/"]')!);
      expect(stylesheets()).toHaveLength(1);
      expect(stylesheets()[0]).toHaveAttribute('href', '/content-styles.css');
      expect(stylesheets()[0]).toHaveAttribute('rel', 'stylesheet');
    });

    it('styles a page the server did not write, such as the next one', async () => {
      const { root } = await firstVisit();
      const next = contentOf([['p', 0, 'Next']]);
      await act(async () => root.render(<Page path="/guide/install/docker.html" content={next} />));
      expect(stylesheets()).toHaveLength(1);
      await act(async () => root.render(<Page path="/guide/install/manual.html" content={next} />));
      expect(stylesheets()).toHaveLength(1);
    });
  });
});
