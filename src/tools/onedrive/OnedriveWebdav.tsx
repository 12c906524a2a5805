/** OneDrive for Business and SharePoint: the WebDAV root of a library, worked out in the browser. */
import { useState } from 'react';
import { onedriveWebdavRoot } from '../../lib/tools/onedrive';
import { Message, Output, Panel, TextField } from '../ui';
import { useToolStrings } from '../useToolStrings';

export function OnedriveWebdav() {
  const { t } = useToolStrings();
  const [input, setInput] = useState('');
  const result = onedriveWebdavRoot(input);
  return (
    <Panel title={t('webdav.title')}>
      <TextField
        label={t('webdav.input')}
        type="url"
        value={input}
        onChange={setInput}
        placeholder="https://contoso-my.sharepoint.com/personal/…"
        hint={t('webdav.hint')}
      />
      <div aria-live="polite">
        {result.ok ? (
          <Output label={t('webdav.result')} value={result.url} />
        ) : (
          result.reason !== 'empty' && (
            <Message tone="warning" title={t('webdav.invalidTitle')}>
              <p>{t(`webdav.reasons.${result.reason}`)}</p>
            </Message>
          )
        )}
      </div>
    </Panel>
  );
}
