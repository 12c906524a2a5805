import { css } from '@emotion/react';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/translation';
import type { CommentsConfig } from '../config';
import { useCommentsWidget } from '../hooks/useCommentsWidget';
import { usePageLoaded } from '../hooks/usePageLoaded';
import { giscusProps, type CommentsStatus } from '../lib/comments';
import type { Locale } from '../lib/locales';
import { useColorMode } from '../providers/ColorModeProvider';
import { vars } from '../styles/tokens';

const failedStyle = css`
  margin: 0;
  color: ${vars.textSoft};
`;

export interface CommentsWidgetProps {
  config: CommentsConfig;
  locale: Locale;
  /** Tells the placeholder (./Comments.tsx) the area's status, for its `data-comments`. */
  onStatus: (status: CommentsStatus) => void;
}

/**
 * The `comments` chunk, rendered by ./Comments.tsx inside its section once
 * the area nears the viewport: after the page's load event it fetches giscus
 * (itself a chunk of its own, src/hooks/useCommentsWidget.ts), follows the
 * colour mode, and gives way to one line of text when giscus cannot be reached.
 */
export function CommentsWidget({ config, locale, onStatus }: CommentsWidgetProps) {
  const { t } = useTranslation();
  const { theme } = useColorMode();
  const loaded = usePageLoaded();
  const { status, Widget } = useCommentsWidget(loaded);
  const failed = status === 'failed';
  useEffect(() => onStatus(status), [onStatus, status]);

  return (
    <>
      {Widget && (
        // Kept while failed: a frame that answers late still shows.
        <div hidden={failed}>
          <Widget {...giscusProps(config, locale, theme)} />
        </div>
      )}
      <p role="status" css={failedStyle}>
        {failed ? t('comments.failed') : ''}
      </p>
    </>
  );
}
