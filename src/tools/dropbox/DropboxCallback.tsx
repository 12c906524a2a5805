/** Dropbox: exchanges the code through the API server for the driver's refresh token. */
import { dropboxTokenRequest } from '../../lib/tools/signInProviders';
import { SignInCallback } from '../SignInCallback';

export function DropboxCallback() {
  return (
    <SignInCallback
      tool="dropbox"
      exchange={dropboxTokenRequest}
      details={(signIn) => [
        ['client_id', signIn.clientId],
        ['redirect_uri', signIn.redirectUri],
      ]}
    />
  );
}
