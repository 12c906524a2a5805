import type { ReactNode } from 'react';
import { usePage } from '../layout/PageContext';
import type { ApiGroupData, ApiTaskType, LocalText } from '../lib/api';
import type { Locale } from '../lib/locales';
import { withInlineCode } from './inlineCode';
import { usePageData } from './PageData';

/** A task type as written by scripts/api-data.mjs (restored and description added there). */
export interface TaskTypeRow extends ApiTaskType {
  restored?: boolean;
  description?: LocalText;
}

/** This table's own words; the two task pages are its only users. */
const WORDS: Record<Locale, Record<string, string>> = {
  en: {
    type: '`{type}`',
    createdBy: 'Created by',
    workers: 'Workers setting',
    restart: 'After a restart',
    restored: 'Restored when `{setting}` is `true` (default `false`).',
    notRestored: 'Lost: saved when `{setting}` is `true`, but never loaded again at start.',
    never: 'Lost: never saved; `{setting}` has no effect.',
  },
  zh: {
    type: '`{type}`',
    createdBy: '由谁创建',
    workers: '并发数设置',
    restart: '重启之后',
    restored: '当 `{setting}` 为 `true`（默认 `false`）时会恢复。',
    notRestored: '丢失：`{setting}` 为 `true` 时会保存，但启动时从不重新加载。',
    never: '丢失：从不保存，`{setting}` 不起作用。',
  },
};

/** What happens to a type's tasks when AList restarts, from the facts. */
export function restartText(type: TaskTypeRow, locale: Locale): string {
  const words = WORDS[locale];
  const key = !type.persisted ? 'never' : type.restored ? 'restored' : 'notRestored';
  return words[key]!.replace('{setting}', `${type.config}.task_persistant`);
}

function Table({ head, children }: { head: ReactNode[]; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-wrapper" tabIndex={0}>
      <table>
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={index}>{cell}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * The task types behind `{type}` in the task routes, from the `types:` list of
 * a task data file (`api/task` or `api/admin-task`): what creates them, the
 * setting for their workers, and whether they survive a restart.
 */
export function TaskRoutes({ group }: { group: string }) {
  const { locale } = usePage();
  const data = usePageData<ApiGroupData>(group);
  const types = (data.types ?? []) as TaskTypeRow[];
  if (!types.length) throw new Error(`${group} has no task types`);
  const words = WORDS[locale];
  const say = (text: LocalText | undefined) => (text ? text[locale] || text.en : '');
  return (
    <Table head={[withInlineCode(words.type!), words.createdBy, words.workers, words.restart]}>
      {types.map((type) => (
        <tr key={type.name}>
          <td>
            <code>{type.name}</code>
          </td>
          <td>{withInlineCode(say(type.description))}</td>
          <td>
            <code>{type.workers_setting}</code>
          </td>
          <td>{withInlineCode(restartText(type, locale))}</td>
        </tr>
      ))}
    </Table>
  );
}
