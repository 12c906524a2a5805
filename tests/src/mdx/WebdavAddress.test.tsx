import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WebdavAddress } from '../../../src/mdx/WebdavAddress';

describe('WebdavAddress', () => {
  it('shows the WebDAV root for the address typed', async () => {
    render(<WebdavAddress />);
    await userEvent.type(screen.getByLabelText('Address of your AList'), 'nas.local:5244');
    expect(screen.getByText('http://nas.local:5244/dav/')).toBeInTheDocument();
  });

  it('explains what is wrong with an address it cannot use', async () => {
    render(<WebdavAddress />);
    await userEvent.type(screen.getByLabelText('Address of your AList'), 'ftp://x');
    expect(screen.getByText('Enter an http:// or https:// address.')).toBeInTheDocument();
  });

  it('copies the root and confirms it', async () => {
    const user = userEvent.setup();
    render(<WebdavAddress />);
    await user.type(screen.getByLabelText('Address of your AList'), 'https://files.example.com');
    await user.click(screen.getByRole('button', { name: 'Copy the WebDAV address' }));
    expect(await navigator.clipboard.readText()).toBe('https://files.example.com/dav/');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});
