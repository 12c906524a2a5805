import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../utils/renderPage';
import { COLOR_MODE_STORAGE_KEY } from '../../../src/lib/colorMode';
import { GISCUS_ORIGIN } from '../../../src/lib/comments';
import { COMMENTS_LOAD_TIMEOUT_MS, COMMENTS_PRELOAD_MARGIN_PX } from '../../../src/lib/constants';
import { Comments } from '../../../src/layout/Comments';
import { ColorModeToggle } from '../../../src/layout/Navbar/ColorModeToggle';
import { commentsConfig as config } from '../../utils/commentsConfig';

/**
 * Counts evaluations of the lazy widget module and of giscus's: neither may be
 * imported before the area is near (the first test runs before any import).
 */
const mockWidgetImported = jest.fn();
jest.mock('../../../src/layout/CommentsWidget', () => {
  mockWidgetImported();
  return jest.requireActual<typeof import('../../../src/layout/CommentsWidget')>(
    '../../../src/layout/CommentsWidget',
  );
});
const mockGiscusImported = jest.fn();
jest.mock('@giscus/react', () => {
  mockGiscusImported();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createElement } = require('react') as typeof import('react');
  return {
    __esModule: true,
    default: (props: Record<string, string>) =>
      createElement('div', { 'data-testid': 'giscus', 'data-props': JSON.stringify(props) }),
  };
});

interface FakeObserver {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  observed: Element[];
  disconnected: boolean;
}
let observers: FakeObserver[] = [];
const originalObserver = window.IntersectionObserver;

beforeEach(() => {
  observers = [];
  localStorage.clear();
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      const record: FakeObserver = { callback, options, observed: [], disconnected: false };
      observers.push(record);
      Object.assign(this, {
        observe: (element: Element) => record.observed.push(element),
        disconnect: () => {
          record.disconnected = true;
        },
        unobserve: () => undefined,
        takeRecords: () => [],
      });
    }
  } as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  window.IntersectionObserver = originalObserver;
  jest.useRealTimers();
});

/** The area enters (or stays outside) the widened viewport. */
function intersect(isIntersecting: boolean) {
  act(() => {
    for (const observer of observers.filter((record) => !record.disconnected))
      observer.callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
  });
}

const widgetProps = () =>
  JSON.parse(screen.getByTestId('giscus').getAttribute('data-props') ?? '{}') as Record<
    string,
    string
  >;

/** Lets the dynamic imports (the widget's chunk, then giscus's) and the renders between them settle. */
async function settle() {
  for (let round = 0; round < 5; round += 1) await act(async () => undefined);
}

