/** Google Drive and Google Photos: sign in with your own Google client for the refresh token. */
import { googleAuthorizeUrl } from '../../lib/tools/signInProviders';
import { ClientFields, ConsoleLink, StartButton, useClientInput } from '../ClientForm';
import { Constants, Panel } from '../ui';
import { useStartSignIn } from '../useSignIn';
import { useToolStrings } from '../useToolStrings';

export function GoogleRequest() {
  const { t } = useToolStrings();
  const { redirect, go } = useStartSignIn('google');
  const client = useClientInput();
  const { id, secret } = client;
  return (
    <Panel title={t('google.title')}>
      <p>{t('google.body')}</p>
      <ConsoleLink href="https://console.cloud.google.com/apis/credentials" />
      <Constants entries={[['redirect_uri', redirect]]} />
      <ClientFields client={client} idPlaceholder="…apps.googleusercontent.com" />
      <StartButton
        label={t('google.start')}
        disabled={!id || !secret}
        onClick={() =>
          go({ clientId: id, clientSecret: secret }, (state, redirectUri) =>
            googleAuthorizeUrl(id, redirectUri, state),
          )
        }
      />
    </Panel>
  );
}
