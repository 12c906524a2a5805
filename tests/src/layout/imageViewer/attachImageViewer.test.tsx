import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { common, fixedT } from '../../../../src/i18n/translation';
import { VIEWER_STYLE_ID } from '../../../../src/lib/imageViewer';
import { attachImageViewer } from '../../../../src/layout/imageViewer/attachImageViewer';

// The real PhotoSwipe (its CommonJS build: jest does not compile the ESM one), recording when
// it is first required, which is when the dynamic import() of the first open runs.
const mockLoads = jest.fn();
jest.mock('photoswipe', () => {
  mockLoads();
  return jest.requireActual(
    `${process.cwd()}/node_modules/photoswipe/dist/umd/photoswipe.umd.min.js`,
  );
});

const content = (
  <div data-search-body>
    <p>
      <img src="/img/one.png" alt="The desktop layout" />
    </p>
    <a href="#guide">
      <img src="/img/logo.png" alt="Guide" />
    </a>
    <img src="/img/two.png" alt="" width="320" height="512" />
  </div>
);

const onOpenChange = jest.fn();
let detach: (() => void) | null = null;

/** Renders `ui` (server markup stands in for the hydrated page) and attaches the viewer to its body. */
function attach(ui = content) {
  const result = render(ui);
  const body = result.container.querySelector<HTMLElement>('[data-search-body]')!;
  detach = attachImageViewer(body, { t: fixedT(common, 'en'), onOpenChange });
  return { ...result, body };
}

const viewer = () => document.querySelector('.pswp');
/** The address of the picture on the viewer's current slide. */
const shownSource = () =>
  viewer()?.querySelector('.pswp__item[aria-hidden="false"] img.pswp__img')?.getAttribute('src');
const arrow = (which: 'prev' | 'next') =>
  viewer()!.querySelector(`.pswp__button--arrow--${which}`) as HTMLButtonElement;

beforeEach(() => {
  mockLoads.mockClear();
  onOpenChange.mockClear();
  // Less motion: PhotoSwipe opens and closes without waiting for transitions jsdom never runs.
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

afterEach(async () => {
  // Detaching closes a viewer a test left open; PhotoSwipe finishes that on a timer.
  act(() => detach?.());
  detach = null;
  await waitFor(() => expect(viewer()).toBeNull());
  document.getElementById(VIEWER_STYLE_ID)?.remove();
});

describe('attachImageViewer', () => {
  it('makes content images buttons named by their text, and leaves linked ones alone', () => {
    attach();
    const first = screen.getByRole('button', { name: 'The desktop layout' });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(first).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('button', { name: 'Open image in the viewer' })).toHaveAttribute(
      'src',
      '/img/two.png',
    );
    expect(screen.getByRole('img', { name: 'Guide' })).not.toHaveAttribute('tabindex');
  });

  it('marks images that content adds later', async () => {
    const { rerender } = attach();
    rerender(
      <div data-search-body>
        <img src="/img/three.png" alt="Added by a tab" />
      </div>,
    );
    expect(await screen.findByRole('button', { name: 'Added by a tab' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('loads PhotoSwipe only on the first open, with its styles', async () => {
    attach();
    expect(mockLoads).not.toHaveBeenCalled();
    expect(document.getElementById(VIEWER_STYLE_ID)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'The desktop layout' }));
    await waitFor(() => expect(viewer()).not.toBeNull());
    expect(mockLoads).toHaveBeenCalledTimes(1);
    expect(document.getElementById(VIEWER_STYLE_ID)?.textContent).toContain('--pswp-bg');
    expect(onOpenChange.mock.calls).toEqual([[true]]);
    expect(viewer()).toHaveAttribute('role', 'dialog');
    expect(viewer()).toHaveAttribute('aria-label', 'Image viewer');
    expect(viewer()!.querySelector('.pswp__button--close')).toHaveAttribute(
      'aria-label',
      'Close (Esc)',
    );
    await waitFor(() => expect(shownSource()).toMatch(/\/img\/one\.png$/));
    // Two images in the gallery, the first shown: the linked one is not part of it.
    expect(arrow('prev')).toBeDisabled();
    expect(arrow('next')).toBeEnabled();
  });

  it('opens with Enter, moves with the arrow keys, closes with Escape and returns focus', async () => {
    attach();
    const first = screen.getByRole('button', { name: 'The desktop layout' });
    const second = screen.getByRole('button', { name: 'Open image in the viewer' });
    first.focus();
    fireEvent.keyDown(first, { key: 'Enter' });
    await waitFor(() => expect(viewer()).not.toBeNull());

    act(() => {
      fireEvent.keyDown(document, { key: 'ArrowRight' });
    });
    // The second (last) image is shown: PhotoSwipe disables the arrow past it.
    await waitFor(() => expect(arrow('next')).toBeDisabled());
    expect(arrow('prev')).toBeEnabled();

    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    await waitFor(() => expect(viewer()).toBeNull());
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    // The viewer showed the second image last, so focus lands there.
    expect(second).toHaveFocus();
  });

  it('ignores other keys and images outside the viewer', async () => {
    attach();
    fireEvent.keyDown(screen.getByRole('button', { name: 'The desktop layout' }), { key: 'a' });
    fireEvent.click(screen.getByRole('img', { name: 'Guide' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(mockLoads).not.toHaveBeenCalled();
    expect(viewer()).toBeNull();
  });

  it('stops listening and closes the viewer once detached', async () => {
    attach();
    fireEvent.click(screen.getByRole('button', { name: 'The desktop layout' }));
    await waitFor(() => expect(viewer()).not.toBeNull());
    act(() => {
      detach!();
    });
    detach = null;
    await waitFor(() => expect(viewer()).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);

    onOpenChange.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'The desktop layout' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(viewer()).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
