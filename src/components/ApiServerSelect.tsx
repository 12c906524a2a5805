import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../i18n/translation';
import { serverLabel } from '../lib/apiServers';
import { useApiServer } from '../providers/ApiServerProvider';
import { radius, vars } from '../styles/tokens';

const styles = {
  field: css`
    display: flex;
    flex-direction: column;
    gap: 0.3rem;
    margin: 0 0 1rem;
    font-size: 0.85rem;
    color: ${vars.textSoft};
  `,
  select: css`
    width: 100%;
    padding: 0.45rem 0.6rem;
    border: 1px solid ${vars.border};
    border-radius: ${radius.small};
    background: ${vars.bg};
    color: ${vars.text};
    font: inherit;
    font-size: 0.9rem;
  `,
};

/** Which API server the tool pages call (spec §2.5, §4); the choice is stored as `api_name`. */
export function ApiServerSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { server, servers, select } = useApiServer();
  const id = useId();
  return (
    <div css={styles.field} className={className ? `${className} no-print` : 'no-print'}>
      <label htmlFor={id}>{t('apiServer.label')}</label>
      <select
        id={id}
        css={styles.select}
        value={server.key}
        onChange={(event) => select(event.target.value)}
      >
        {servers.map((option) => (
          <option key={option.key} value={option.key}>
            {serverLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
