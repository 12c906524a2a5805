/** Aliyundrive Open: turns the code the sign-in page sent back into the driver's refresh token. */
import { aliyunCodeBody, aliyunCodeUrl } from '../../lib/tools/aliyundrive';
import { parseTokens } from '../../lib/tools/http';
import { SignInCallback } from '../SignInCallback';
import { TokenResult } from '../ui';

export function AliyundriveCallback() {
  return (
    <SignInCallback
      tool="aliyundrive"
      requestPath="/tool/aliyundrive/request.html"
      exchange={async (call, api, code, signIn) =>
        parseTokens(await call({ url: aliyunCodeUrl(api), json: aliyunCodeBody(code, signIn) }))
      }
      renderResult={(tokens) => <TokenResult tokens={tokens} />}
    />
  );
}
