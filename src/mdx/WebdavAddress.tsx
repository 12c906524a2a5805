import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from '../i18n/translation';
import { useCopyToClipboard } from '../hooks/useCopyToClipboard';
import { webdavRoot } from '../lib/webdavAddress';
import { radius, vars } from '../styles/tokens';

const styles = {
  box: css`
    display: grid;
    gap: 0.5rem;
    margin: 1rem 0;
    padding: 1rem;
    border: 1px solid ${vars.border};
    border-radius: ${radius.normal};
  `,
  input: css`
    width: 100%;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${vars.border};
    border-radius: ${radius.small};
    background: ${vars.bg};
    color: ${vars.text};
    font: inherit;
  `,
  result: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  `,
  button: css`
    padding: 0.3rem 0.75rem;
    border: 1px solid ${vars.brand};
    border-radius: ${radius.small};
    background: transparent;
    color: ${vars.brand};
    font: inherit;
    cursor: pointer;
  `,
};

/** Turns the address of an AList web interface into its WebDAV root, with a copy button. */
export function WebdavAddress() {
  const { t } = useTranslation();
  const id = useId();
  const [address, setAddress] = useState('');
  const { copied, copy } = useCopyToClipboard();
  const root = webdavRoot(address);
  return (
    <div css={styles.box}>
      <label htmlFor={id}>{t('webdavTool.label')}</label>
      <input
        id={id}
        css={styles.input}
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        placeholder={t('webdavTool.placeholder')}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
      />
      <div css={styles.result} aria-live="polite">
        {root ? (
          <>
            <span>{t('webdavTool.result')}:</span>
            <code>{root}</code>
            <button type="button" css={styles.button} onClick={() => void copy(root)}>
              {copied ? t('webdavTool.copied') : t('webdavTool.copy')}
            </button>
          </>
        ) : (
          address.trim() !== '' && <span>{t('webdavTool.invalid')}</span>
        )}
      </div>
    </div>
  );
}
