/** Wopan (China Unicom cloud): phone, password and SMS code through the API server, for the tokens. */
import { useState } from 'react';
import { requireText } from '../../lib/tools/http';
import { wopanCodeRequest, wopanTokenRequest } from '../../lib/tools/signInProviders';
import { useApiServer } from '../../providers/ApiServerProvider';
import { FailureMessage } from '../FailureMessage';
import { Button, Message, Output, Panel, TextField } from '../ui';
import { useRequest } from '../useRequest';
import { useToolStrings } from '../useToolStrings';
import { toolStyles as styles } from '../styles';

export function WopanToken() {
  const { t } = useToolStrings();
  const { server } = useApiServer();
  const codeCall = useRequest();
  const tokenCall = useRequest();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [verifyCode, setVerifyCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [tokens, setTokens] = useState<{ access: string; refresh: string } | null>(null);
  const login = { phone, password, verifyCode };

  const sendCode = () => {
    setCodeSent(false);
    void codeCall
      .run((call) => call(wopanCodeRequest(server.url, login)))
      .then((body) => setCodeSent(body !== null));
  };
  const getTokens = () => {
    setTokens(null);
    void tokenCall
      .run(async (call) => {
        const request = wopanTokenRequest(server.url, login);
        const body = await call(request);
        return {
          access: requireText(body, 'access_token', request.url),
          refresh: requireText(body, 'refresh_token', request.url),
        };
      })
      .then((result) => result && setTokens(result));
  };

  return (
    <Panel title={t('wopan.title')}>
      <TextField
        label={t('wopan.phone')}
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={setPhone}
      />
      <TextField
        label={t('wopan.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <div css={styles.row}>
        <Button busy={codeCall.busy} disabled={!phone.trim() || !password} onClick={sendCode}>
          {t('wopan.sendCode')}
        </Button>
      </div>
      <FailureMessage step={t('wopan.codeStep')} failure={codeCall.failure} />
      {codeSent && <Message tone="info" title={t('wopan.codeSent')} />}
      <TextField
        label={t('wopan.verifyCode')}
        autoComplete="one-time-code"
        value={verifyCode}
        onChange={setVerifyCode}
      />
      <div>
        <Button
          primary
          busy={tokenCall.busy}
          disabled={!phone.trim() || !password || !verifyCode.trim()}
          onClick={getTokens}
        >
          {t('wopan.getToken')}
        </Button>
      </div>
      <FailureMessage step={t('wopan.tokenStep')} failure={tokenCall.failure} />
      {tokens && (
        <>
          <Output label="access_token" value={tokens.access} />
          <Output label="refresh_token" value={tokens.refresh} />
        </>
      )}
    </Panel>
  );
}
