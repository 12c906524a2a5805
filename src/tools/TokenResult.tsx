import type { Tokens } from '../lib/tools/http';
import { Message, Output } from './ui';
import { useToolStrings } from './useToolStrings';

/** The refresh token to paste into the storage form, or why there is none. */
export function TokenResult({
  tokens,
  field = 'refresh_token',
}: {
  tokens: Tokens;
  field?: string;
}) {
  const { t } = useToolStrings();
  if (tokens.refreshToken)
    return (
      <>
        <Message tone="success" title={t('result.title')}>
          <p>{t('result.body', { field })}</p>
        </Message>
        <Output label={field} value={tokens.refreshToken} />
      </>
    );
  return (
    <Message tone="warning" title={t('result.noRefreshTitle')}>
      <p>{t(tokens.accessToken ? 'result.onlyAccess' : 'result.nothing')}</p>
    </Message>
  );
}
