import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import commonData from '../../../content/data/drivers/common.yaml';
import data139 from '../../../content/data/drivers/139.yaml';
import localData from '../../../content/data/drivers/local.yaml';
import aliasData from '../../../content/data/drivers/alias.yaml';
import { PageProvider } from '../../../src/providers/PageProvider';
import type { Locale } from '../../../src/lib/locales';
import { inLanguage } from '../../utils/i18n';
import { CommonOptions, matches } from '../../../src/mdx/CommonOptions';
import type { DriverConfig } from '../../../src/mdx/OptionsTable';
import { PageDataProvider } from '../../../src/providers/PageDataProvider';

function renderIn(locale: Locale, children: ReactNode, data: Record<string, unknown>) {
  return render(
    <PageProvider value={{ pathname: '/guide/drivers/local.html', locale, alternates: [] }}>
      <PageDataProvider value={{ 'drivers/common': commonData, ...data }}>
        {children}
      </PageDataProvider>
    </PageProvider>,
    { wrapper: inLanguage(locale) },
  );
}

const rowNames = () =>
  Array.from(document.querySelectorAll('tbody tr')).map(
    (row) => row.querySelector('code')?.textContent,
  );

const config = (flags: Partial<DriverConfig>) =>
  ({
    localSort: false,
    onlyLocal: false,
    onlyProxy: false,
    noCache: false,
    noUpload: false,
    needMs: false,
    defaultRoot: '',
    alert: '',
    noOverwriteUpload: false,
    proxyRangeOption: false,
    ...flags,
  }) as DriverConfig;

describe('matches', () => {
  it('evaluates the conditions used by getMainItems()', () => {
    expect(matches('always', config({}))).toBe(true);
    expect(matches('!NoCache', config({ noCache: true }))).toBe(false);
    expect(matches('OnlyProxy || OnlyLocal', config({ onlyLocal: true }))).toBe(true);
    expect(matches('!OnlyProxy && !OnlyLocal', config({ onlyLocal: true }))).toBe(false);
    expect(
      matches('!OnlyProxy && !OnlyLocal && ProxyRangeOption', config({ proxyRangeOption: true })),
    ).toBe(true);
  });
});

describe('CommonOptions', () => {
  it('shows the common options of a proxy-only driver in order, with the proxy policy', () => {
    renderIn('en', <CommonOptions driver="Local" />, { 'drivers/local': localData });
    const names = rowNames();
    expect(names[0]).toBe('mount_path');
    expect(names).not.toContain('web_proxy');
    expect(names.slice(-3)).toEqual(['extract_folder', 'disable_index', 'enable_sign']);
    const policy = document.getElementById('option.local.common.webdav_policy') as HTMLElement;
    expect(policy).toHaveTextContent('native_proxy');
    expect(policy).not.toHaveTextContent('302_redirect');
    expect(screen.getByText(/No web proxy switch/)).toBeInTheDocument();
  });

  it('uses the redirect policy and a per-driver default for 139Yun', () => {
    renderIn('en', <CommonOptions driver="139Yun" />, { 'drivers/139': data139 });
    const policy = document.getElementById('option.139yun.common.webdav_policy') as HTMLElement;
    expect(policy).toHaveTextContent('302_redirect');
    const range = document.getElementById('option.139yun.common.proxy_range') as HTMLElement;
    expect(range).toHaveTextContent('true');
    expect(screen.getByText(/Proxy range is offered/)).toBeInTheDocument();
  });

  it('explains a missing cache expiration in Chinese', () => {
    renderIn('zh', <CommonOptions driver="Alias" />, { 'drivers/alias': aliasData });
    expect(screen.getByRole('columnheader', { name: '选项' })).toBeInTheDocument();
    expect(screen.getByText(/没有“缓存过期时间”/)).toBeInTheDocument();
    expect(rowNames()).not.toContain('cache_expiration');
    expect(rowNames()).toContain('mount_path');
  });
});
