import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FullscreenFrame } from '../../../src/mdx/FullscreenFrame';
import { attachFullscreen } from '../../../src/mdx/behaviours/fullscreen';
import { serverHtml } from '../../utils/serverRender';

const table = (
  <table aria-label="Options of S3">
    <tbody>
      <tr>
        <td>bucket</td>
      </tr>
    </tbody>
  </table>
);

let detach: (() => void) | undefined;

/**
 * The frame as a first visit shows it: the server's markup, which React never
 * hydrates, in a content holder with the behaviour attached, next to the rest
 * of the page.
 */
function showFrame() {
  document.body.innerHTML = `<button type="button">Outside</button><div id="content">${serverHtml(
    <FullscreenFrame label="Options of S3">{table}</FullscreenFrame>,
  )}</div>`;
  detach = attachFullscreen(document.getElementById('content')!);
  return screen.getByRole('button', { name: 'Show full screen' });
}

/** The state the frame's look (which icon, the overlay) is keyed on. */
const frameState = () =>
  document.querySelector('[data-fullscreen]')?.getAttribute('data-fullscreen');

/** A Fullscreen API that grants every request, as headless Chromium does. */
function grantingFullscreen() {
  const setElement = (element: Element | null) => {
    Object.defineProperty(document, 'fullscreenElement', { value: element, configurable: true });
    document.dispatchEvent(new Event('fullscreenchange'));
  };
  const requestFullscreen = jest.fn(function (this: Element) {
    setElement(this);
    return Promise.resolve();
  });
  const exitFullscreen = jest.fn(() => {
    setElement(null);
    return Promise.resolve();
  });
  Element.prototype.requestFullscreen = requestFullscreen;
  document.exitFullscreen = exitFullscreen;
  return { requestFullscreen, exitFullscreen, leaveByBrowser: () => setElement(null) };
}

describe('FullscreenFrame on server markup', () => {
  const original = Element.prototype.requestFullscreen;
  afterEach(() => {
    detach?.();
    detach = undefined;
    document.body.innerHTML = '';
    Element.prototype.requestFullscreen = original;
    Object.defineProperty(document, 'fullscreenElement', { value: null, configurable: true });
    delete (document as { exitFullscreen?: unknown }).exitFullscreen;
    delete (document as { fullscreenEnabled?: unknown }).fullscreenEnabled;
  });

  it('renders the way in, with both labels, and no behaviour of its own', () => {
    const open = showFrame();
    expect(open).toHaveAttribute('title', 'Show full screen');
    expect(open).toHaveAttribute('data-label-exit', 'Leave full screen');
    expect(frameState()).toBe('off');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('covers the page as a modal dialog where requestFullscreen is missing, until Escape', () => {
    // jsdom, like iPhone Safari, has no Fullscreen API.
    expect(Element.prototype.requestFullscreen).toBeUndefined();
    const open = showFrame();
    fireEvent.click(open);

    const dialog = screen.getByRole('dialog', { name: 'Options of S3' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(screen.getByRole('table', { name: 'Options of S3' }));
    const close = screen.getByRole('button', { name: 'Leave full screen' });
    expect(close).toBe(open);
    expect(close).toHaveAttribute('title', 'Leave full screen');
    expect(close).toHaveFocus();
    expect(frameState()).toBe('overlay');
    // The rest of the page is out of reach while the frame covers it.
    expect(screen.getByText('Outside').closest('[inert]')).not.toBeNull();
    expect(document.documentElement.style.overflow).toBe('hidden');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show full screen' })).toHaveFocus();
    expect(frameState()).toBe('off');
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('leaves the overlay with its button too', () => {
    fireEvent.click(showFrame());
    fireEvent.click(screen.getByRole('button', { name: 'Leave full screen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show full screen' })).toHaveFocus();
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('covers the page where the document says full screen is not allowed', () => {
    const { requestFullscreen } = grantingFullscreen();
    Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true });
    fireEvent.click(showFrame());
    expect(requestFullscreen).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Options of S3' })).toBeInTheDocument();
  });

  it('asks the browser for the screen where it can, and follows its changes', async () => {
    const { requestFullscreen, exitFullscreen, leaveByBrowser } = grantingFullscreen();
    fireEvent.click(showFrame());
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    const frame = requestFullscreen.mock.contexts[0] as Element;
    expect(frame).toContainElement(screen.getByRole('table'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(frameState()).toBe('native');

    fireEvent.click(screen.getByRole('button', { name: 'Leave full screen' }));
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Show full screen' })).toBeInTheDocument();

    // Leaving through the browser's own controls (Escape, F11) is followed too.
    fireEvent.click(screen.getByRole('button', { name: 'Show full screen' }));
    expect(screen.getByRole('button', { name: 'Leave full screen' })).toBeInTheDocument();
    leaveByBrowser();
    expect(screen.getByRole('button', { name: 'Show full screen' })).toBeInTheDocument();
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
  });

  it('covers the page when the browser refuses the screen', async () => {
    Element.prototype.requestFullscreen = jest.fn(() => Promise.reject(new TypeError('denied')));
    fireEvent.click(showFrame());
    expect(await screen.findByRole('dialog', { name: 'Options of S3' })).toBeInTheDocument();
  });

  it('shows the way in again when leaving the screen fails', async () => {
    grantingFullscreen();
    document.exitFullscreen = jest.fn(() => Promise.reject(new TypeError('not full screen')));
    fireEvent.click(showFrame());
    fireEvent.click(screen.getByRole('button', { name: 'Leave full screen' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Show full screen' })).toBeInTheDocument(),
    );
  });

  it('gives the page back when detached while covering it', () => {
    fireEvent.click(showFrame());
    detach?.();
    detach = undefined;
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Show full screen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
