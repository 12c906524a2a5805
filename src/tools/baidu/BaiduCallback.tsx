/**
 * Baidu Netdisk and Baidu Photo: sign in with Baidu's public AList app; the
 * API server, which holds that app's secret, turns the code into the refresh
 * token. Opened without an answer, the page starts the sign-in.
 */
import {
  BAIDU_CLIENT_ID,
  baiduAuthorizeUrl,
  baiduTokenRequest,
} from '../../lib/tools/signInProviders';
import { SignInCallback } from '../SignInCallback';
import { StartButton } from '../ClientForm';
import { Constants, Panel } from '../ui';
import { useStartSignIn } from '../useSignIn';
import { useToolStrings } from '../useToolStrings';

function BaiduStart() {
  const { t } = useToolStrings();
  const { redirect, go } = useStartSignIn('baidu');
  return (
    <Panel title={t('baidu.startTitle')}>
      <p>{t('baidu.startBody')}</p>
      <Constants
        entries={[
          ['client_id', BAIDU_CLIENT_ID],
          ['redirect_uri', redirect],
        ]}
      />
      <StartButton
        label={t('baidu.start')}
        onClick={() =>
          go({ clientId: BAIDU_CLIENT_ID, clientSecret: '' }, (state, redirectUri) =>
            baiduAuthorizeUrl(redirectUri, state),
          )
        }
      />
    </Panel>
  );
}

export function BaiduCallback() {
  return <SignInCallback tool="baidu" start={<BaiduStart />} exchange={baiduTokenRequest} />;
}
