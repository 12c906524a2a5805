import { render, screen } from '@testing-library/react';
import type { ContentElement } from '../../../../src/lib/contentTree';
import { MdxContent } from '../../../../src/mdx/static/staticContent';
import { isLeafIsland, LeafIsland } from '../../../../src/mdx/islands/LeafIsland';
import { createShortcodeRegistry } from '../../../../src/mdx/shortcodeRegistry';
import { serverHtml } from '../../../utils/serverRender';

function Chart({ title, children }: { title: string; children?: string }) {
  return (
    <figure>
      <figcaption>{title}</figcaption>
      {children}
    </figure>
  );
}

function Diagram(): never {
  throw new Error('cannot draw');
}

const registry = createShortcodeRegistry(() => ({ Chart, Diagram }));
// As useIslands does before an island mounts (these loaders answer at once).
beforeAll(() => registry.load({ Chart: { module: 'Chart' }, Diagram: { module: 'Diagram' } }));

describe('isLeafIsland', () => {
  it('is true for an island holding no elements (props and text at most)', () => {
    expect(isLeafIsland(['Chart', { title: 'Growth' }])).toBe(true);
    expect(isLeafIsland(['Chart', 0, 'A note', ' and more'])).toBe(true);
  });

  it('is false when the island holds an element, which needs the content renderer', () => {
    expect(isLeafIsland(['CodeDemo', 0, ['pre', 0, 'code']])).toBe(false);
    expect(isLeafIsland(['CodeDemo', 0, 'text', ['p', 0, 'more']])).toBe(false);
  });
});

describe('LeafIsland', () => {
  it('draws exactly what the content renderer draws inside the island mark', () => {
    const node: ContentElement = ['Chart', { title: 'Growth' }, 'Per release'];
    const fromRenderer = document.createElement('div');
    fromRenderer.innerHTML = serverHtml(<MdxContent tree={[node]} registry={registry} />);
    const mark = fromRenderer.querySelector('[data-island="0"]')!;
    expect(serverHtml(<LeafIsland node={node} registry={registry} />)).toBe(mark.innerHTML);
    expect(mark.innerHTML).toBe('<figure><figcaption>Growth</figcaption>Per release</figure>');
  });

  it('keeps a failing island to its own place, with the widget message', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(<LeafIsland node={['Diagram', { code: 'graph' }]} registry={registry} />);
      expect(screen.getByRole('alert')).toHaveAttribute('data-part-failed', 'widget');
      expect(warn).toHaveBeenCalledWith('Diagram failed:', expect.any(Error), expect.any(String));
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('draws nothing while its shortcode has not arrived', () => {
    const empty = createShortcodeRegistry(() => new Promise(() => undefined));
    void empty.load({ Chart: { module: 'Chart' } });
    const { container } = render(<LeafIsland node={['Chart', { title: 'x' }]} registry={empty} />);
    expect(container.innerHTML).toBe('');
  });
});