describe('the comment area', () => {
  it('is a labelled section that imports its widget and giscus only once it nears the viewport', async () => {
    renderPage(<Comments config={config} locale="en" />);
    await settle();
    const region = screen.getByRole('region', { name: 'Comments' });
    expect(screen.getByRole('heading', { level: 2, name: 'Comments' })).toBeInTheDocument();
    expect(region).toHaveAttribute('data-comments', 'waiting');
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toBe(`${COMMENTS_PRELOAD_MARGIN_PX}px 0px`);

    intersect(false);
    await settle();
    expect(mockWidgetImported).not.toHaveBeenCalled();
    expect(mockGiscusImported).not.toHaveBeenCalled();
    expect(screen.queryByTestId('giscus')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();

    intersect(true);
    expect(await screen.findByTestId('giscus')).toBeInTheDocument();
    expect(mockWidgetImported).toHaveBeenCalledTimes(1);
    expect(mockGiscusImported).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
    expect(region).toHaveAttribute('data-comments', 'loading');
  });

  it('gives giscus the configured settings and the page’s language', async () => {
    renderPage(<Comments config={config} locale="zh" />);
    intersect(true);
    await screen.findByTestId('giscus');
    expect(widgetProps()).toEqual({
      repo: 'alist-org/docs',
      repoId: 'R_kgDOHmaM-A',
      category: 'Announcements',
      categoryId: 'DIC_kwDOHmaM-M4CRRXl',
      mapping: 'pathname',
      strict: '1',
      reactionsEnabled: '1',
      emitMetadata: '0',
      inputPosition: 'top',
      theme: 'light',
      lang: 'zh-CN',
      loading: 'lazy',
    });
  });

  it('follows the colour mode as it changes', async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    renderPage(
      <>
        <ColorModeToggle />
        <Comments config={{ ...config, darkTheme: 'dark_dimmed' }} locale="en" />
      </>,
    );
    intersect(true);
    await screen.findByTestId('giscus');
    expect(widgetProps().theme).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: /Colour mode/ }));
    expect(widgetProps().theme).toBe('dark_dimmed');
  });

  it('says so when giscus stays silent past the timeout, and logs nothing', async () => {
    jest.useFakeTimers();
    renderPage(<Comments config={config} locale="en" />);
    intersect(true);
    await settle();
    expect(screen.getByTestId('giscus')).toBeVisible();
    act(() => jest.advanceTimersByTime(COMMENTS_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Comments could not be loaded.');
    expect(screen.getByRole('region', { name: 'Comments' })).toHaveAttribute(
      'data-comments',
      'failed',
    );
    expect(screen.getByTestId('giscus')).not.toBeVisible();
  });

  it('says it in Chinese on Chinese pages', async () => {
    jest.useFakeTimers();
    renderPage(<Comments config={config} locale="zh" />, {
      page: { pathname: '/zh/guide/', locale: 'zh', alternates: [] },
    });
    expect(screen.getByRole('region', { name: '评论' })).toBeInTheDocument();
    intersect(true);
    await settle();
    act(() => jest.advanceTimersByTime(COMMENTS_LOAD_TIMEOUT_MS));
    expect(screen.getByRole('status')).toHaveTextContent('评论加载失败。');
  });

  it('a message from giscus.app shows the widget and ends the wait; others do not count', async () => {
    jest.useFakeTimers();
    renderPage(<Comments config={config} locale="en" />);
    intersect(true);
    await settle();
    const region = screen.getByRole('region', { name: 'Comments' });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: 'https://elsewhere.example', data: { giscus: {} } }),
      );
    });
    expect(region).toHaveAttribute('data-comments', 'loading');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: GISCUS_ORIGIN,
          data: { giscus: { resizeHeight: 320 } },
        }),
      );
    });
    expect(region).toHaveAttribute('data-comments', 'shown');
    act(() => jest.advanceTimersByTime(COMMENTS_LOAD_TIMEOUT_MS * 2));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByTestId('giscus')).toBeVisible();
  });

  it('a frame that answers after the timeout still shows', async () => {
    jest.useFakeTimers();
    renderPage(<Comments config={config} locale="en" />);
    intersect(true);
    await settle();
    act(() => jest.advanceTimersByTime(COMMENTS_LOAD_TIMEOUT_MS));
    expect(screen.getByRole('status')).toHaveTextContent('Comments could not be loaded.');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: GISCUS_ORIGIN, data: { giscus: {} } }),
      );
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByTestId('giscus')).toBeVisible();
  });

  it('without IntersectionObserver, loads after the page’s load event', async () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    let readyState: DocumentReadyState = 'interactive';
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
    try {
      renderPage(<Comments config={config} locale="en" />);
      await settle();
      // The widget (which renders the status line) is not even mounted yet.
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.getByRole('region', { name: 'Comments' })).toHaveAttribute(
        'data-comments',
        'waiting',
      );
      readyState = 'complete';
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      expect(await screen.findByTestId('giscus')).toBeInTheDocument();
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  it('does not start giscus when storage is blocked (it would throw), and says comments are unavailable', async () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      renderPage(<Comments config={config} locale="en" />);
      intersect(true);
      await settle();
      expect(screen.getByRole('status')).toHaveTextContent('Comments could not be loaded.');
      expect(screen.queryByTestId('giscus')).toBeNull();
    } finally {
      getItem.mockRestore();
    }
  });
});
