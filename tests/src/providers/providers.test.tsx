import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { ApiServerSelect } from '../../../src/components/ApiServerSelect';
import { SponsorSlot } from '../../../src/components/SponsorSlot';
import noticeRules from '../../../src/config/noticeRules.generated.json';
import { sponsorsConfig } from '../../../src/config';
import { API_SERVER_STORAGE_KEY } from '../../../src/lib/apiServers';
import { storageKeys } from '../../../src/lib/storage';
import { ApiServerProvider, useApiServer } from '../../../src/providers/ApiServerProvider';
import { PageProviders, type PageProvidersProps } from '../../../src/providers/PageProviders';
import { Providers } from '../../../src/providers/Providers';
import LanguagePrompt from '../../../src/providers/languagePrompt/LanguagePrompt';
import NoticePopup from '../../../src/providers/NoticePopup';

const docPage = {
  language: 'en',
  alternates: [{ locale: 'zh' as const, path: '/zh/guide/install/docker.html', exists: true }],
  pagePath: '/guide/install/docker.html',
};

/** A page as the site renders it: root providers (wrapRootElement) around the page's (wrapPageElement). */
function SitePage({ pathname, pageContext }: Omit<PageProvidersProps, 'children'>) {
  return (
    <Providers>
      <PageProviders pathname={pathname} pageContext={pageContext}>
        <main>page</main>
      </PageProviders>
    </Providers>
  );
}

function setLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.mocked(navigate).mockClear();
  setLanguages(['en-US']);
});

describe('notices', () => {
  it('shows the first notice that fits, after hydration, until it is closed', async () => {
    const { unmount } = render(
      <SitePage pathname="/guide/install/docker.html" pageContext={docPage} />,
    );
    const popup = await screen.findByRole('dialog', { name: 'Before you upgrade AList' });
    expect(popup).toHaveTextContent('Admin password');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // showOnce: the flag is kept in local storage, so the next visit shows nothing.
    expect(localStorage.getItem(storageKeys.notice(noticeRules[0]!.keys.en))).not.toBeNull();
    unmount();
    render(<SitePage pathname="/faq/" pageContext={{ ...docPage, pagePath: '/faq/' }} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a site link in the notice in-site, and an external one in a new tab', async () => {
    const done = jest.fn();
    render(<NoticePopup index={0} locale="zh" onDone={done} />);
    const external = screen.getByRole('link', { name: 'golang/go#64622' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(screen.getByRole('link', { name: 'Docker' }));
    expect(navigate).toHaveBeenCalledWith('/zh/guide/install/docker.html');
    expect(done).toHaveBeenCalled();
  });

  it('never throws when storage is blocked, and shows once per page view', async () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const page = (
      <SitePage
        pathname="/zh/guide/"
        pageContext={{ ...docPage, language: 'zh', pagePath: '/zh/guide/' }}
      />
    );
    setLanguages(['zh-CN']);
    const { unmount } = render(page);
    expect(await screen.findByRole('dialog', { name: '升级 AList 之前请先看看' })).toBeVisible();
    // The popup speaks the page's language, whatever language the rest of the app was set to.
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    unmount();
    render(page);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getItem).toHaveBeenCalled();
    expect(setItem).toHaveBeenCalled();
  });
});

describe('language prompt', () => {
  it('speaks the offered language, keeps focus inside, and Escape means stay', async () => {
    const onStay = jest.fn();
    render(
      <>
        <button type="button">outside</button>
        <LanguagePrompt offered="zh" onSwitch={jest.fn()} onStay={onStay} />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: '切换到中文版？' });
    expect(dialog).toHaveAttribute('lang', 'zh-CN');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('checkbox', { name: '记住我的选择' })).toHaveFocus();
    expect(screen.getByText('outside').closest('[inert]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onStay).toHaveBeenCalledWith(false);
  });

  it('offers zh to a Chinese browser on an English page, and switching goes to the counterpart', async () => {
    setLanguages(['zh-CN', 'en']);
    render(<SitePage pathname="/guide/install/docker.html" pageContext={docPage} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: '记住我的选择' }));
    await userEvent.click(screen.getByRole('button', { name: '切换到中文' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/zh/guide/install/docker.html', { replace: true }),
    );
    expect(localStorage.getItem(storageKeys.languagePrompt)).toBe('switch');
    expect(sessionStorage.getItem(storageKeys.languagePrompt)).toBe('switch');
  });

  it('asks an English browser nothing, and never on the 404 page', async () => {
    const { unmount } = render(<SitePage pathname="/guide/" pageContext={docPage} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog', { name: /中文/ })).not.toBeInTheDocument();
    unmount();
    setLanguages(['zh-CN']);
    render(<SitePage pathname="/nowhere" pageContext={{ ...docPage, pagePath: '/404.html' }} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog', { name: /中文/ })).not.toBeInTheDocument();
  });
});

describe('API-server selector', () => {
  function Base() {
    return <output>{useApiServer().server.url}</output>;
  }

  it('stores the choice as api_name and exposes the base address', async () => {
    render(
      <ApiServerProvider>
        <ApiServerSelect />
        <Base />
      </ApiServerProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'API server for the tools' });
    // jsdom serves the page from localhost, where the local server is offered too.
    await waitFor(() =>
      expect(
        screen.getByRole('option', { name: 'http://localhost:3002 (local)' }),
      ).toBeInTheDocument(),
    );
    expect(screen.getByRole('option', { name: 'https://api.nn.ci (cf)' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'cn');
    expect(localStorage.getItem(API_SERVER_STORAGE_KEY)).toBe('cn');
    expect(screen.getByRole('status')).toHaveTextContent('https://api.xhofe.top');
  });

  it('replaces an unknown stored key with the default', async () => {
    localStorage.setItem(API_SERVER_STORAGE_KEY, 'gone');
    render(
      <ApiServerProvider>
        <Base />
      </ApiServerProvider>,
    );
    await waitFor(() => expect(localStorage.getItem(API_SERVER_STORAGE_KEY)).toBe('cf'));
    expect(screen.getByRole('status')).toHaveTextContent('https://api.nn.ci');
  });
});

describe('sponsor slot', () => {
  it('shows the image at its size with alt text in the locale, linking in the locale', () => {
    render(<SponsorSlot name="home" locale="zh" />);
    const slot = sponsorsConfig.home!;
    const image = screen.getByRole('img', { name: slot.alt.zh });
    expect(image).toHaveAttribute('src', slot.image.zh);
    expect(image).toHaveAttribute('width', String(slot.width));
    expect(image).toHaveAttribute('height', String(slot.height));
    expect(image.closest('a')).toHaveAttribute('href', '/zh/guide/ecosystem.html');
  });
});
