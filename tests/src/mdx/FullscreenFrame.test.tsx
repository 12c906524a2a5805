import { act, fireEvent, render, screen } from '@testing-library/react';
import { FullscreenFrame } from '../../../src/mdx/FullscreenFrame';
import { attachFullscreen } from '../../../src/mdx/behaviours/fullscreen';
import { serverHtml } from '../../utils/serverRender';

let detach: (() => void) | undefined;

const table = (
  <table aria-label="Options of S3">
    <tbody>
      <tr>
        <td>bucket</td>
      </tr>
    </tbody>
  </table>
);

/** The frame as a page shows it: its markup, with the content behaviour attached to its holder. */
function renderFrame() {
  const result = render(
    <>
      <button type="button">Outside</button>
      <FullscreenFrame label="Options of S3">{table}</FullscreenFrame>
    </>,
  );
  detach = attachFullscreen(result.container);
  return result;
}

describe('FullscreenFrame', () => {
  const original = Element.prototype.requestFullscreen;
  afterEach(() => {
    detach?.();
    detach = undefined;
    Element.prototype.requestFullscreen = original;
    Object.defineProperty(document, 'fullscreenElement', { value: null, configurable: true });
    delete (document as { exitFullscreen?: unknown }).exitFullscreen;
  });

  it('falls back to covering the page where requestFullscreen is missing', () => {
    // jsdom, like iPhone Safari, has no Fullscreen API.
    expect(Element.prototype.requestFullscreen).toBeUndefined();
    renderFrame();
    const open = screen.getByRole('button', { name: 'Show full screen' });
    fireEvent.click(open);

    const dialog = screen.getByRole('dialog', { name: 'Options of S3' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(screen.getByRole('table', { name: 'Options of S3' }));
    const close = screen.getByRole('button', { name: 'Leave full screen' });
    expect(close).toBe(open);
    expect(close).toHaveFocus();
    // The rest of the page is out of reach while the frame covers it.
    expect(screen.getByText('Outside').closest('[inert]')).not.toBeNull();
    expect(document.documentElement.style.overflow).toBe('hidden');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show full screen' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('closes the overlay with its button too', () => {
    renderFrame();
    fireEvent.click(screen.getByRole('button', { name: 'Show full screen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave full screen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the browser for the screen where it can, and follows its changes', async () => {
    const requestFullscreen = jest.fn(function (this: Element) {
      Object.defineProperty(document, 'fullscreenElement', { value: this, configurable: true });
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    Element.prototype.requestFullscreen = requestFullscreen;
    const exitFullscreen = jest.fn(() => {
      Object.defineProperty(document, 'fullscreenElement', { value: null, configurable: true });
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    document.exitFullscreen = exitFullscreen;
    renderFrame();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show full screen' }));
    });
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    const frame = requestFullscreen.mock.contexts[0] as Element;
    expect(frame).toContainElement(screen.getByRole('table'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Leave full screen' }));
    });
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Show full screen' })).toBeInTheDocument();
  });

  it('covers the page when the browser refuses the screen', async () => {
    Element.prototype.requestFullscreen = jest.fn(() => Promise.reject(new TypeError('denied')));
    renderFrame();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show full screen' }));
    });
    expect(screen.getByRole('dialog', { name: 'Options of S3' })).toBeInTheDocument();
  });

  it("covers the page from the server's markup, which React never hydrated", () => {
    Element.prototype.requestFullscreen = undefined as never;
    const root = document.createElement('div');
    root.innerHTML = serverHtml(<FullscreenFrame label="Options of S3">{table}</FullscreenFrame>);
    document.body.append(root);
    detach = attachFullscreen(root);
    const button = root.querySelector('button')!;
    expect(button).toHaveAttribute('aria-label', 'Show full screen');
    button.click();
    const dialog = screen.getByRole('dialog', { name: 'Options of S3' });
    expect(button).toHaveAttribute('aria-label', 'Leave full screen');
    expect(button).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog).not.toHaveAttribute('role');
    expect(button).toHaveAttribute('aria-label', 'Show full screen');
    root.remove();
  });
});
