/**
 * The page a provider sends the reader back to. It makes its one token
 * request only for a state this browser created, within its time, once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SmartLink } from '../components/SmartLink';
import { usePage } from '../providers/PageProvider';
import { isLocale } from '../lib/locales';
import {
  callbackStep,
  isKnownProviderError,
  OAUTH_TTL_MS,
  readCallbackQuery,
  signInLocale,
  takeSignIn,
  type CallbackStep,
  type PendingSignIn,
  type SignInTool,
} from '../lib/tools/oauth';
import { parseTokens, type JsonRequest, type Tokens } from '../lib/tools/http';
import { localisePath } from '../lib/urls';
import { useApiServer } from '../providers/ApiServerProvider';
import { FailureMessage } from './FailureMessage';
import { toolStyles as styles } from './styles';
import { Constants, Message, Spinner, TokenResult } from './ui';
import { useRequest } from './useRequest';
import { useToolStrings } from './useToolStrings';

/**
 * The page's first move, once, after hydration: read the provider's answer
 * from the address, follow the reader back to the language they started in,
 * use up the state, and clear the code from the address bar so a reload
 * cannot replay it.
 */
function useCallbackStep(tool: SignInTool): CallbackStep | null {
  const { locale } = usePage();
  const [step, setStep] = useState<CallbackStep | null>(null);
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const { pathname, search } = window.location;
    const query = readCallbackQuery(search);
    if (query.state) {
      const startedIn = signInLocale(query.state);
      if (isLocale(startedIn) && startedIn !== locale) {
        window.location.replace(`${localisePath(pathname, startedIn)}${search}`);
        return;
      }
    }
    const next = callbackStep(query, (state) => takeSignIn(state, tool));
    // A refused sign-in still uses up its state.
    if (next.kind === 'providerError' && query.state) takeSignIn(query.state, tool);
    if (search) window.history.replaceState(window.history.state, '', pathname);
    setStep(next);
  }, [locale, tool]);

  return step;
}

interface SignInCallbackProps {
  tool: SignInTool;
  /**
   * The form shown when the page is opened without an answer (Baidu, Yandex):
   * a sign-in then starts on this page, else on the tool's request page.
   */
  start?: ReactNode;
  /** The one token request, for the code the provider sent back. */
  exchange: (api: string, code: string, signIn: PendingSignIn) => JsonRequest;
  /** What the sign-in was made with, shown above the token (Dropbox, OneDrive). */
  details?: (signIn: PendingSignIn) => ReadonlyArray<[string, string]>;
  /** What the tokens allow next, below them (Google's albums, a SharePoint site's ID). */
  next?: (tokens: Tokens, signIn: PendingSignIn) => ReactNode;
}

export function SignInCallback({ tool, start, exchange, details, next }: SignInCallbackProps) {
  const { t } = useToolStrings();
  const { locale } = usePage();
  const { server } = useApiServer();
  const step = useCallbackStep(tool);
  const { run, busy, failure } = useRequest();
  const [result, setResult] = useState<{ tokens: Tokens; signIn: PendingSignIn } | null>(null);

  useEffect(() => {
    if (step?.kind !== 'exchange') return;
    void run(async (call) =>
      parseTokens(await call(exchange(server.url, step.code, step.record))),
    ).then((tokens) => {
      if (tokens !== null) setResult({ tokens, signIn: step.record });
    });
    // Exchange exactly once, with the server chosen when the page loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  const requestPath = `/tool/${tool}/${start ? 'callback' : 'request'}.html`;
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
          {result && (
            <>
              {details && <Constants entries={details(result.signIn)} />}
              <TokenResult tokens={result.tokens} />
              {next?.(result.tokens, result.signIn)}
            </>
          )}
        </>
      );
  }
}
