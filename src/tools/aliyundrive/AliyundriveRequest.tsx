/**
 * Aliyundrive Open: the refresh token of the `aliyundrive_open` driver, by the
 * platform's sign-in page or by scanning a QR code with the Aliyundrive app.
 */
import { useMemo, useState } from 'react';
import {
  ALIYUN_OPEN_CLIENT_ID,
  aliyunAuthorizeUrl,
  aliyunCodeBody,
  aliyunCodeUrl,
  aliyunQrBody,
  aliyunQrStatusUrl,
  aliyunQrUrl,
  checkAliyunQr,
  parseAliyunQr,
  type AliyunOpenQr,
  type OwnClient,
} from '../../lib/tools/aliyundrive';
import { parseTokens, type Tokens } from '../../lib/tools/http';
import { QrSignIn } from '../QrSignIn';
import { ClientFields, StartButton, useClientInput } from '../ClientForm';
import { Checkbox, Constants, Panel, TokenResult } from '../ui';
import type { QrProtocol } from '../useQrFlow';
import { useStartSignIn } from '../useSignIn';
import { useToolStrings } from '../useToolStrings';

type Code = AliyunOpenQr & { image: string };

/** After the scan, the code is exchanged right here: no trip through the callback page. */
function qrProtocol(client: OwnClient | null): QrProtocol<Code, Tokens> {
  return {
    async fetchCode(call, api) {
      const url = aliyunQrUrl(api);
      const qr = parseAliyunQr(await call({ url, json: aliyunQrBody(client) }), url);
      return { ...qr, image: qr.qrCodeUrl };
    },
    async check(call, api, qr) {
      const status = checkAliyunQr(await call({ url: aliyunQrStatusUrl(api, qr.sid) }));
      if (status.result !== 'done') return status;
      const body = aliyunCodeBody(status.value, client ?? { clientId: '', clientSecret: '' });
      return {
        result: 'done',
        value: parseTokens(await call({ url: aliyunCodeUrl(api), json: body })),
      };
    },
  };
}

export function AliyundriveRequest() {
  const { t } = useToolStrings();
  const { redirect, go } = useStartSignIn('aliyundrive');
  const [own, setOwn] = useState(false);
  const input = useClientInput();
  const { id, secret } = input;
  const client = own ? { clientId: id, clientSecret: secret } : null;
  const incomplete = own && (!id || !secret);
  // A new protocol, and so a fresh flow, whenever the client changes.
  const protocol = useMemo(
    () => qrProtocol(own ? { clientId: id, clientSecret: secret } : null),
    [own, id, secret],
  );

  return (
    <>
      <Panel title={t('aliyunOpen.clientTitle')}>
        <Checkbox label={t('common.ownClient')} checked={own} onChange={setOwn} />
        {own ? (
          <ClientFields client={input} />
        ) : (
          <Constants entries={[['client_id', ALIYUN_OPEN_CLIENT_ID]]} />
        )}
        <Constants entries={[['redirect_uri', redirect]]} />
      </Panel>
      <Panel title={t('aliyunOpen.loginTitle')}>
        <p>{t('aliyunOpen.loginBody')}</p>
        <StartButton
          label={t('aliyunOpen.login')}
          disabled={incomplete}
          onClick={() =>
            go(client ?? { clientId: '', clientSecret: '' }, (state, redirectUri) =>
              aliyunAuthorizeUrl(client?.clientId ?? '', redirectUri, state),
            )
          }
        />
      </Panel>
      <Panel title={t('aliyunOpen.qrTitle')}>
        {incomplete ? (
          <p>{t('aliyunOpen.qrNeedsClient')}</p>
        ) : (
          <QrSignIn
            key={String(own)}
            protocol={protocol}
            app={t('aliyun.app')}
            startLabel={t('aliyunOpen.qrStart')}
            statusKey="aliyunOpen.status"
            renderDone={(tokens) => <TokenResult tokens={tokens} />}
          />
        )}
      </Panel>
    </>
  );
}
