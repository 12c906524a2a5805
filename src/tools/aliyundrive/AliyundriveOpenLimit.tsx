/** The Aliyundrive Open rate limit as the chosen API server reports it; "unknown" until then. */
import { useEffect, useRef, useState } from 'react';
import { aliyunLimitUrl, parseRateLimit, type RateLimit } from '../../lib/tools/aliyundrive';
import { useNearViewport } from '../../hooks/useNearViewport';
import { requestJson } from '../../lib/tools/http';
import { useApiServer } from '../../providers/ApiServerProvider';
import { useToolStrings } from '../useToolStrings';

const UNKNOWN: RateLimit = { max: null, minutes: null };

export function AliyundriveOpenLimit() {
  const { t } = useToolStrings();
  const { server } = useApiServer();
  const [limit, setLimit] = useState<RateLimit>(UNKNOWN);
  const paragraph = useRef<HTMLParagraphElement>(null);
  // The figures are asked for once the paragraph comes near the screen, not for every
  // reader of the page: most never scroll to the limits section.
  const inView = useNearViewport(paragraph, 200);

  useEffect(() => {
    if (!inView) return;
    const controller = new AbortController();
    setLimit(UNKNOWN);
    requestJson({ url: aliyunLimitUrl(server.url) }, { signal: controller.signal }).then(
      (body) => {
        if (!controller.signal.aborted) setLimit(parseRateLimit(body));
      },
      // The figures stay "unknown": the paragraph around them still reads correctly.
      () => undefined,
    );
    return () => controller.abort();
  }, [inView, server.url]);

  // The sentence's word order differs between languages, so the figures go where the text puts them.
  const sentence = t('limit.sentence', { max: '{{max}}', minutes: '{{minutes}}' });
  const figures: Record<string, string> = {
    '{{max}}': limit.max ?? t('limit.unknown'),
    '{{minutes}}': limit.minutes ?? t('limit.unknown'),
  };
  return (
    <p ref={paragraph} aria-live="polite" data-testid="aliyun-open-limit">
      {sentence
        .split(/(\{\{\w+\}\})/)
        .map((part, index) =>
          Object.hasOwn(figures, part) ? <mark key={index}>{figures[part]}</mark> : part,
        )}
    </p>
  );
}
