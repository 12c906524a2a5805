import type { ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  COPY_BUTTON_DELAY_MS,
  COPY_BUTTON_HIDE_WIDTH,
  COPY_FEEDBACK_MS,
} from '../../../src/lib/constants';
import { Icon } from '../../../src/components/Icon';
import type { Locale } from '../../../src/lib/locales';
import { iconImage } from '../../../src/styles/iconImage';
import { CodeBlock } from '../../../src/mdx/CodeBlock';
import { attachCopyButtons } from '../../../src/mdx/behaviours/copyButtons';
import { serverHtml } from '../../utils/serverRender';

describe('CodeBlock', () => {
  const writeText = jest.fn(() => Promise.resolve());
  beforeEach(() => {
    jest.useFakeTimers();
    writeText.mockClear();
    Object.assign(navigator, { clipboard: { writeText } });
  });
  afterEach(() => jest.useRealTimers());

  const block = () => screen.getByRole('button', { name: /Copy code|Copied/ }).parentElement!;

  /** The CSS rules Emotion wrote for an element's own class. */
  function rulesOf(element: Element) {
    const own = [...element.classList].find((name) => name.startsWith('css-'))!;
    const rules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .map((rule) => rule.cssText)
      .filter((text) => text.includes(own));
    return { own, rules };
  }

  /** A block as the page shows it once the copy behaviour has run. */
  function renderAttached(element: ReactElement, language: Locale = 'en') {
    const rendered = render(element);
    attachCopyButtons(rendered.container, language);
    return rendered;
  }

  it('reveals the copy button after a 500 ms rest of the pointer, at once on focus or while "Copied" shows', () => {
    renderAttached(
      <CodeBlock data-language="bash">
        <code className="language-bash">{'ls\n'}</code>
      </CodeBlock>,
    );
    const { own, rules } = rulesOf(block());
    const hover = rules.find((text) => text.startsWith(`.${own}:hover .copy-button`));
    expect(COPY_BUTTON_DELAY_MS).toBe(500);
    const reveal = hover?.match(/animation: ([\w-]+) 0\.15s 500ms both;/)?.[1];
    expect(reveal).toBeDefined();
    const keyframes = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .map((rule) => rule.cssText)
      .find((text) => text.startsWith(`@keyframes ${reveal}`));
    expect(keyframes).toMatch(/to ?\{ ?opacity: 1; pointer-events: auto; ?\}/);
    const atOnce = rules.find((text) => text.startsWith(`.${own}:focus-within .copy-button`));
    expect(atOnce).toContain(`.${own} .copy-button[data-copied='true']`);
    expect(atOnce).toMatch(/opacity: 1; pointer-events: auto;.* animation: none;/);
    // The button comes after the code, so Tab reaches it from there.
    const pre = block().querySelector('pre')!;
    const button = screen.getByRole('button', { name: 'Copy code' });
    expect(pre.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('hides the copy button on screens at most 419 px wide, and keeps it hidden until revealed', () => {
    renderAttached(
      <CodeBlock>
        <code>plain</code>
      </CodeBlock>,
    );
    const { own, rules } = rulesOf(block());
    expect(COPY_BUTTON_HIDE_WIDTH).toBe(419);
    expect(rules).toContain(`@media (max-width: 419px) {.${own} .copy-button {display: none;}}`);
    expect(rules.find((text) => text.startsWith(`.${own} .copy-button {`))).toMatch(
      /opacity: 0; pointer-events: none;/,
    );
  });

  it('draws its icon from the stylesheet, a tick while "Copied" shows, and writes no SVG', () => {
    renderAttached(
      <CodeBlock>
        <code>plain</code>
      </CodeBlock>,
    );
    const button = screen.getByRole('button', { name: 'Copy code' });
    expect(button.querySelector('svg')).toBeNull();
    const { own, rules } = rulesOf(block());
    const icon = rules.find((text) => text.startsWith(`.${own} .copy-button::before {`));
    expect(icon).toContain('background: currentColor;');
    expect(icon).toContain(iconImage('copy'));
    const copied = rules.find((text) =>
      text.startsWith(`.${own} .copy-button[data-copied='true']::before {`),
    );
    expect(copied).toContain(iconImage('check'));
    // The images are Icon's drawings of the same names.
    const drawn = (name: string) =>
      render(<Icon name={name} />)
        .container.querySelector('path')!
        .getAttribute('d');
    const pathOf = (image: string) =>
      decodeURIComponent(image.slice('url("data:image/svg+xml,'.length, -2)).match(
        / d='([^']+)'/,
      )?.[1];
    expect(pathOf(iconImage('copy'))).toBe(drawn('copy'));
    expect(pathOf(iconImage('check'))).toBe(drawn('check'));
  });

  it('writes neither the button nor the language into the HTML: the stylesheet draws the language', () => {
    const html = serverHtml(
      <CodeBlock data-language="bash">
        <code className="language-bash">{'ls\n'}</code>
      </CodeBlock>,
    );
    expect(html).not.toContain('<button');
    expect(html).not.toContain('>bash<');
    expect(html).toContain('data-language="bash"');
    render(
      <CodeBlock data-language="bash">
        <code className="language-bash">{'ls\n'}</code>
      </CodeBlock>,
    );
    const { own, rules } = rulesOf(document.querySelector('[data-code-block]')!);
    const label = rules.find((text) => text.startsWith(`.${own}>pre[data-language]::before {`));
    expect(label).toMatch(/content: attr\(data-language\)/);
    expect(label).toMatch(/position: absolute;/);
    expect(rules).toContain(
      `@media (max-width: 419px) {.${own}>pre[data-language]::before {display: none;}}`,
    );
  });

  it('copies the code without prompts and shows "Copied" for 2000 ms', async () => {
    const { container } = renderAttached(
      <CodeBlock data-language="bash">
        <code className="language-bash">{'$ ./alist server\n'}</code>
      </CodeBlock>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    });
    expect(writeText).toHaveBeenCalledWith('./alist server');
    expect(screen.getByRole('button', { name: 'Copied' })).toHaveAttribute('data-copied', 'true');
    expect(container.querySelector('[aria-live]')).toHaveTextContent('Copied');
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
    renderAttached(
      <CodeBlock>
        <code>plain</code>
      </CodeBlock>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    });
    expect(screen.getByRole('button', { name: 'Copy code' })).toHaveAttribute(
      'data-copied',
      'false',
    );
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("gives the server's markup, which React never hydrated, its buttons in the page's language", async () => {
    const root = document.createElement('div');
    root.innerHTML = serverHtml(
      <CodeBlock data-language="powershell">
        <code>{'PS> Get-Item .\n'}</code>
      </CodeBlock>,
    );
    document.body.append(root);
    expect(root.querySelector('button')).toBeNull();
    const detach = attachCopyButtons(root, 'zh');
    const button = root.querySelector('button')!;
    expect(button).toHaveAttribute('aria-label', '复制代码');
    await act(async () => button.click());
    expect(writeText).toHaveBeenCalledWith('Get-Item .');
    expect(button).toHaveAttribute('aria-label', '已复制');
    expect(root.querySelector('[aria-live]')).toHaveTextContent('已复制');
    detach();
    root.remove();
  });

  it("gives a block drawn later (an island's) its button once, and stops when detached", async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const detach = attachCopyButtons(root, 'en');
    const island = document.createElement('div');
    island.innerHTML = serverHtml(
      <CodeBlock data-language="bash">
        <code>{'ls\n'}</code>
      </CodeBlock>,
    );
    root.append(island);
    await act(async () => undefined);
    expect(root.querySelectorAll('button[data-copy-code]')).toHaveLength(1);
    expect(root.querySelectorAll('[aria-live]')).toHaveLength(1);
    detach();
    const later = document.createElement('div');
    later.innerHTML = island.innerHTML.replace(/<button.*$/, '</div>');
    root.append(later);
    await act(async () => undefined);
    expect(later.querySelector('button')).toBeNull();
    root.remove();
  });
});
