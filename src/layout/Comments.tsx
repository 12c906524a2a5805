import { css } from '@emotion/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentsConfig } from '../config';
import { useCommentsWidget } from '../hooks/useCommentsWidget';
import { useNearViewport } from '../hooks/useNearViewport';
import { usePageLoaded } from '../hooks/usePageLoaded';
import { giscusProps } from '../lib/comments';
import { COMMENTS_PRELOAD_MARGIN_PX, COMMENTS_RESERVED_HEIGHT_PX } from '../lib/constants';
import type { Locale } from '../lib/locales';
import { useColorMode } from '../providers/ColorModeProvider';
import { vars } from '../styles/tokens';

const TITLE_ID = 'docs-comments-title';

const styles = {
  section: css`
    margin-top: 2.5rem;
    padding-top: 1.5rem;
    border-top: 1px solid ${vars.divider};
  `,
  title: css`
    margin: 0 0 1rem;
    font-size: 1.35rem;
  `,
  reserved: css`
    min-height: ${COMMENTS_RESERVED_HEIGHT_PX}px;
  `,
  failed: css`
    margin: 0;
    color: ${vars.textSoft};
  `,
};

export interface CommentsProps {
  config: CommentsConfig;
  locale: Locale;
}

/**
 * The comment area at the end of a documentation page: a labelled section
 * whose widget (giscus) is fetched only when the area nears the viewport
 * after the page has loaded, follows the colour mode, and gives way to one
 * line of text when giscus cannot be reached.
 */
export function Comments({ config, locale }: CommentsProps) {
  const { t } = useTranslation();
  const { theme } = useColorMode();
  const area = useRef<HTMLDivElement>(null);
  const near = useNearViewport(area, COMMENTS_PRELOAD_MARGIN_PX);
  const loaded = usePageLoaded();
  const { status, Widget } = useCommentsWidget(near && loaded);
  const failed = status === 'failed';

  return (
    <section
      aria-labelledby={TITLE_ID}
      css={styles.section}
      className="no-print"
      data-comments={status}
    >
      <h2 id={TITLE_ID} css={styles.title}>
        {t('comments.title')}
      </h2>
      <div ref={area} css={failed ? undefined : styles.reserved}>
        {Widget && (
          // Kept while failed: a frame that answers late still shows.
          <div hidden={failed}>
            <Widget {...giscusProps(config, locale, theme)} />
          </div>
        )}
        <p role="status" css={styles.failed}>
          {failed ? t('comments.failed') : ''}
        </p>
      </div>
    </section>
  );
}
