import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import commonData from '../../../content/data/drivers/common.yaml';
import data115 from '../../../content/data/drivers/115.yaml';
import { PageProvider } from '../../../src/providers/PageProvider';
import type { Locale } from '../../../src/lib/locales';
import { inLanguage } from '../../utils/i18n';
import { OptionsTable } from '../../../src/mdx/OptionsTable';
import { PageDataProvider } from '../../../src/providers/PageDataProvider';

const page115 = {
  drivers: [
    {
      name: '115 Cloud',
      dir: '115',
      download: '302',
      config: {},
      options: [
        {
          name: 'cookie',
          type: 'text',
          default: '',
          required: false,
          upstreamHelp: 'one of QR code token and cookie required',
          help: { en: 'The `cookie` of a logged-in session.', zh: '已登录会话的 Cookie。' },
        },
        {
          name: 'qrcode_source',
          type: 'select',
          default: 'linux',
          required: false,
          values: ['web', 'android'],
          upstreamHelp: 'select the QR code device',
          help: { en: '', zh: '' },
        },
        {
          name: 'root_folder_id',
          type: 'string',
          default: '0',
          required: true,
          help: { en: 'Folder to start from.', zh: '' },
        },
      ],
      common: ['mount_path'],
    },
  ],
};

function renderIn(locale: Locale, children: ReactNode, data: Record<string, unknown>) {
  return render(
    <PageProvider value={{ pathname: '/guide/drivers/115.html', locale, alternates: [] }}>
      <PageDataProvider value={data}>{children}</PageDataProvider>
    </PageProvider>,
    { wrapper: inLanguage(locale) },
  );
}

describe('OptionsTable', () => {
  it('lists the options of the driver with type, default, required and help', () => {
    renderIn('en', <OptionsTable driver="115 Cloud" />, {
      'drivers/115': page115,
      'drivers/common': commonData,
    });
    const table = screen.getByRole('table', { name: 'Options of 115 Cloud' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Option', 'Type', 'Default', 'Required', 'Description']);
    const row = document.getElementById('option.115-cloud.cookie') as HTMLElement;
    expect(within(row).getByRole('link')).toHaveTextContent('cookie');
    expect(within(row).getByRole('link').firstElementChild?.tagName).toBe('CODE');
    expect(row).toHaveTextContent('The cookie of a logged-in session.');
    expect(within(row).getByRole('link')).toHaveAttribute('href', '#option.115-cloud.cookie');
  });

  it('falls back to the upstream help and lists select values', () => {
    renderIn('en', <OptionsTable driver="115 Cloud" />, { 'drivers/115': page115 });
    const row = document.getElementById('option.115-cloud.qrcode_source') as HTMLElement;
    expect(row).toHaveTextContent('select the QR code device');
    expect(row).toHaveTextContent('Values: web, android');
    expect(within(row).getByText('linux')).toBeInTheDocument();
  });

  it('marks required options', () => {
    renderIn('en', <OptionsTable driver="115 Cloud" />, { 'drivers/115': page115 });
    const row = document.getElementById('option.115-cloud.root_folder_id') as HTMLElement;
    expect(within(row).getByTitle(/^Required/)).toHaveTextContent('*');
    expect(within(row).getByText('Yes')).toBeInTheDocument();
  });

  it('speaks Chinese on Chinese pages and falls back to English help', () => {
    renderIn('zh', <OptionsTable driver="115 Cloud" />, { 'drivers/115': page115 });
    expect(screen.getByRole('columnheader', { name: '默认值' })).toBeInTheDocument();
    expect(screen.getByText('已登录会话的 Cookie。')).toBeInTheDocument();
    expect(document.getElementById('option.115-cloud.root_folder_id')).toHaveTextContent(
      'Folder to start from.',
    );
  });

  it('finds a driver in any drivers/* file of the page (real data)', () => {
    renderIn('en', <OptionsTable driver="115 Share" />, {
      'drivers/common': commonData,
      'drivers/115': data115,
    });
    expect(screen.getByRole('table', { name: 'Options of 115 Share' })).toBeInTheDocument();
    expect(document.getElementById('option.115-share.share_code')).not.toBeNull();
  });

  it('names the fix when the driver is not in the page data', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderIn('en', <OptionsTable driver="Nope" />, { 'drivers/115': page115 }),
    ).toThrow('No data for the driver "Nope"');
  });
});
