/** The parts every sign-in start form shares: the app's id and secret, its console, the go button. */
import { useState, type ReactNode } from 'react';
import { Button, LinkButton, TextField } from './ui';
import { useToolStrings } from './useToolStrings';

export interface ClientInput {
  clientId: string;
  clientSecret: string;
  setClientId(value: string): void;
  setClientSecret(value: string): void;
  /** The values as they are sent: trimmed. */
  id: string;
  secret: string;
}

export function useClientInput(initialId = ''): ClientInput {
  const [clientId, setClientId] = useState(initialId);
  const [clientSecret, setClientSecret] = useState('');
  return {
    clientId,
    clientSecret,
    setClientId,
    setClientSecret,
    id: clientId.trim(),
    secret: clientSecret.trim(),
  };
}

export function ClientFields({
  client,
  secretRequired = true,
  secretHint,
  idPlaceholder,
}: {
  client: ClientInput;
  secretRequired?: boolean;
  secretHint?: ReactNode;
  idPlaceholder?: string;
}) {
  const { t } = useToolStrings();
  return (
    <>
      <TextField
        label="client_id"
        value={client.clientId}
        onChange={client.setClientId}
        required
        placeholder={idPlaceholder}
      />
      <TextField
        label="client_secret"
        type="password"
        value={client.clientSecret}
        onChange={client.setClientSecret}
        required={secretRequired}
        hint={secretHint ?? t('common.secretKept')}
      />
    </>
  );
}

/** Opens the provider's console, where readers register their own app. */
export function ConsoleLink({ href }: { href: string }) {
  const { t } = useToolStrings();
  return (
    <div>
      <LinkButton href={href}>{t('common.createClient')}</LinkButton>
    </div>
  );
}

export function StartButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <div>
      <Button primary disabled={disabled} onClick={onClick}>
        {label}
      </Button>
    </div>
  );
}
