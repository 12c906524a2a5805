import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../utils/renderPage';
import { PRELOAD_ERROR_EVENT } from '../../../src/lib/chunkRecovery';
import { SearchButton } from '../../../src/search/SearchButton';

/** Whether the site's chunk recovery may reload the page, once per failed load. */
const mockReloadAllowed: boolean[] = [];

// The dialog's chunk cannot be fetched. As in the browser, the failed script
// first fires the site's chunk-recovery event, then the import fails.
jest.mock('../../../src/search/SearchModal', () => {
  mockReloadAllowed.push(
    window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true })),
  );
  throw new Error('Loading chunk 4711 failed.');
});

describe('SearchButton when the dialog cannot be loaded', () => {
  beforeEach(() => {
    mockReloadAllowed.length = 0;
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  async function pressSearch() {
    renderPage(<SearchButton />);
    expect(screen.queryByRole('alert')).toBeNull();
    const button = screen.getByRole('button', { name: 'Search the documentation' });
    await userEvent.click(button);
    return button;
  }

  it('says so in an alert next to the button, and keeps the page usable', async () => {
    const button = await pressSearch();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Search could not be loaded. Check your connection and try again.',
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(button).toBeEnabled();
    // Online, a chunk that failed may be gone for good (a new deploy): the reload may go ahead.
    expect(mockReloadAllowed).toEqual([true]);
  });

  it('offline, keeps the page instead of letting it reload into an error page', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await pressSearch();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(mockReloadAllowed).toEqual([false]);
  });
});
