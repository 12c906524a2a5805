import { act, fireEvent, render, screen } from '@testing-library/react';
import { COPY_FEEDBACK_MS } from '../lib/constants';
import { CodeBlock } from './CodeBlock';

describe('CodeBlock', () => {
  const writeText = jest.fn(() => Promise.resolve());
  beforeEach(() => {
    jest.useFakeTimers();
    writeText.mockClear();
    Object.assign(navigator, { clipboard: { writeText } });
  });
  afterEach(() => jest.useRealTimers());

  it('copies the code without prompts and shows "Copied" for 2000 ms', async () => {
    render(
      <CodeBlock data-language="bash">
        <code className="language-bash">{'$ ./alist server\n'}</code>
      </CodeBlock>,
    );
    expect(screen.getByText('bash')).toBeInTheDocument();
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
