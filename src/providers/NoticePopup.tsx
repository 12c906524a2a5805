import { css } from '@emotion/react';
import { navigate } from 'gatsby';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n/translation';
import { Dialog, dialogButtons } from '../components/Dialog';
import { Icon } from '../components/Icon';
import noticeContent from '../config/noticeContent.generated.json';
import type { NoticeContent } from '../config/types';
import { isPlainClick, type ClickLike } from '../lib/linkClicks';
import type { Locale } from '../lib/locales';
import { classifyHref, localiseLink } from '../lib/urls';
import { markdownStyles } from '../styles/markdownStyles';
import { radius, vars } from '../styles/tokens';

// Written from NoticeContent values by gatsby/lib/siteData.ts.
const notices = noticeContent as unknown as NoticeContent[];

const styles = {
  corner: css`
    position: fixed;
    right: 1rem;
    bottom: 1rem;
    z-index: 150;
    width: min(24rem, calc(100vw - 2rem));
    max-height: min(32rem, calc(100vh - 6rem));
    overflow: auto;
    padding: 1rem 1.1rem;
    border: 1px solid ${vars.border};
    border-radius: ${radius.normal};
    background: ${vars.bg};
    color: ${vars.text};
    box-shadow: ${vars.shadow};
    font-size: 0.9rem;
  `,
  header: css`
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: 0.5rem;
  `,
  title: css`
    margin: 0 0 0.5rem;
    font-size: 1.05rem;
  `,
  close: css`
    flex: none;
    display: inline-flex;
    padding: 0.25rem;
    border: 0;
    border-radius: ${radius.small};
    background: none;
    color: ${vars.textSoft};
    cursor: pointer;
    &:hover {
      color: ${vars.brand};
    }
  `,
  body: css`
    ol,
    ul {
      padding-left: 1.3rem;
    }
    li + li {
      margin-top: 0.35rem;
    }
  `,
};

export interface NoticePopupProps {
  index: number;
  locale: Locale;
  /** Called when the reader closes the notice or takes any action. */
  onDone(): void;
}

/**
 * Any link in a notice counts as taking an action. A site path opens in-site
 * on a plain click; anything else is left to the browser, as the click rules say.
 */
function follow(
  event: ClickLike & { preventDefault(): void },
  href: string,
  target: string | null,
  onDone: () => void,
) {
  onDone();
  if (classifyHref(href) !== 'page' || !isPlainClick(event, target)) return;
  event.preventDefault();
  void navigate(href);
}

/** One notice (spec §4): a corner popup, or a modal dialog with `fullscreen`. */
export default function NoticePopup({ index, locale, onDone }: NoticePopupProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);
  const notice = notices[index];

  // Links inside the notice's HTML follow the same rules as the site's own links.
  useEffect(() => {
    const element = body.current;
    if (!element) return undefined;
    for (const link of element.querySelectorAll('a[href]')) {
      if (classifyHref(link.getAttribute('href')!) === 'external') {
        link.setAttribute('target', '_blank');
        link.setAttribute('rel', 'noopener noreferrer');
      }
    }
    const onClick = (event: globalThis.MouseEvent) => {
      const link = (event.target as Element).closest('a[href]');
      if (link) follow(event, link.getAttribute('href')!, link.getAttribute('target'), onDone);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [index, locale, onDone]);

  useEffect(() => {
    if (notice?.fullscreen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && body.current?.parentElement?.contains(document.activeElement)) {
        onDone();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [notice, onDone]);

  if (!notice) return null;

  const content = (
    <>
      <div
        ref={body}
        css={[markdownStyles, styles.body]}
        dangerouslySetInnerHTML={{ __html: notice.html[locale] }}
      />
      {(notice.actions.length > 0 || notice.confirm) && (
        <div css={dialogButtons.row}>
          {notice.actions.map((action) => {
            const href = localiseLink(action.link, locale);
            const external = classifyHref(href) === 'external';
            return (
              <a
                key={`${action.link}-${action.text[locale]}`}
                href={href}
                css={dialogButtons.button(action.type === 'primary')}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={(event) => follow(event, href, external ? '_blank' : null, onDone)}
              >
                {action.text[locale]}
              </a>
            );
          })}
          {notice.confirm && (
            <button type="button" css={dialogButtons.button(true)} onClick={onDone}>
              {t('notice.confirm')}
            </button>
          )}
        </div>
      )}
    </>
  );

  if (notice.fullscreen) {
    return (
      <Dialog title={notice.title[locale]} onDismiss={onDone}>
        {content}
      </Dialog>
    );
  }

  return (
    <div role="dialog" aria-labelledby={titleId} css={styles.corner} className="no-print">
      <div css={styles.header}>
        <h2 id={titleId} css={styles.title}>
          {notice.title[locale]}
        </h2>
        {!notice.confirm && (
          <button type="button" css={styles.close} aria-label={t('notice.close')} onClick={onDone}>
            <Icon name="close" />
          </button>
        )}
      </div>
      {content}
    </div>
  );
}
