/** Google: exchanges the code directly with Google for the refresh token, then offers the albums. */
import { useCallback } from 'react';
import { parseTokens, type Tokens } from '../../lib/tools/http';
import { googleCodeRequest } from '../../lib/tools/signInProviders';
import { SignInCallback } from '../SignInCallback';
import { Panel, TokenResult } from '../ui';
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
    <SignInCallback<Tokens>
      tool="google"
      requestPath="/tool/google/request.html"
      exchange={async (call, _api, code, signIn) =>
        parseTokens(await call(googleCodeRequest(code, signIn)))
      }
      renderResult={(tokens) => (
        <>
          <TokenResult tokens={tokens} />
          {tokens.accessToken && <Albums accessToken={tokens.accessToken} />}
        </>
      )}
    />
  );
}
