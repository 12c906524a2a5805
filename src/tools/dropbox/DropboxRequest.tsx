/** Dropbox: sign in with the public AList app or your own, for the driver's refresh token. */
import { useState } from 'react';
import { DROPBOX_CLIENT_ID, dropboxAuthorizeUrl } from '../../lib/tools/signInProviders';
import { ClientFields, ConsoleLink, StartButton, useClientInput } from '../ClientForm';
import { Checkbox, Constants, Panel } from '../ui';
import { useStartSignIn } from '../useSignIn';
import { useToolStrings } from '../useToolStrings';

export function DropboxRequest() {
  const { t } = useToolStrings();
  const { redirect, go } = useStartSignIn('dropbox');
  const [own, setOwn] = useState(false);
  const client = useClientInput();
  const id = own ? client.id : DROPBOX_CLIENT_ID;
  const secret = own ? client.secret : '';
  return (
    <Panel title={t('dropbox.title')}>
      <Checkbox label={t('common.ownClient')} checked={own} onChange={setOwn} />
      {own ? (
        <>
          <ClientFields
            client={client}
            secretRequired={false}
            secretHint={t('dropbox.secretHint')}
          />
          <ConsoleLink href="https://www.dropbox.com/developers/apps" />
        </>
      ) : (
        <Constants entries={[['client_id', DROPBOX_CLIENT_ID]]} />
      )}
      <Constants entries={[['redirect_uri', redirect]]} />
      <StartButton
        label={t('dropbox.start')}
        disabled={!id}
        onClick={() =>
          go({ clientId: id, clientSecret: secret }, (state, redirectUri) =>
            dropboxAuthorizeUrl(id, redirectUri, state),
          )
        }
      />
    </Panel>
  );
}
