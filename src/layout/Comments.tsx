import { css } from '@emotion/react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '../i18n/translation';
import type { CommentsConfig } from '../config';
import type { CommentsStatus } from '../lib/comments';
import { COMMENTS_PRELOAD_MARGIN_PX, COMMENTS_RESERVED_HEIGHT_PX } from '../lib/constants';
import type { Locale } from '../lib/locales';
import { anyIntersecting } from '../lib/viewport';
import { vars } from '../styles/tokens';
import type { CommentsWidgetProps } from './CommentsWidget';
import { ErrorBoundary } from '../components/ErrorBoundary';

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
};

export interface CommentsProps {
  config: CommentsConfig;
  locale: Locale;
}

/**
 * The comment area at the end of a documentation page, as the server renders
 * it: a labelled section with its heading and a reserved height. Everything
 * else (giscus, its wait and failure line, the theme) is the `comments` chunk
 * (./CommentsWidget), fetched once the area comes within
 * COMMENTS_PRELOAD_MARGIN_PX of the viewport (without IntersectionObserver:
 * after the page's load event), so no page's first load carries it.
 */
export function Comments({ config, locale }: CommentsProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<CommentsStatus>('waiting');
  const [Widget, setWidget] = useState<ComponentType<CommentsWidgetProps> | null>(null);

  useEffect(() => {
    const load = () => {
      stop();
      import(/* webpackChunkName: "comments" */ './CommentsWidget').then(
        (module) => setWidget(() => module.CommentsWidget),
        () => setStatus('failed'),
      );
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => anyIntersecting(entries) && load(), {
            rootMargin: `${COMMENTS_PRELOAD_MARGIN_PX}px 0px`,
          });
    const stop = () => {
      observer?.disconnect();
      window.removeEventListener('load', load);
    };
    if (observer && area.current) observer.observe(area.current);
    else if (document.readyState === 'complete') load();
    else window.addEventListener('load', load);
    return stop;
  }, []);

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
      <div ref={area} css={status === 'failed' ? undefined : styles.reserved}>
        {Widget && (
          <ErrorBoundary part="widget" name="comments">
            <Widget config={config} locale={locale} onStatus={setStatus} />
          </ErrorBoundary>
        )}
        {/* The widget's own chunk could not be fetched (offline): say so here. */}
        {!Widget && status === 'failed' && <p role="status">{t('comments.failed')}</p>}
      </div>
    </section>
  );
}
