import { act, fireEvent, render, screen } from '@testing-library/react';
import { COPY_BUTTON_DELAY_MS, COPY_BUTTON_HIDE_WIDTH, COPY_FEEDBACK_MS } from '../lib/constants';
import { CodeBlock } from './CodeBlock';

describe('CodeBlock', () => {
  const writeText = jest.fn(() => Promise.resolve());
  beforeEach(() => {
    jest.useFakeTimers();
    writeText.mockClear();
    Object.assign(navigator, { clipboard: { writeText } });
  });
  afterEach(() => jest.useRealTimers());

  const block = () => screen.getByRole('button', { name: /Copy code|Copied/ }).parentElement!;

  it('shows the copy button only after the pointer has rested on the block for 500 ms', () => {
    render(
      <CodeBlock data-language="bash">
        <code className="language-bash">{'ls\n'}</code>
      </CodeBlock>,
    );
    expect(block()).toHaveAttribute('data-copy-visible', 'false');
    fireEvent.mouseEnter(block());
    act(() => jest.advanceTimersByTime(COPY_BUTTON_DELAY_MS - 1));
    expect(block()).toHaveAttribute('data-copy-visible', 'false');
    act(() => jest.advanceTimersByTime(1));
    expect(block()).toHaveAttribute('data-copy-visible', 'true');
    fireEvent.mouseLeave(block());
    expect(block()).toHaveAttribute('data-copy-visible', 'false');

    // A pass over the block shorter than the delay shows nothing, even when the timer would fire.
    fireEvent.mouseEnter(block());
    act(() => jest.advanceTimersByTime(COPY_BUTTON_DELAY_MS / 2));
    fireEvent.mouseLeave(block());
    act(() => jest.advanceTimersByTime(COPY_BUTTON_DELAY_MS));
    expect(block()).toHaveAttribute('data-copy-visible', 'false');
  });

  it('shows the copy button at once when focus enters the block, and keeps it while focus moves to it', () => {
    render(
      <CodeBlock>
        <code>plain</code>
      </CodeBlock>,
    );
    const pre = block().querySelector('pre')!;
    const button = screen.getByRole('button', { name: 'Copy code' });
    act(() => pre.focus());
    expect(block()).toHaveAttribute('data-copy-visible', 'true');
    // The button comes after the code, so Tab reaches it from there.
    expect(pre.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    act(() => button.focus());
    expect(block()).toHaveAttribute('data-copy-visible', 'true');
    act(() => button.blur());
    expect(block()).toHaveAttribute('data-copy-visible', 'false');
  });

  it('hides the copy button on screens at most 419 px wide, and keeps it hidden until revealed', () => {
    render(
      <CodeBlock>
        <code>plain</code>
      </CodeBlock>,
    );
    const button = screen.getByRole('button', { name: 'Copy code' });
    const own = button.className.split(' ').find((name) => name.startsWith('css-'))!;
    const rules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .map((rule) => rule.cssText)
      .filter((text) => text.includes(own));
    expect(COPY_BUTTON_HIDE_WIDTH).toBe(419);
    expect(rules).toContain(`@media (max-width: 419px) {.${own} {display: none;}}`);
    expect(rules.find((text) => text.startsWith(`.${own} {`))).toMatch(
      /opacity: 0; pointer-events: none;/,
    );
  });

  it('copies the code without prompts and shows "Copied" for 2000 ms', async () => {
    render(
      <CodeBlock data-language="bash">
        <code className="language-bash">{'$ ./alist server\n'}</code>
      </CodeBlock>,
    );
    expect(screen.getByText('bash')).toBeInTheDocument();
    fireEvent.mouseEnter(block());
    act(() => jest.advanceTimersByTime(COPY_BUTTON_DELAY_MS));
    expect(block()).toHaveAttribute('data-copy-visible', 'true');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    });
    expect(writeText).toHaveBeenCalledWith('./alist server');
    expect(screen.getByRole('button', { name: 'Copied' })).toHaveAttribute('data-copied', 'true');
    act(() => jest.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy code' })).toHaveAttribute(
      'data-copied',
      'false',
    );
  });

  it('stays quiet when the clipboard refuses', async () => {
    writeText.mockImplementationOnce(() => Promise.reject(new Error('denied')));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <CodeBlock>
        <code>plain</code>
      </CodeBlock>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    });
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
