/** Google Photos: the ID of each album, from an access token or a client and refresh token. */
import { useCallback, useEffect, useState } from 'react';
import { requireText } from '../../lib/tools/http';
import { GOOGLE_TOKEN_URL, googleRefreshRequest } from '../../lib/tools/signInProviders';
import { Panel, SelectField, TextField } from '../ui';
import type { Call } from '../useRequest';
import { useToolStrings } from '../useToolStrings';
import { AlbumList } from './AlbumList';

type Mode = 'access' | 'refresh';

export function GoogleAlbum() {
  const { t } = useToolStrings();
  const [mode, setMode] = useState<Mode>('access');
  const [accessToken, setAccessToken] = useState('');
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [refreshToken, setRefreshToken] = useState('');
  const [fromAddress, setFromAddress] = useState(false);

  // An access token in the address's fragment (never sent to a server) fills the field.
  useEffect(() => {
    const token = new URLSearchParams(window.location.hash.slice(1)).get('access_token');
    if (token) {
      setAccessToken(token);
      setFromAddress(true);
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, []);

  const getToken = useCallback(
    async (call: Call) => {
      if (mode === 'access') return accessToken.trim();
      const body = await call(
        googleRefreshRequest({
          clientId: clientId.trim(),
          clientSecret: clientSecret.trim(),
          refreshToken: refreshToken.trim(),
        }),
      );
      return requireText(body, 'access_token', GOOGLE_TOKEN_URL);
    },
    [mode, accessToken, clientId, clientSecret, refreshToken],
  );

  const ready =
    mode === 'access'
      ? accessToken.trim() !== ''
      : [clientId, clientSecret, refreshToken].every((v) => v.trim());
  return (
    <Panel title={t('album.title')}>
      <SelectField<Mode>
        label={t('album.mode')}
        value={mode}
        onChange={setMode}
        options={[
          { value: 'access', label: t('album.modeAccess') },
          { value: 'refresh', label: t('album.modeRefresh') },
        ]}
      />
      {mode === 'access' ? (
        <TextField
          label="access_token"
          type="password"
          value={accessToken}
          onChange={setAccessToken}
        />
      ) : (
        <>
          <TextField label="client_id" value={clientId} onChange={setClientId} />
          <TextField
            label="client_secret"
            type="password"
            value={clientSecret}
            onChange={setClientSecret}
          />
          <TextField
            label="refresh_token"
            type="password"
            value={refreshToken}
            onChange={setRefreshToken}
          />
        </>
      )}
      <AlbumList getToken={getToken} disabled={!ready} auto={fromAddress} />
    </Panel>
  );
}
