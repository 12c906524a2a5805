/**
 * @jest-environment-options {"url": "http://localhost/guide/"}
 *
 * SmartLink stands in for Gatsby's Link on every link to a page of the site (see
 * SmartLink.tsx). These tests hold the two to the same behaviour, with the real
 * gatsby-link and Gatsby's own browser globals (`___navigate`, `___loader`) spied on.
 */
import { fireEvent, render } from '@testing-library/react';
import { cloneElement, useEffect, useRef, type ReactElement } from 'react';
import { delegatePageLinks } from '../../../src/components/pageLinkBehaviour';
import { SmartLink } from '../../../src/components/SmartLink';
import { PageProvider } from '../../../src/providers/PageProvider';

jest.mock('gatsby', () => {
  const real = jest.requireActual<typeof import('gatsby-link')>('gatsby-link');
  return {
    Link: real.Link,
    navigate: real.navigate,
    withPrefix: real.withPrefix,
    // Gatsby's prefetchPathname is its loader's enqueue.
    prefetchPathname: (path: string) =>
      (window as unknown as { ___loader: { enqueue(path: string): void } }).___loader.enqueue(path),
  };
});

const { Link, withPrefix } = jest.requireMock<typeof import('gatsby-link')>('gatsby');

/** A plain link in markup React does not own (the sidebar's server HTML), given its behaviour by delegation. */
function DelegatedLink({ to }: { to: string }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => delegatePageLinks(holder.current!), []);
  return (
    <div
      ref={holder}
      dangerouslySetInnerHTML={{ __html: `<a href="${withPrefix(to)}">page</a>` }}
    />
  );
}

/** An IntersectionObserver whose targets the test shows on screen by hand. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets = new Set<Element>();
  constructor(private callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  static show(target: Element) {
    for (const observer of FakeObserver.all.filter((o) => o.targets.has(target))) {
      observer.callback(
        [{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  }
}

const globals = window as unknown as {
  ___navigate: jest.Mock;
  ___loader: { enqueue: jest.Mock; hovering: jest.Mock };
};

beforeEach(() => {
  Object.assign(window, { IntersectionObserver: FakeObserver });
  globals.___navigate = jest.fn();
  globals.___loader = { enqueue: jest.fn(), hovering: jest.fn() };
});

// The page shown is /guide/ (the environment's address), so a link there replaces the entry.
const PATHS = [
  '/zh/guide/drivers/aliyundrive.html',
  '/guide/install/',
  '/api/fs/list.html#request',
];
const kinds = [
  ['Gatsby Link', (to: string) => <Link to={to}>page</Link>],
  [
    'SmartLink',
    (to: string) => (
      // The page shown, as the page's own tree tells it (the template's PageProvider).
      <PageProvider value={{ pathname: '/guide/', locale: 'en', alternates: [] }}>
        <SmartLink href={to}>page</SmartLink>
      </PageProvider>
    ),
  ],
  ['delegated', (to: string) => <DelegatedLink to={to} />],
] as const;

/** What each link kind did for one interaction: Gatsby's navigate and loader calls. */
function calls(act: (link: HTMLElement) => void, to: string) {
  return kinds.map(([, draw]) => {
    globals.___navigate.mockClear();
    globals.___loader.enqueue.mockClear();
    globals.___loader.hovering.mockClear();
    const { getByRole, unmount } = render(draw(to));
    act(getByRole('link'));
    const result = {
      href: getByRole('link').getAttribute('href'),
      current: getByRole('link').getAttribute('aria-current'),
      navigate: globals.___navigate.mock.calls.map(([path, options]) => [
        path,
        Boolean(options?.replace),
      ]),
      enqueue: globals.___loader.enqueue.mock.calls,
      hovering: globals.___loader.hovering.mock.calls,
    };
    unmount();
    return result;
  });
}

describe('SmartLink against Gatsby’s Link', () => {
  it.each(PATHS)('renders the same address for %s', (to) => {
    const [link, ours] = calls(() => undefined, to);
    expect(ours!.href).toBe(link!.href);
  });

  it.each([...PATHS, '/guide/'])(
    'marks a link to the page shown as current, and only that: %s',
    (to) => {
      const [link, ours] = calls(() => undefined, to);
      expect(link!.current).toBe(to === '/guide/' ? 'page' : null);
      expect(ours!.current).toBe(link!.current);
    },
  );

  it.each(PATHS)('navigates in place on a plain click to %s', (to) => {
    const [link, ours, delegated] = calls((element) => fireEvent.click(element), to);
    expect(link!.navigate).toEqual([[to, false]]);
    expect(ours!.navigate).toEqual(link!.navigate);
    expect(delegated!.navigate).toEqual(link!.navigate);
  });

  it('replaces the history entry when the link is to the page shown', () => {
    const [link, ours, delegated] = calls((element) => fireEvent.click(element), '/guide/');
    expect(link!.navigate).toEqual([['/guide/', true]]);
    expect(ours!.navigate).toEqual(link!.navigate);
    expect(delegated!.navigate).toEqual(link!.navigate);
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])(
    'leaves %o to the browser',
    (modifier) => {
      const [link, ours, delegated] = calls(
        (element) => fireEvent.click(element, modifier),
        PATHS[0]!,
      );
      expect(link!.navigate).toEqual([]);
      expect(ours!.navigate).toEqual([]);
      expect(delegated!.navigate).toEqual([]);
    },
  );

  it('leaves the click to the browser where Gatsby’s runtime is not (the editor’s preview)', () => {
    Reflect.deleteProperty(globals, '___loader');
    const { getByRole } = render(<SmartLink href={PATHS[0]!}>page</SmartLink>);
    expect(fireEvent.click(getByRole('link'))).toBe(true);
    expect(globals.___navigate).not.toHaveBeenCalled();
  });

  it('loads the page on hover', () => {
    const [link, ours, delegated] = calls((element) => fireEvent.mouseEnter(element), PATHS[0]!);
    expect(link!.hovering).toEqual([[PATHS[0]]]);
    expect(ours!.hovering).toEqual(link!.hovering);
    expect(delegated!.hovering).toEqual(link!.hovering);
  });

  it('prefetches the page once the link comes into view', () => {
    const [link, ours, delegated] = calls((element) => FakeObserver.show(element), PATHS[0]!);
    expect(link!.enqueue).toEqual([[PATHS[0]]]);
    expect(ours!.enqueue).toEqual(link!.enqueue);
    expect(delegated!.enqueue).toEqual(link!.enqueue);
  });

  it('watches every link with one observer, where Link makes one each', () => {
    /** How many observers drawing a link to each path made. */
    const observersFor = (draw: (to: string) => ReactElement) => {
      const before = FakeObserver.all.length;
      render(<>{PATHS.map((to) => cloneElement(draw(to), { key: to }))}</>);
      return FakeObserver.all.length - before;
    };
    const perLink = observersFor((to) => <Link to={to}>{to}</Link>);
    const ours = observersFor((to) => <SmartLink href={to}>{to}</SmartLink>);
    expect(perLink).toBe(PATHS.length);
    // Ours is made with the first SmartLink of the file (maybe this one) and serves them all.
    expect(ours).toBeLessThanOrEqual(1);
  });
});
