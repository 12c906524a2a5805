import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CODEPEN_DEFINE_URL, demoDocument, demoDocumentPath } from '../../../src/lib/codeDemo';
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
    // The document the build wrote for this demo (gatsby/lib/codeDemos.ts), named by its text.
    const doc = demoDocument({ html, css: '', js }, { title: 'Counter', lang: 'en-US' });
    expect(frame).toHaveAttribute('src', demoDocumentPath(doc));
    expect(frame).not.toHaveAttribute('srcdoc');
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
    const doc = demoDocument(
      { html: '<p class="note">Hello</p>', css: '.note { color: teal; }', js: '' },
      { title: 'Styled', lang: 'en-US' },
    );
    expect(screen.getByTitle('Result of the demo: Styled')).toHaveAttribute(
      'src',
      demoDocumentPath(doc),
    );
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

describe('the demo document the build writes', () => {
  it('is the one the page frames, for a demo written as fenced blocks', async () => {
    const { compileContentTree } = await import('../../../src/lib/mdx/contentCompiler');
    const { textRehypePlugins, textRemarkPlugins } =
      await import('../../../src/lib/mdx/textPlugins');
    const { demoFilesOf } = await import('../../../gatsby/lib/codeDemos');
    const { MdxContent } = await import('../../../src/mdx/static/staticContent');
    const { createShortcodeRegistry } = await import('../../../src/mdx/shortcodeRegistry');
    const tree = await compileContentTree(
      {
        value:
          '<CodeDemo title="Counter">\n\n```html\n<b id="n">0</b>\n```\n\n```js\n// a </script> in a comment\ndocument.getElementById("n").textContent = "1";\n```\n\n</CodeDemo>\n',
      },
      { remarkPlugins: textRemarkPlugins, rehypePlugins: textRehypePlugins },
    );
    const [written] = demoFilesOf(tree, 'en');
    const registry = createShortcodeRegistry(() =>
      Promise.resolve({ CodeDemo, Tabs: () => null, Tab: () => null }),
    );
    await registry.load({ CodeDemo: { module: 'CodeDemo' } });
    render(<MdxContent tree={tree} registry={registry} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Run' }));
    expect(`/${written!.file}`).toBe(
      screen.getByTitle('Result of the demo: Counter').getAttribute('src'),
    );
    // It allows its one script by hash, and the script is the one in its body.
    const script = /<script>([\s\S]*?)<\/script>/.exec(written!.html)![1]!;
    expect(script).toContain('<\\/script>');
    const { scriptHash } = await import('../../../gatsby/lib/pageScriptPolicy');
    expect(written!.html).toContain(`script-src '${scriptHash(script)}'`);
  });
});
