/** Google: exchanges the code directly with Google for the refresh token, then offers the albums. */
import { useCallback } from 'react';
import { googleCodeRequest } from '../../lib/tools/signInProviders';
import { SignInCallback } from '../SignInCallback';
import { Panel } from '../ui';
import { useToolStrings } from '../useToolStrings';
import { AlbumList } from './AlbumList';

function Albums({ accessToken }: { accessToken: string }) {
  const { t } = useToolStrings();
  const getToken = useCallback(async () => accessToken, [accessToken]);
  return (
    <Panel title={t('album.title')}>
      <p>{t('album.fromCallback')}</p>
      <AlbumList getToken={getToken} />
    </Panel>
  );
}

export function GoogleCallback() {
  return (
    <SignInCallback
      tool="google"
      exchange={(_api, code, signIn) => googleCodeRequest(code, signIn)}
      next={(tokens) => tokens.accessToken && <Albums accessToken={tokens.accessToken} />}
    />
  );
}
