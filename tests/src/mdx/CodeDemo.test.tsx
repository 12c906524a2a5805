import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readPageScripts } from '../../../gatsby/lib/pageScriptPolicy';
import { CODEPEN_DEFINE_URL } from '../../../src/lib/codeDemo';
import { SHORTCODES } from '../../../src/lib/mdx/shortcodes';
import { CodeBlock } from '../../../src/mdx/CodeBlock';
import { CodeDemo } from '../../../src/mdx/CodeDemo';
import { attachTabs } from '../../../src/mdx/behaviours/tabs';

const html = '<button id="count">Clicked 0 times</button>';
const js =
  "let n = 0;\nconst b = document.getElementById('count');\nb.onclick = () => { b.textContent = `Clicked ${++n} times`; };\n// </script> stays inside";

describe('CodeDemo', () => {
  it('shows the code in tabs and runs nothing until Run is pressed', async () => {
    // Its tabs take their behaviour from the content that holds the demo.
    const { container } = render(<CodeDemo title="Counter" html={html} js={js} />);
    attachTabs(container);
    const demo = screen.getByRole('group', { name: 'Counter' });
    expect(
      within(demo)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['HTML', 'JS']);
    expect(within(demo).getByRole('tabpanel')).toHaveTextContent(html);
    expect(demo.querySelector('iframe')).toBeNull();

    await userEvent.click(within(demo).getByRole('tab', { name: 'JS' }));
    expect(within(demo).getByRole('tabpanel')).toHaveTextContent(
      "document.getElementById('count')",
    );

    await userEvent.click(within(demo).getByRole('button', { name: 'Run' }));
    const frame = within(demo).getByTitle('Result of the demo: Counter');
    expect(frame.tagName).toBe('IFRAME');
    // Scripts may run, but the frame gets no access to this page, its storage or cookies.
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    const doc = frame.getAttribute('srcdoc')!;
    expect(doc).toContain(html);
    expect(doc).toContain('// <\\/script> stays inside');
    expect(doc).toContain('<html lang="en-US">');
  });

  it('starts a fresh frame on every run', async () => {
    render(<CodeDemo html={html} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    const first = screen.getByTitle('Result of the demo: Code demo');
    await userEvent.click(screen.getByRole('button', { name: 'Run again' }));
    const second = screen.getByTitle('Result of the demo: Code demo');
    expect(second).not.toBe(first);
    expect(first).not.toBeInTheDocument();
  });

  it("gives the build the exact script its frame runs, for the page's script policy", async () => {
    // The frame inherits the page's Content Security Policy, which lists script hashes.
    const { container } = render(<CodeDemo title="Counter" html={html} js={js} />);
    const { demos: scripts } = readPageScripts(
      `<html><head></head><body>${container.innerHTML}</body></html>`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    const doc = screen.getByTitle('Result of the demo: Counter').getAttribute('srcdoc')!;
    const ran = [...doc.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(ran).toHaveLength(1);
    expect(scripts).toEqual(ran);
  });

  it('posts the code to CodePen from a form that opens a new tab', () => {
    render(<CodeDemo title="Counter" html={html} styles="button { color: teal; }" js={js} />);
    const submit = screen.getByRole('button', { name: /Open in CodePen/ });
    const form = submit.closest('form')!;
    expect(form).toHaveAttribute('action', CODEPEN_DEFINE_URL);
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('target', '_blank');
    const data = form.querySelector<HTMLInputElement>('input[type="hidden"][name="data"]')!;
    expect(JSON.parse(data.value)).toMatchObject({
      title: 'Counter',
      html,
      css: 'button { color: teal; }',
      js,
    });
    expect(submit).toHaveTextContent('opens in a new tab');
  });

  it('takes fenced code blocks as children and keeps their highlighting', async () => {
    // What MDX makes of ```html and ```css blocks inside <CodeDemo>.
    render(
      <CodeDemo title="Styled">
        <CodeBlock data-language="html">
          <code className="language-html">
            <span className="token tag">{'<p class="note">'}</span>
            {'Hello'}
            <span className="token tag">{'</p>'}</span>
            {'\n'}
          </code>
        </CodeBlock>
        {'\n'}
        <CodeBlock data-language="css">
          <code className="language-css">{'.note { color: teal; }\n'}</code>
        </CodeBlock>
      </CodeDemo>,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['HTML', 'CSS']);
    expect(screen.getByRole('tabpanel').querySelector('.token.tag')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    const doc = screen.getByTitle('Result of the demo: Styled').getAttribute('srcdoc')!;
    expect(doc).toContain('<p class="note">Hello</p>');
    expect(doc).toContain('.note { color: teal; }');
  });

  it('tells the author what to fix', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <CodeDemo>
          <CodeBlock data-language="python">
            <code>print(1)</code>
          </CodeBlock>
        </CodeDemo>,
      ),
    ).toThrow(/a block in "python" cannot run/);
    expect(() => render(<CodeDemo />)).toThrow(/needs html, css or js code/);
    error.mockRestore();
  });

  it('is one of the components a page may use by name, like the catalog', () => {
    expect(SHORTCODES.CodeDemo).toBe('CodeDemo');
    expect(SHORTCODES.AutoCatalog).toBe('AutoCatalog');
  });
});
