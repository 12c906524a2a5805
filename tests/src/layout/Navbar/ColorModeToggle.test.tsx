import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../utils/renderPage';
import { COLOR_MODE_STORAGE_KEY } from '../../../../src/lib/colorMode';
import { ColorModeToggle } from '../../../../src/layout/Navbar/ColorModeToggle';

const theme = () => document.documentElement.getAttribute('data-theme');
const status = () => document.documentElement.getAttribute('data-color-mode');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-color-mode');
});

describe('colour-mode button', () => {
  it('cycles light → dark → auto → light, persisting and painting each', async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    renderPage(<ColorModeToggle />);
    const button = screen.getByRole('button');
    expect(button).toHaveAccessibleName('Colour mode: light. Switch to dark');
    await userEvent.click(button);
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(theme()).toBe('dark');
    await userEvent.click(button);
    expect(status()).toBe('auto');
    expect(theme()).toBe('light');
    await userEvent.click(button);
    expect(status()).toBe('light');
    expect(button).toHaveAccessibleName('Colour mode: light. Switch to dark');
  });

  it('animates the change for 400 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<ColorModeToggle />);
    await user.click(screen.getByRole('button'));
    expect(document.documentElement).toHaveClass('color-mode-transition');
    act(() => jest.advanceTimersByTime(400));
    expect(document.documentElement).not.toHaveClass('color-mode-transition');
    jest.useRealTimers();
  });

  it('alternates in toggle mode', async () => {
    renderPage(<ColorModeToggle />, { colorMode: 'toggle' });
    await userEvent.click(screen.getByRole('button'));
    expect(theme()).toBe('dark');
    await userEvent.click(screen.getByRole('button'));
    expect(theme()).toBe('light');
  });

  it('follows the system in auto mode', () => {
    const listeners: Array<() => void> = [];
    let dark = false;
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('dark') && dark,
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    renderPage(<ColorModeToggle />);
    expect(theme()).toBe('light');
    act(() => {
      dark = true;
      listeners.forEach((listener) => listener());
    });
    expect(theme()).toBe('dark');
    window.matchMedia = original;
  });

  it('is absent when the site forces a mode', () => {
    renderPage(<ColorModeToggle />, { colorMode: 'enable' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(theme()).toBe('dark');
  });
});
