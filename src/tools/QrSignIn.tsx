/** A scan-to-sign-in flow on screen: the code, what to do with it, its status and the result. */
import type { ReactNode } from 'react';
import { FailureMessage } from './FailureMessage';
import { toolStyles as styles } from './styles';
import { Button, Message } from './ui';
import { useQrFlow, type QrProtocol } from './useQrFlow';
import { useToolStrings } from './useToolStrings';

export interface QrCode {
  /** Address of the image to scan. */
  image: string;
}

interface QrSignInProps<Q extends QrCode, T> {
  protocol: QrProtocol<Q, T>;
  /** The app that scans: "the 115 app". */
  app: string;
  startLabel: string;
  /** Where the provider's statuses are explained: `p115.status` holds `p115.status.<status>`. */
  statusKey: string;
  renderDone: (value: T, restart: () => void) => ReactNode;
}

export function QrSignIn<Q extends QrCode, T>({
  protocol,
  app,
  startLabel,
  statusKey,
  renderDone,
}: QrSignInProps<Q, T>) {
  const { t } = useToolStrings();
  const { state, start, check } = useQrFlow(protocol);
  const restart = () => void start();
  const statusText = (status: string) =>
    t(`${statusKey}.${status}`, { defaultValue: t('qr.status', { status }) });

  if (state.phase === 'done') return <>{renderDone(state.value, restart)}</>;

  if (state.phase === 'scan' || state.phase === 'checking') {
    const waiting = state.phase === 'scan' ? state : null;
    return (
      <div css={styles.field}>
        <img
          css={styles.qr}
          src={state.qr.image}
          alt={t('qr.imageAlt', { app })}
          width={256}
          height={256}
        />
        <Message tone="info" title={t('qr.scanTitle')}>
          <p>{t('qr.scanBody', { app })}</p>
        </Message>
        {waiting?.status && (
          <Message tone="warning" title={t('qr.notYet')}>
            <p>{statusText(waiting.status)}</p>
          </Message>
        )}
        <FailureMessage step={t('qr.checkStep')} failure={waiting?.failure ?? null} />
        <div css={styles.row}>
          <Button primary busy={state.phase === 'checking'} onClick={() => void check()}>
            {t('qr.check')}
          </Button>
          <Button disabled={state.phase === 'checking'} onClick={restart}>
            {t('qr.newCode')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div css={styles.field}>
      {state.phase === 'expired' && (
        <Message tone="warning" title={t('qr.expiredTitle')}>
          <p>{statusText(state.status)}</p>
        </Message>
      )}
      {state.phase === 'failed' && (
        <FailureMessage step={t('qr.codeStep')} failure={state.failure} />
      )}
      <div css={styles.row}>
        <Button primary busy={state.phase === 'loading'} onClick={restart}>
          {state.phase === 'idle' || state.phase === 'loading' ? startLabel : t('qr.newCode')}
        </Button>
      </div>
    </div>
  );
}
