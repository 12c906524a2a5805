/** 115: scan a QR code with the 115 app to get the token for the driver's `qrcode_token` option. */
import {
  check115,
  parseQr115,
  qr115StatusUrl,
  qr115TokenUrl,
  type Qr115,
} from '../../lib/tools/p115';
import { qrImageUrl } from '../../lib/tools/qrFlow';
import { Button, Message, Output, Panel } from '../ui';
import { QrSignIn } from '../QrSignIn';
import type { QrProtocol } from '../useQrFlow';
import { useToolStrings } from '../useToolStrings';

type Code = Qr115 & { image: string };

const protocol: QrProtocol<Code, string> = {
  async fetchCode(call, api) {
    const url = qr115TokenUrl(api);
    const qr = parseQr115(await call({ url }), url);
    return { ...qr, image: qrImageUrl(api, qr.qrcode) };
  },
  async check(call, api, qr) {
    return check115(
      await call({ url: qr115StatusUrl(api, qr, Math.floor(Date.now() / 1000)) }),
      qr,
    );
  },
};

export function Token115() {
  const { t } = useToolStrings();
  return (
    <Panel title={t('p115.title')}>
      <QrSignIn
        protocol={protocol}
        app={t('p115.app')}
        startLabel={t('p115.start')}
        statusKey="p115.status"
        renderDone={(token, restart) => (
          <>
            <Message tone="success" title={t('p115.doneTitle')}>
              <p>{t('p115.doneBody')}</p>
            </Message>
            <Output label="qrcode_token" value={token} />
            <div>
              <Button onClick={restart}>{t('qr.again')}</Button>
            </div>
          </>
        )}
      />
    </Panel>
  );
}
