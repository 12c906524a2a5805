import { render, screen, within } from '@testing-library/react';
import adminTaskData from '../../../content/data/api/admin-task.yaml';
import taskData from '../../../content/data/api/task.yaml';
import { PageProvider } from '../../../src/providers/PageProvider';
import type { Locale } from '../../../src/lib/locales';
import { inLanguage } from '../../utils/i18n';
import { PageDataProvider } from '../../../src/providers/PageDataProvider';
import { TaskRoutes } from '../../../src/mdx/TaskRoutes';

function renderIn(locale: Locale, group: string) {
  return render(
    <PageProvider value={{ pathname: '/guide/api/task.html', locale, alternates: [] }}>
      <PageDataProvider value={{ 'api/task': taskData, 'api/admin-task': adminTaskData }}>
        <TaskRoutes group={group} />
      </PageDataProvider>
    </PageProvider>,
    { wrapper: inLanguage(locale) },
  );
}

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('TaskRoutes', () => {
  it.each(['api/task', 'api/admin-task'])('lists every task type of %s once', (group) => {
    renderIn('en', group);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((item) => item.querySelector('td code')?.textContent)).toEqual([
      'upload',
      'copy',
      'offline_download',
      'offline_download_transfer',
      'decompress',
      'decompress_upload',
    ]);
  });

  it('says which tasks survive a restart, as the facts say', () => {
    renderIn('en', 'api/task');
    expect(row('copy')).toHaveTextContent('Restored when tasks.copy.task_persistant is true');
    expect(row('offline_download')).toHaveTextContent('tasks.download.task_persistant');
    expect(row('offline_download_transfer')).toHaveTextContent('Restored when');
    expect(row('decompress')).toHaveTextContent('never loaded again');
    expect(row('upload')).toHaveTextContent('never saved');
    expect(row('decompress_upload')).toHaveTextContent('never saved');
    expect(row('upload')).toHaveTextContent('upload_task_threads_num');
  });

  it('speaks Chinese on Chinese pages', () => {
    renderIn('zh', 'api/admin-task');
    expect(screen.getByRole('columnheader', { name: '重启之后' })).toBeInTheDocument();
    expect(row('decompress')).toHaveTextContent('启动时从不重新加载');
  });
});
