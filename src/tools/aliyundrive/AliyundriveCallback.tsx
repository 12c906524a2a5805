/** Aliyundrive Open: turns the code the sign-in page sent back into the driver's refresh token. */
import { aliyunCodeBody, aliyunCodeUrl } from '../../lib/tools/aliyundrive';
import { SignInCallback } from '../SignInCallback';

export function AliyundriveCallback() {
  return (
    <SignInCallback
      tool="aliyundrive"
      exchange={(api, code, signIn) => ({
        url: aliyunCodeUrl(api),
        json: aliyunCodeBody(code, signIn),
      })}
    />
  );
}
