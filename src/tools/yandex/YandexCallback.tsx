/** Yandex Disk: sign in with your Yandex app; the page exchanges the code with Yandex directly. */
import {
  YANDEX_CLIENT_ID,
  yandexAuthorizeUrl,
  yandexTokenRequest,
} from '../../lib/tools/signInProviders';
import { ClientFields, ConsoleLink, StartButton, useClientInput } from '../ClientForm';
import { SignInCallback } from '../SignInCallback';
import { Constants, Panel } from '../ui';
import { useStartSignIn } from '../useSignIn';
import { useToolStrings } from '../useToolStrings';

function YandexStart() {
  const { t } = useToolStrings();
  const { redirect, go } = useStartSignIn('yandex');
  const client = useClientInput(YANDEX_CLIENT_ID);
  const { id, secret } = client;
  return (
    <Panel title={t('yandex.startTitle')}>
      <p>{t('yandex.startBody')}</p>
      <ConsoleLink href="https://oauth.yandex.com/client/new" />
      <Constants entries={[['redirect_uri', redirect]]} />
      <ClientFields client={client} />
      <StartButton
        label={t('yandex.start')}
        disabled={!id || !secret}
        onClick={() =>
          go({ clientId: id, clientSecret: secret }, (state, redirectUri) =>
            yandexAuthorizeUrl(id, redirectUri, state),
          )
        }
      />
    </Panel>
  );
}

export function YandexCallback() {
  return (
    <SignInCallback
      tool="yandex"
      start={<YandexStart />}
      exchange={(_api, code, signIn) => yandexTokenRequest(code, signIn)}
    />
  );
}
