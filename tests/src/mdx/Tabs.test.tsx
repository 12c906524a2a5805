import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../../gatsby/lib/filesUnder.mjs';
import { act, render as renderUi, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CacheProvider } from '@emotion/react';
import type createCache from '@emotion/cache';

import { createRequire } from 'node:module';

/** Emotion's development build, by its file: the package's exports give tests the other one. */
const createDevelopmentCache = (
  createRequire(__filename)(
    path.resolve('node_modules/@emotion/cache/dist/emotion-cache.browser.development.cjs.js'),
  ) as { default: typeof createCache }
).default;
import { Tab, Tabs, readTabs } from '../../../src/mdx/Tabs';
import { attachTabs } from '../../../src/mdx/behaviours/tabs';
import { serverHtml } from '../../utils/serverRender';

/** Renders as a page does: the markup, with the content behaviour attached to its holder. */
function render(ui: JSX.Element) {
  const result = renderUi(ui);
  attachTabs(result.container);
  return result;
}

function OsTabs({ id }: { id?: string }) {
  return (
    <Tabs id={id}>
      <Tab label="Linux">run ./alist</Tab>
      <Tab label="Windows">run alist.exe</Tab>
      <Tab label="macOS">run ./alist on a Mac</Tab>
    </Tabs>
  );
}

beforeEach(() => localStorage.clear());

describe('Tabs', () => {
  it('shows the first tab and switches on click', async () => {
    render(<OsTabs />);
    expect(screen.getByRole('tab', { name: 'Linux' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('run ./alist')).toBeVisible();
    expect(screen.getByText('run alist.exe')).not.toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Windows' }));
    expect(screen.getByText('run alist.exe')).toBeVisible();
    expect(screen.getByText('run ./alist')).not.toBeVisible();
  });

  it('moves with the arrow keys, Home and End', async () => {
    render(<OsTabs />);
    screen.getByRole('tab', { name: 'Linux' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Windows' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Windows' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Linux' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: 'Linux' })).toHaveFocus();
  });

  it('syncs every block with the same id and remembers the choice', async () => {
    const { container } = render(
      <>
        <OsTabs id="os" />
        <OsTabs id="os" />
        <OsTabs id="other" />
      </>,
    );
    const [first, second, third] = Array.from(
      container.querySelectorAll<HTMLElement>('[role="tablist"]'),
    );
    await userEvent.click(within(first!).getByRole('tab', { name: 'macOS' }));
    expect(within(second!).getByRole('tab', { name: 'macOS' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(third!).getByRole('tab', { name: 'Linux' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(localStorage.getItem('docs.tab.os')).toBe('macOS');
  });

  it('starts from a stored choice after mounting', () => {
    localStorage.setItem('docs.tab.os', 'Windows');
    render(<OsTabs id="os" />);
    expect(screen.getByRole('tab', { name: 'Windows' })).toHaveAttribute('aria-selected', 'true');
  });

  it('ignores a stored value that names no tab', () => {
    localStorage.setItem('docs.tab.os', 'BeOS');
    render(<OsTabs id="os" />);
    expect(screen.getByRole('tab', { name: 'Linux' })).toHaveAttribute('aria-selected', 'true');
  });

  it('follows a choice made in another tab of the browser', () => {
    render(<OsTabs id="os" />);
    act(() => {
      localStorage.setItem('docs.tab.os', 'macOS');
      window.dispatchEvent(new StorageEvent('storage', { key: 'docs.tab.os' }));
    });
    expect(screen.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
  });

  it("works on the server's markup, which React never hydrated, syncing and remembering", async () => {
    localStorage.setItem('docs.tab.os', 'macOS');
    const root = document.createElement('div');
    root.innerHTML = serverHtml(
      <>
        <OsTabs id="os" />
        <OsTabs id="os" />
      </>,
    );
    document.body.append(root);
    const detach = attachTabs(root);
    const tabs = within(root).getAllByRole('tab', { name: 'macOS' });
    for (const tab of tabs) expect(tab).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(root).getAllByRole('tab', { name: 'Windows' })[0]!);
    for (const tab of within(root).getAllByRole('tab', { name: 'Windows' }))
      expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(within(root).getAllByText('run alist.exe')[1]).toBeVisible();
    expect(localStorage.getItem('docs.tab.os')).toBe('Windows');
    detach();
    root.remove();
  });

  it('tells authors what is wrong', () => {
    expect(() => readTabs(<p>stray</p>)).toThrow(
      '<Tabs> may only contain <Tab label="…"> elements.',
    );
    expect(() => readTabs([<Tab key="a" label="A" />, <Tab key="b" label="A" />])).toThrow(
      /share the value "A"/,
    );
    expect(() => readTabs(<Tab label="A" />, 'B')).toThrow(/names no tab; use one of: A/);
    expect(() => readTabs(null)).toThrow(/at least one <Tab>/);
  });
});

describe('Tabs styles', () => {
  it('draw without Emotion’s warning about selectors that are unsafe in the server render', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    // Emotion checks selectors only in its development build, which `npm start` runs.
    const cache = createDevelopmentCache({ key: 'dev' });
    render(
      <CacheProvider value={cache}>
        <Tabs id="styles-check">
          <Tab label="A">
            <p>first</p>
          </Tab>
        </Tabs>
      </CacheProvider>,
    );
    expect(Object.keys(cache.inserted).length).toBeGreaterThan(0);
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/potentially unsafe/);
    errors.mockRestore();
  });

  it('no style in src/ uses the selectors Emotion warns about (its escape comment is minified away in development)', () => {
    const files = filesUnder(path.resolve('src')).filter((file) => /\.(ts|tsx)$/.test(file));
    const unsafe = files.filter((file) =>
      /:(first|nth|nth-last)-child/.test(fs.readFileSync(path.resolve('src', file), 'utf8')),
    );
    expect(unsafe).toEqual([]);
  });
});
