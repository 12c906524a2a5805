import { REQUEST_TIMEOUT_MS, type RequestFailure } from '../lib/tools/http';
import { Message } from './ui';
import type { TFunction } from '../i18n/translation';
import { useToolStrings } from './useToolStrings';

/** What went wrong, in the reader's language: which step, which host, and what it said. */
export function describeFailure(t: TFunction, failure: RequestFailure): string {
  const host = failure.host || t('failure.unknownHost');
  switch (failure.kind) {
    case 'timeout':
      return t('failure.timeout', { host, seconds: REQUEST_TIMEOUT_MS / 1000 });
    case 'network':
      return t('failure.network', { host });
    case 'status':
      return t('failure.status', { host, status: failure.status ?? '?' });
    case 'notJson':
      return t('failure.notJson', { host });
    case 'aborted':
      return t('failure.aborted', { host });
    case 'answer':
      if (failure.error === 'missing_field')
        return t('failure.missingField', { host, field: failure.description ?? '' });
      return failure.description
        ? t('failure.answerWithDescription', {
            host,
            error: failure.error,
            description: failure.description,
          })
        : t('failure.answer', { host, error: failure.error });
  }
}

/** `step` names what was attempted: "Getting the refresh token failed". */
export function FailureMessage({
  step,
  failure,
}: {
  step: string;
  failure: RequestFailure | null;
}) {
  const { t } = useToolStrings();
  if (!failure) return null;
  return (
    <Message tone="error" title={t('failure.title', { step })}>
      <p>{describeFailure(t, failure)}</p>
    </Message>
  );
}
