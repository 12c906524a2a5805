/** OneDrive and SharePoint: sign in with a Microsoft app in one of the four clouds. */
import { useState } from 'react';
import {
  appRegistrationsUrl,
  ONEDRIVE_ZONES,
  onedriveAuthorizeUrl,
  zoneInfo,
  type OnedriveZone,
} from '../../lib/tools/onedrive';
import { ClientFields, ConsoleLink, StartButton, useClientInput } from '../ClientForm';
import { Constants, Panel, SelectField } from '../ui';
import { useStartSignIn } from '../useSignIn';
import { useToolStrings } from '../useToolStrings';

export function OnedriveRequest() {
  const { t } = useToolStrings();
  const { redirect, go } = useStartSignIn('onedrive');
  const [zone, setZone] = useState<OnedriveZone>('global');
  const client = useClientInput(zoneInfo('global').defaultClientId);
  const { id, secret } = client;

  const changeZone = (next: OnedriveZone) => {
    setZone(next);
    // Each cloud has its own apps: the id of one means nothing in another.
    client.setClientId(zoneInfo(next).defaultClientId);
  };

  return (
    <Panel title={t('onedrive.title')}>
      <SelectField<OnedriveZone>
        label={t('onedrive.zone')}
        value={zone}
        onChange={changeZone}
        options={ONEDRIVE_ZONES.map((info) => ({
          value: info.zone,
          label: t(`onedrive.zones.${info.zone}`),
        }))}
      />
      <ConsoleLink href={appRegistrationsUrl(zone)} />
      <Constants entries={[['redirect_uri', redirect]]} />
      <ClientFields client={client} secretRequired={false} secretHint={t('onedrive.secretHint')} />
      <StartButton
        label={t('onedrive.start')}
        disabled={!id}
        onClick={() =>
          go({ clientId: id, clientSecret: secret, zone }, (state, redirectUri) =>
            onedriveAuthorizeUrl(zone, id, redirectUri, state),
          )
        }
      />
    </Panel>
  );
}
