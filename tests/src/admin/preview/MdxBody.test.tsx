/**
 * The editor's preview compiles a body with the build's literals-only
 * compiler: nothing in a body is evaluated on the editor's origin.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { MdxBody } from '../../../../src/admin/preview/MdxBody';

declare global {
  // Set by a body that managed to run code.
  var previewRan: boolean | undefined;
}

afterEach(() => {
  delete globalThis.previewRan;
});

describe('the preview of a page body', () => {
  it('renders markdown, containers and site components', async () => {
    render(<MdxBody source={'# Title\n\n:::tip\nA tip\n:::\n\n<Badge text="beta" />'} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Title');
    expect(screen.getByText('A tip')).toBeInTheDocument();
    expect(screen.getByText('beta')).toBeInTheDocument();
  });

  it.each([
    [
      'an export',
      'export const x = (globalThis.previewRan = true)\n\n# Title',
      /import and export/,
    ],
    ['an expression', '# Title\n\n{(globalThis.previewRan = true)}', /literal values only/],
    [
      'an expression in a prop',
      '<Badge text={(globalThis.previewRan = true) && "x"} />',
      /literal values only/,
    ],
    [
      'a script element',
      '<script>{"globalThis.previewRan = true"}</script>',
      /<script> is not allowed/,
    ],
    ['an event handler', '<img src="/a.png" alt="" onLoad="x()" />', /event handlers run code/],
  ])('shows %s as an error, as the build would, and never runs it', async (_, source, message) => {
    render(<MdxBody source={source} />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByRole('alert')).toHaveTextContent(/\(line \d+/);
    expect(globalThis.previewRan).toBeUndefined();
  });
});
