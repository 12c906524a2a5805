import { fireEvent, screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import { renderPage } from '../../utils/renderPage';
import { PageNav } from '../../../src/layout/PageNav';

const install = { text: 'Install', link: '/guide/install/script.html' };
const docker = { text: 'Docker', link: '/guide/install/docker.html' };
const desktop = { text: 'Desktop', link: '/guide/install/desktop.html' };

const pressed = (key: string, init: KeyboardEventInit = { altKey: true }) =>
  fireEvent.keyDown(window, { key, ...init });

beforeEach(() => jest.mocked(navigate).mockClear());

it('opens the next and previous pages with Alt+Arrow keys', () => {
  renderPage(<PageNav prev={install} next={desktop} />);
  expect(screen.getByRole('navigation', { name: 'Previous and next pages' })).toBeInTheDocument();
  pressed('ArrowRight');
  expect(navigate).toHaveBeenLastCalledWith(desktop.link);
  pressed('ArrowLeft');
  expect(navigate).toHaveBeenLastCalledWith(install.link);
});

it('leaves other keys, other modifiers and typing alone', () => {
  renderPage(
    <>
      <input aria-label="Search" />
      <PageNav prev={install} next={desktop} />
    </>,
  );
  pressed('ArrowRight', {});
  pressed('ArrowRight', { altKey: true, shiftKey: true });
  pressed('ArrowUp');
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search' }), {
    key: 'ArrowRight',
    altKey: true,
  });
  expect(navigate).not.toHaveBeenCalled();
});

it('follows the pager on screen, even while the last page’s listener is still bound', () => {
  // Gatsby mounts each page anew; for a moment both pages' listeners exist.
  const leaving = renderPage(<PageNav prev={install} next={docker} />);
  leaving.container.remove();
  renderPage(<PageNav prev={docker} next={desktop} />);
  pressed('ArrowRight');
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(navigate).toHaveBeenCalledWith(desktop.link);
});

it('does nothing where a page has no neighbour', () => {
  renderPage(<PageNav prev={null} next={docker} />);
  pressed('ArrowLeft');
  expect(navigate).not.toHaveBeenCalled();
});
