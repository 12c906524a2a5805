/** OneDrive: the refresh token through the API server, then a SharePoint site's ID on request. */
import { useState } from 'react';
import { requireText } from '../../lib/tools/http';
import { onedriveSiteIdRequest, onedriveTokenRequest } from '../../lib/tools/onedrive';
import { useApiServer } from '../../providers/ApiServerProvider';
import { FailureMessage } from '../FailureMessage';
import { SignInCallback } from '../SignInCallback';
import { Button, Output, Panel, TextField } from '../ui';
import { useRequest } from '../useRequest';
import { useToolStrings } from '../useToolStrings';

function SiteId({ accessToken, zone }: { accessToken: string; zone: string }) {
  const { t } = useToolStrings();
  const { server } = useApiServer();
  const { run, busy, failure } = useRequest();
  const [siteUrl, setSiteUrl] = useState('');
  const [siteId, setSiteId] = useState<string | null>(null);
  const fetchId = () => {
    setSiteId(null);
    void run(async (call) => {
      const request = onedriveSiteIdRequest(server.url, siteUrl, accessToken, zone);
      return requireText(await call(request), 'id', request.url);
    }).then((id) => id && setSiteId(id));
  };
  return (
    <Panel title={t('onedrive.siteTitle')}>
      <TextField
        label={t('onedrive.siteUrl')}
        type="url"
        value={siteUrl}
        onChange={setSiteUrl}
        placeholder="https://contoso.sharepoint.com/sites/team"
      />
      <div>
        <Button primary busy={busy} disabled={!siteUrl.trim()} onClick={fetchId}>
          {t('onedrive.siteFetch')}
        </Button>
      </div>
      <FailureMessage step={t('onedrive.siteStep')} failure={failure} />
      {siteId && <Output label="site_id" value={siteId} />}
    </Panel>
  );
}

export function OnedriveCallback() {
  const { t } = useToolStrings();
  return (
    <SignInCallback
      tool="onedrive"
      exchange={(api, code, signIn) =>
        onedriveTokenRequest(api, code, { ...signIn, zone: signIn.zone ?? 'global' })
      }
      details={(signIn) => [
        ['client_id', signIn.clientId],
        [t('onedrive.zone'), t(`onedrive.zones.${signIn.zone ?? 'global'}`)],
        ['redirect_uri', signIn.redirectUri],
      ]}
      next={(tokens, signIn) =>
        tokens.accessToken && (
          <SiteId accessToken={tokens.accessToken} zone={signIn.zone ?? 'global'} />
        )
      }
    />
  );
}
