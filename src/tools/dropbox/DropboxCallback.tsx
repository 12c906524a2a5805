/** Dropbox: exchanges the code through the API server for the driver's refresh token. */
import { parseTokens } from '../../lib/tools/http';
import { dropboxTokenRequest } from '../../lib/tools/signInProviders';
import { SignInCallback } from '../SignInCallback';
import { Constants, TokenResult } from '../ui';

export function DropboxCallback() {
  return (
    <SignInCallback
      tool="dropbox"
      requestPath="/tool/dropbox/request.html"
      exchange={async (call, api, code, signIn) =>
        parseTokens(await call(dropboxTokenRequest(api, code, signIn)))
      }
      renderResult={(tokens, signIn) => (
        <>
          <Constants
            entries={[
              ['client_id', signIn.clientId],
              ['redirect_uri', signIn.redirectUri],
            ]}
          />
          <TokenResult tokens={tokens} />
        </>
      )}
    />
  );
}
