import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../utils/renderPage';
import { SearchModal } from '../../../src/search/SearchModal';
import en from '../../../src/locales/en/search.json';

/**
 * An index that cannot be loaded: in production that is the reader's network;
 * under `gatsby develop` it means no production build has made one yet, and
 * the dialog says what to run instead.
 */
describe('SearchModal without an index', () => {
  const originalEnv = process.env.NODE_ENV;
  const originalFetch = globalThis.fetch;

  beforeEach(() => {
    // The dialog puts the page back where it was on closing; jsdom cannot scroll.
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    // What the development server answers for a file public/ does not have.
    globalThis.fetch = jest.fn(() =>
      Promise.resolve({ ok: false, status: 404, json: () => Promise.reject(new Error('HTML')) }),
    ) as unknown as typeof fetch;
  });

  afterEach(() => {
    process.env.NODE_ENV = originalEnv;
    globalThis.fetch = originalFetch;
  });

  it.each([
    ['development', en.developNoIndex],
    ['production', en.errorScreen.helpText],
  ])('in %s, shows the error screen with its own help', async (mode, help) => {
    process.env.NODE_ENV = mode;
    renderPage(<SearchModal locale="en" initialQuery="" onClose={() => undefined} />);
    await userEvent.type(await screen.findByRole('searchbox'), 'docker');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(en.errorScreen.titleText);
    expect(alert).toHaveTextContent(help);
    expect(globalThis.fetch).toHaveBeenCalledWith('/search/en/meta.json');
  });
});
