import { useTranslation } from '../i18n/translation';
import { usePage } from '../providers/PageProvider';
import { textIn, type ApiGroupData, type ApiTaskType, type LocalText } from '../lib/api';
import { HeadedTable } from './DataTable';
import { withInlineCode } from './inlineCode';
import { usePageData } from '../providers/PageDataProvider';

/** A task type as written by scripts/write-api-data.mjs (restored and description added there). */
export interface TaskTypeRow extends ApiTaskType {
  restored?: boolean;
  description?: LocalText;
}

type TranslateFn = (key: string, values?: Record<string, string>) => string;

/** What happens to a type's tasks when AList restarts, from the facts. */
export function restartText(type: TaskTypeRow, t: TranslateFn): string {
  const key = !type.persisted ? 'never' : type.restored ? 'restored' : 'notRestored';
  return t(`api.taskTypes.${key}`, { setting: `${type.config}.task_persistant` });
}

/**
 * The task types behind `{type}` in the task routes, from the `types:` list of
 * a task data file (`api/task` or `api/admin-task`): what creates them, the
 * setting for their workers, and whether they survive a restart.
 */
export function TaskRoutes({ group }: { group: string }) {
  const { locale } = usePage();
  const { t } = useTranslation() as unknown as { t: TranslateFn };
  const data = usePageData<ApiGroupData>(group);
  const types = (data.types ?? []) as TaskTypeRow[];
  if (!types.length) throw new Error(`${group} has no task types`);
  const say = (text: LocalText | undefined) => textIn(text, locale);
  return (
    <HeadedTable
      head={[
        withInlineCode(t('api.taskTypes.type')),
        t('api.taskTypes.createdBy'),
        t('api.taskTypes.workers'),
        t('api.taskTypes.restart'),
      ]}
    >
      {types.map((type) => (
        <tr key={type.name}>
          <td>
            <code>{type.name}</code>
          </td>
          <td>{withInlineCode(say(type.description))}</td>
          <td>
            <code>{type.workers_setting}</code>
          </td>
          <td>{withInlineCode(restartText(type, t))}</td>
        </tr>
      ))}
    </HeadedTable>
  );
}
