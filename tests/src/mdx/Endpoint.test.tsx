import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import authData from '../../../content/data/api/auth.yaml';
import fsData from '../../../content/data/api/fs.yaml';
import taskData from '../../../content/data/api/task.yaml';
import { PageProvider } from '../../../src/providers/PageProvider';
import type { Locale } from '../../../src/lib/locales';
import { inLanguage } from '../../utils/i18n';
import { Endpoint } from '../../../src/mdx/Endpoint';
import { PageDataProvider } from '../../../src/providers/PageDataProvider';

function renderIn(locale: Locale, children: ReactNode) {
  return render(
    <PageProvider value={{ pathname: '/guide/api/fs.html', locale, alternates: [] }}>
      <PageDataProvider value={{ 'api/fs': fsData, 'api/auth': authData, 'api/task': taskData }}>
        {children}
      </PageDataProvider>
    </PageProvider>,
    { wrapper: inLanguage(locale) },
  );
}

describe('Endpoint', () => {
  it('shows method, path, auth level, request fields, response fields and a curl example', () => {
    renderIn('en', <Endpoint group="api/fs" method="POST" path="/api/fs/list" />);
    const section = screen.getByRole('region', { name: 'POST /api/fs/list' });
    expect(within(section).getByText('POST')).toBeInTheDocument();
    expect(within(section).getByText('Logged-in user')).toBeInTheDocument();
    const [request, response, errors] = within(section).getAllByRole('table') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(request).getByText('per_page')).toBeInTheDocument();
    expect(within(request).getAllByText('int')).toHaveLength(2);
    expect(within(response).getByText('content[].name')).toBeInTheDocument();
    expect(within(errors).getByText('401')).toBeInTheDocument();
    expect(section).toHaveTextContent(`curl -X POST 'http://localhost:5244/api/fs/list'`);
    expect(section).toHaveTextContent('-H "Authorization: $TOKEN"');
    expect(section).toHaveTextContent('"code": 200');
    expect(section).toHaveTextContent('The server accepts any HTTP method on this path.');
  });

  it('speaks Chinese on Chinese pages', () => {
    renderIn('zh', <Endpoint group="api/fs" method="POST" path="/api/fs/list" />);
    expect(screen.getByText('列出文件夹的内容。', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('登录用户')).toBeInTheDocument();
    expect(screen.getByText('curl 示例')).toBeInTheDocument();
  });

  it('lists upload headers and builds a stream upload command', () => {
    renderIn('en', <Endpoint group="api/fs" method="PUT" path="/api/fs/put" />);
    const section = screen.getByRole('region', { name: 'PUT /api/fs/put' });
    expect(within(section).getByRole('cell', { name: 'File-Path' })).toBeInTheDocument();
    expect(section).toHaveTextContent(`-H 'File-Path: %2Fdocs%2Freport.pdf'`);
    expect(section).toHaveTextContent(`--data-binary '@report.pdf'`);
  });

  it('lists the multipart file field of a form upload, and every upload header', () => {
    renderIn('en', <Endpoint group="api/fs" method="PUT" path="/api/fs/form" />);
    const section = screen.getByRole('region', { name: 'PUT /api/fs/form' });
    const [fields, headers] = within(section).getAllByRole('table') as [HTMLElement, HTMLElement];
    const fileRow = within(fields).getAllByRole('cell', { name: 'file' })[0]!.closest('tr')!;
    expect(fileRow).toHaveTextContent('filefileYes');
    for (const name of ['File-Path', 'Password', 'Overwrite', 'As-Task'])
      expect(within(headers).getByRole('cell', { name })).toBeInTheDocument();
  });

  it('ends Chinese labels with a full-width colon', () => {
    renderIn('zh', <Endpoint group="api/fs" method="POST" path="/api/fs/remove" />);
    const section = screen.getByRole('region');
    expect(section).toHaveTextContent('所需权限：');
    expect(section.textContent).not.toMatch(/[\u4e00-\u9fff]:/);
  });

  it('documents the credential body of a WebAuthn finish call', () => {
    renderIn(
      'en',
      <Endpoint group="api/auth" method="POST" path="/api/authn/webauthn_finish_login" />,
    );
    const section = screen.getByRole('region');
    expect(section).toHaveTextContent('navigator.credentials.get()');
    expect(within(section).getByRole('cell', { name: 'response.signature' })).toBeInTheDocument();
    expect(within(section).getByRole('cell', { name: 'session' })).toBeInTheDocument();
  });

  it('shows the permission bit an endpoint needs', () => {
    renderIn('en', <Endpoint group="api/fs" method="POST" path="/api/fs/remove" />);
    expect(screen.getByText('CanRemove')).toBeInTheDocument();
    expect(screen.getByText(/bit 7, value 128/)).toBeInTheDocument();
  });

  it('marks public endpoints and sends no token', () => {
    renderIn('en', <Endpoint group="api/auth" method="POST" path="/api/auth/login" />);
    const section = screen.getByRole('region', { name: 'POST /api/auth/login' });
    expect(within(section).getByText('Public')).toBeInTheDocument();
    expect(section).not.toHaveTextContent('Authorization: $TOKEN');
  });

  it('shows the task types of a templated path once', () => {
    renderIn('en', <Endpoint group="api/task" method="POST" path="/api/task/{type}/info" />);
    expect(screen.getByText('decompress_upload')).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveTextContent(
      '{type} = upload | copy | offline_download',
    );
    expect(screen.getByText('Logged-in user, not guest')).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveTextContent(
      `curl -X POST 'http://localhost:5244/api/task/upload/info?tid=`,
    );
  });

  it('names the fix when the endpoint is not in the data', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderIn('en', <Endpoint group="api/fs" method="GET" path="/api/fs/nothing" />),
    ).toThrow('api/fs has no endpoint GET /api/fs/nothing');
  });
});
