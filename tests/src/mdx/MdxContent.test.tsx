import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { ContentTree } from '../../../src/lib/contentTree';
import { hydratableHtml } from '../../utils/serverRender';
import { MdxContent } from '../../../src/mdx/static/staticContent';
import { createShortcodeRegistry } from '../../../src/mdx/shortcodeRegistry';

function Badge({ text }: { text: string }) {
  return <span data-testid="badge">{text}</span>;
}

/** A registry whose Badge module arrives synchronously, or when `release` is called. */
function registryWithBadge(async: boolean) {
  let release = () => {};
  const load = () =>
    async
      ? new Promise<{ Badge: typeof Badge }>((resolve) => {
          release = () => resolve({ Badge });
        })
      : { Badge };
  return { registry: createShortcodeRegistry(load), release: () => release() };
}

const tree: ContentTree = [
  ['h2', { id: 'setup' }, 'Set', ['em', 0, 'up']],
  '\n',
  ['p', 0, 'Status: ', ['Badge', { text: 'beta' }], ['=img', { src: '/a.png', alt: 'A' }]],
  ['span', { dangerouslySetInnerHTML: { __html: '<b>raw</b>' } }],
];

describe('MdxContent', () => {
  it('renders markdown through the site components, JSX tags as written, and shortcodes', () => {
    const { registry } = registryWithBadge(false);
    const { container } = render(<MdxContent tree={tree} registry={registry} />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveAttribute('id', 'setup');
    expect(heading.querySelector('a.heading-anchor')).toHaveAttribute('href', '#setup');
    expect(screen.getByTestId('badge')).toHaveTextContent('beta');
    // Written as <img> in the file: MDX leaves such tags out of the markdown components.
    expect(screen.getByAltText('A')).not.toHaveAttribute('loading');
    expect(container.querySelector('b')).toHaveTextContent('raw');
  });

  it('renders without a shortcode whose module has not arrived, then with it', async () => {
    const { registry, release } = registryWithBadge(true);
    render(<MdxContent tree={tree} registry={registry} />);
    expect(screen.queryByTestId('badge')).toBeNull();
    expect(screen.getByText(/Status:/)).toBeInTheDocument();
    await act(async () => release());
    expect(screen.getByTestId('badge')).toHaveTextContent('beta');
  });

  it('hydrates the server HTML without a mismatch once the shortcodes are loaded', async () => {
    const { registry } = registryWithBadge(false);
    const container = document.createElement('div');
    container.innerHTML = hydratableHtml(<MdxContent tree={tree} registry={registry} />);
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <MdxContent tree={tree} registry={registry} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('[data-testid="badge"]')).toHaveTextContent('beta');
  });

  it('shows a note in place of a widget that throws, and keeps the rest of the page', () => {
    const loaders = () => ({
      Badge: () => {
        throw new Error('broken widget');
      },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <MdxContent tree={tree} registry={createShortcodeRegistry(loaders)} />,
    );
    const page = within(container);
    expect(page.getByRole('heading', { level: 2 })).toHaveTextContent('Setup');
    expect(page.getByText(/Status:/)).toBeInTheDocument();
    expect(page.getByRole('alert')).toHaveAttribute('data-part-failed', 'widget');
    expect(warn).toHaveBeenCalledWith('Badge failed:', expect.any(Error), expect.any(String));
    warn.mockRestore();
    error.mockRestore();
  });
});
