import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge } from '../../../src/mdx/Badge';
import { Callout } from '../../../src/mdx/Callout';

describe('Callout', () => {
  it('uses the localised default title', () => {
    render(<Callout type="warning">Back up first.</Callout>);
    expect(screen.getByRole('note')).toHaveTextContent('WarningBack up first.');
  });

  it('uses the given title', () => {
    render(
      <Callout type="tip" title="Faster">
        Use the script.
      </Callout>,
    );
    expect(screen.getByText('Faster')).toBeInTheDocument();
  });

  it('renders details as a collapsed disclosure', async () => {
    render(
      <Callout type="details" title="Show the log">
        Secret log
      </Callout>,
    );
    expect(screen.getByText('Secret log')).not.toBeVisible();
    await userEvent.click(screen.getByText('Show the log'));
    expect(screen.getByText('Secret log')).toBeVisible();
  });

  it('draws badges from text or children', () => {
    render(
      <p>
        <Badge text="v3.25+" /> <Badge type="danger">removed</Badge>
      </p>,
    );
    expect(screen.getByText('v3.25+')).toBeInTheDocument();
    expect(screen.getByText('removed')).toBeInTheDocument();
  });
});
