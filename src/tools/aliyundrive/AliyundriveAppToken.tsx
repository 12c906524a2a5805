/** Aliyundrive (the older app sign-in): scan with the Aliyundrive app to get the driver's refresh token. */
import {
  aliyunAppCheckBody,
  aliyunAppCheckUrl,
  aliyunAppQrUrl,
  checkAliyunApp,
  parseAliyunAppQr,
  type AliyunAppQr,
} from '../../lib/tools/aliyundrive';
import { qrImageUrl } from '../../lib/tools/qrFlow';
import { QrSignIn } from '../QrSignIn';
import { Button, Message, Output, Panel } from '../ui';
import type { QrProtocol } from '../useQrFlow';
import { useToolStrings } from '../useToolStrings';

type Code = AliyunAppQr & { image: string };

const protocol: QrProtocol<Code, string> = {
  async fetchCode(call, api) {
    const url = aliyunAppQrUrl(api);
    const qr = parseAliyunAppQr(await call({ url }), url);
    return { ...qr, image: qrImageUrl(api, qr.codeContent) };
  },
  async check(call, api, qr) {
    return checkAliyunApp(
      await call({ url: aliyunAppCheckUrl(api), json: aliyunAppCheckBody(qr) }),
    );
  },
};

export function AliyundriveAppToken() {
  const { t } = useToolStrings();
  return (
    <Panel title={t('aliyunApp.title')}>
      <QrSignIn
        protocol={protocol}
        app={t('aliyun.app')}
        startLabel={t('aliyunApp.start')}
        statusKey="aliyunApp.status"
        renderDone={(token, restart) => (
          <>
            <Output label="refresh_token" value={token} />
            <div>
              <Button onClick={restart}>{t('qr.again')}</Button>
            </div>
          </>
        )}
      />
      <Message tone="info" title={t('aliyunApp.serverTitle')}>
        <p>{t('aliyunApp.serverBody')}</p>
      </Message>
    </Panel>
  );
}
