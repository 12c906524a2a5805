import { DocSearchButton, useDocSearchKeyboardEvents } from '@docsearch/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { renderPage } from '../../utils/renderPage';
import { searchKeyAction } from '../../../src/lib/search/shortcut';
import { SearchButton } from '../../../src/search/SearchButton';

/**
 * Contract with DocSearch: the site draws its own search button and reads the
 * keys itself (DocSearch's button costs every page 6.6 KB), so both must keep
 * behaving like DocSearch's own.
 */
describe('the search keys, against DocSearch’s own keyboard hook', () => {
  function Probe({ isOpen, calls }: { isOpen: boolean; calls: string[] }) {
    const searchButtonRef = useRef<HTMLButtonElement>(null);
    useDocSearchKeyboardEvents({
      isOpen,
      onOpen: () => calls.push('open'),
      onClose: () => calls.push('close'),
      onInput: () => calls.push('input'),
      searchButtonRef,
    });
    return (
      <>
        <button ref={searchButtonRef}>search</button>
        <input aria-label="field" />
      </>
    );
  }

  const cases: Array<[string, KeyboardEventInit, boolean, 'body' | 'field']> = [
    ['Ctrl+K while closed', { key: 'k', ctrlKey: true }, false, 'body'],
    ['⌘K while open', { key: 'k', metaKey: true }, true, 'body'],
    ['/ while closed', { key: '/' }, false, 'body'],
    ['/ in a text field', { key: '/' }, false, 'field'],
    ['Escape while open', { key: 'Escape', code: 'Escape' }, true, 'body'],
    ['Escape while closed', { key: 'Escape', code: 'Escape' }, false, 'body'],
    ['a plain k', { key: 'k' }, false, 'body'],
  ];

  it.each(cases)('%s', (_name, init, isOpen, where) => {
    const calls: string[] = [];
    render(<Probe isOpen={isOpen} calls={calls} />);
    const target =
      where === 'field' ? screen.getByRole('textbox', { name: 'field' }) : document.body;
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    act(() => {
      target.dispatchEvent(event);
    });
    const ours = searchKeyAction(
      {
        key: init.key ?? '',
        ctrlKey: !!init.ctrlKey,
        metaKey: !!init.metaKey,
        altKey: false,
        shiftKey: false,
        target,
      },
      isOpen,
    );
    const theirs = calls.filter((call) => call !== 'input')[0] ?? null;
    expect(ours).toBe(theirs);
  });

  it('both are buttons with a name and the Ctrl K hint', () => {
    render(<DocSearchButton />);
    const theirs = screen.getByRole('button');
    expect(theirs).toHaveAccessibleName();
    expect(theirs).toHaveTextContent('K');
    renderPage(<SearchButton />);
    const ours = screen.getByRole('button', { name: 'Search the documentation' });
    expect(ours).toHaveTextContent(/Ctrl\s*K/);
    expect(ours).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
  });
});

describe('SearchButton', () => {
  // The dialog puts the page back where it was on closing; jsdom cannot scroll.
  beforeEach(() => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });

  it('opens DocSearch’s dialog on click and gives focus back when it closes', async () => {
    renderPage(<SearchButton />);
    const button = screen.getByRole('button', { name: 'Search the documentation' });
    await userEvent.click(button);
    const input = await screen.findByRole('searchbox', {}, { timeout: 5000 });
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('placeholder', 'Search the docs');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('searchbox')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('opens on / but not while typing into a field', async () => {
    renderPage(
      <>
        <input aria-label="other field" />
        <SearchButton />
      </>,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'other field' }), { key: '/' });
    expect(screen.queryByRole('searchbox')).toBeNull();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(await screen.findByRole('searchbox', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
