/**
 * The page a provider sends the reader back to. It makes its one token
 * request only for a state this browser created, within its time, once.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { SmartLink } from '../components/SmartLink';
import { usePage } from '../providers/PageProvider';
import {
  isKnownProviderError,
  OAUTH_TTL_MS,
  type PendingSignIn,
  type SignInTool,
} from '../lib/tools/oauth';
import { localisePath } from '../lib/urls';
import { useApiServer } from '../providers/ApiServerProvider';
import { FailureMessage } from './FailureMessage';
import { toolStyles as styles } from './styles';
import { Message, Spinner } from './ui';
import { useCallbackStep } from './useCallbackStep';
import { useRequest, type Call } from './useRequest';
import { useToolStrings } from './useToolStrings';

interface SignInCallbackProps<R> {
  tool: SignInTool;
  /** Where a sign-in starts: the request page, or this page's own start form. */
  requestPath: string;
  /** The form shown when the page is opened without an answer (Baidu, Yandex). */
  start?: ReactNode;
  exchange: (call: Call, api: string, code: string, signIn: PendingSignIn) => Promise<R>;
  renderResult: (result: R, signIn: PendingSignIn) => ReactNode;
}

export function SignInCallback<R>({
  tool,
  requestPath,
  start,
  exchange,
  renderResult,
}: SignInCallbackProps<R>) {
  const { t } = useToolStrings();
  const { locale } = usePage();
  const { server } = useApiServer();
  const step = useCallbackStep(tool);
  const { run, busy, failure } = useRequest();
  const [result, setResult] = useState<{ value: R; signIn: PendingSignIn } | null>(null);

  useEffect(() => {
    if (step?.kind !== 'exchange') return;
    void run((call) => exchange(call, server.url, step.code, step.record)).then((value) => {
      if (value !== null) setResult({ value, signIn: step.record });
    });
    // Exchange exactly once, with the server chosen when the page loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  const again = (
    <p>
      <SmartLink href={localisePath(requestPath, locale)}>{t('callback.startAgain')}</SmartLink>
    </p>
  );

  if (!step || busy || (step.kind === 'exchange' && !result && !failure))
    return (
      <p css={styles.row} role="status">
        <Spinner />
        {step ? t('callback.exchanging') : t('callback.reading')}
      </p>
    );

  switch (step.kind) {
    case 'start':
      return start ? (
        <>{start}</>
      ) : (
        <Message tone="info" title={t('callback.noAnswerTitle')}>
          {again}
        </Message>
      );
    case 'providerError':
      return (
        <Message tone="error" title={t('callback.refusedTitle')}>
          {/* Our words first; the provider's text comes from the address, so only as a quote. */}
          <p>
            {isKnownProviderError(step.error)
              ? t(`callback.errors.${step.error}`)
              : t('callback.unknownError', { error: step.error })}
          </p>
          {step.description && (
            <figure css={styles.providerQuote}>
              <figcaption>{t('callback.providerSaid')}</figcaption>
              <blockquote>
                <code>{step.error}</code>: {step.description}
              </blockquote>
            </figure>
          )}
          {again}
        </Message>
      );
    case 'noState':
    case 'unknownState':
    case 'expiredState':
      return (
        <Message tone="error" title={t('callback.stateTitle')}>
          <p>{t(`callback.${step.kind}`, { minutes: OAUTH_TTL_MS / 60_000 })}</p>
          {again}
        </Message>
      );
    case 'exchange':
      return (
        <>
          <FailureMessage step={t('callback.exchangeStep')} failure={failure} />
          {failure && again}
          {result && renderResult(result.value, result.signIn)}
        </>
      );
  }
}
