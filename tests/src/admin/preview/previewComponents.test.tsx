import { render, screen } from '@testing-library/react';
import { Callout } from '../../../../src/mdx/Callout';
import { SHORTCODES } from '../../../../src/lib/mdx/shortcodes';
import { describeProps, previewComponents } from '../../../../src/admin/preview/previewComponents';

type Components = Record<string, React.ComponentType<Record<string, unknown>>>;
const components = previewComponents as unknown as Components;

describe('the preview’s components', () => {
  it('has one for every component a page may use', () => {
    for (const name of Object.keys(SHORTCODES)) expect(components[name]).toBeDefined();
  });

  it('renders containers, tabs and badges with the site’s own components', () => {
    expect(previewComponents.Callout).toBe(Callout);
    render(<previewComponents.Badge text="v3.45+" type="tip" />);
    expect(screen.getByText('v3.45+')).toBeInTheDocument();
  });

  it('shows a labelled stand-in for components drawn from build-time data', () => {
    const OptionsTable = components.OptionsTable!;
    const Fullscreen = components.Fullscreen!;
    render(
      <>
        <OptionsTable driver="FTP" />
        <Fullscreen label="Table">
          <p>Inside</p>
        </Fullscreen>
      </>,
    );
    const notes = screen.getAllByRole('note');
    expect(notes[0]).toHaveTextContent(
      '<OptionsTable driver="FTP" /> is drawn from the site’s data',
    );
    expect(notes[1]).toHaveTextContent('<Fullscreen label="Table" />');
    expect(screen.getByText('Inside')).toBeInTheDocument();
  });

  it('lists only text props', () => {
    expect(describeProps({ group: 'api/fs', year: 2025, undated: true, children: 'x' })).toBe(
      'group="api/fs" year="2025"',
    );
  });
});
