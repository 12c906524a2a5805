import { css } from '@emotion/react';
import { Slice } from 'gatsby';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { ApiServerSelect } from '../components/ApiServerSelect';
import { Icon } from '../components/Icon';
import { SponsorSlot } from '../components/SponsorSlot';
import type { CommentsConfig } from '../config';
import { useLazyImageViewer } from './imageViewer/useLazyImageViewer';
import { useLocationChange } from '../hooks/useLocationChange';
import { useSwipe } from '../hooks/useSwipe';
import { media } from '../lib/constants';
import type { TocItem } from '../lib/headings';
import type { ContentPageContext } from '../lib/pageContext';
import { markdownStyles } from '../styles/markdownStyles';
import { layout, radius, vars } from '../styles/tokens';
import { Breadcrumbs } from './Breadcrumbs';
import { TranslationNotice } from '../components/TranslationNotice';
import { Comments } from './Comments';
import type { FooterText } from './Footer';
import { PageByline, type PageBylineData } from './PageByline';
import { PageMeta, type PageMetaData } from './PageMeta';
import { PageNav } from './PageNav';
import { PrintButton } from './PrintButton';
import { Sidebar } from './Sidebar/Sidebar';
import { SiteLayout } from './SiteLayout';
import { Toc, TocList } from './Toc';

const styles = {
  columns: css`
    display: flex;
    justify-content: center;
    gap: 2.5rem;
    padding: 2rem 2rem 3rem;
    ${media.mobile} {
      padding: 1rem 1.1rem 2rem;
    }
  `,
  main: css`
    flex: 1;
    min-width: 0;
    max-width: ${layout.contentWidth};
    &:focus {
      outline: none;
    }
  `,
  title: css`
    margin: 0 0 0.5rem;
    font-size: 2.1rem;
    line-height: 1.25;
  `,
  tocColumn: css`
    flex: none;
    width: ${layout.tocWidth};
    ${media.belowDesktop} {
      display: none;
    }
  `,
  inlineTocPrint: css`
    float: right;
    margin-top: -1.9rem;
  `,
  inlineToc: css`
    margin: 0 0 1.5rem;
    padding: 0.5rem 1rem;
    border: 1px solid ${vars.divider};
    border-radius: ${radius.normal};
    background: ${vars.bgSoft};
    summary {
      cursor: pointer;
      font-weight: 600;
    }
    ul {
      margin: 0.5rem 0 0;
      padding-left: 1.25rem;
    }
    ${media.desktop} {
      display: none;
    }
  `,
  sidebarSponsor: css`
    margin-top: 1.5rem;
  `,
  contentApiServer: css`
    max-width: 24rem;
  `,
  docTopSponsor: css`
    margin: 0 0 1.25rem;
  `,
  sidebarToggle: css`
    display: flex;
    align-items: center;
    gap: 0.5rem;
    width: 100%;
    padding: 0.6rem 1.1rem;
    border: 0;
    border-bottom: 1px solid ${vars.divider};
    background: ${vars.bgSoft};
    color: ${vars.textSoft};
    cursor: pointer;
    ${media.aboveMobile} {
      display: none;
    }
  `,
};

export interface DocLayoutProps {
  pathname: string;
  context: ContentPageContext;
  title: string;
  /** The body opens with its own h1, so the layout does not add one. */
  hasTitleHeading: boolean;
  toc: TocItem[] | null;
  sidebarHeadings: TocItem[];
  info: PageBylineData;
  meta: PageMetaData;
  showBreadcrumb: boolean;
  footer: FooterText;
  /** The comment settings for this page, or null for no comment area (src/lib/commentsFor.ts). */
  comments?: CommentsConfig | null;
  children: ReactNode;
}

/** A documentation page: sidebar, breadcrumbs, title, page info, content, meta, prev/next and contents. */
export function DocLayout(props: DocLayoutProps) {
  const { t } = useTranslation();
  const { context, pathname } = props;
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const sidebarToggle = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [viewerOpen, setViewerOpen] = useState(false);
  useLazyImageViewer(body, pathname, setViewerOpen);
  useLocationChange(pathname, closeSidebar);
  // Swipes inside the image viewer move between images; they must not open the sidebar.
  useSwipe(
    (direction) => setSidebarOpen(direction === 'open'),
    Boolean(context.sidebar) && !viewerOpen,
  );

  const aside = context.sidebar ? (
    <Sidebar open={sidebarOpen} onClose={closeSidebar} opener={sidebarToggle}>
      {pathname.includes('/drivers/') && <ApiServerSelect />}
      <Slice alias="sidebar" allowEmpty pathname={pathname} headings={props.sidebarHeadings} />
      <SponsorSlot name="sidebar" locale={context.language} css={styles.sidebarSponsor} />
    </Sidebar>
  ) : null;

  return (
    <SiteLayout
      page={{ pathname, locale: context.language, alternates: context.alternates }}
      aside={aside}
      footer={props.footer}
    >
      {context.sidebar && (
        <button
          ref={sidebarToggle}
          type="button"
          css={styles.sidebarToggle}
          aria-controls="docs-sidebar"
          aria-expanded={sidebarOpen}
          onClick={() => setSidebarOpen(true)}
        >
          <Icon name="menu" />
          {t('sidebar.open')}
        </button>
      )}
      <div css={styles.columns}>
        <main id="main-content" tabIndex={-1} css={styles.main}>
          <article>
            {!context.sidebar && <ApiServerSelect css={styles.contentApiServer} />}
            <SponsorSlot name="docTop" locale={context.language} css={styles.docTopSponsor} />
            {props.showBreadcrumb && <Breadcrumbs crumbs={context.breadcrumbs} />}
            {!props.hasTitleHeading && <h1 css={styles.title}>{props.title}</h1>}
            <PageByline info={props.info} locale={context.language} />
            <TranslationNotice page={context} />
            {props.toc && props.toc.length > 0 && (
              <details css={styles.inlineToc} className="no-print">
                <summary>{t('toc.title')}</summary>
                <div css={styles.inlineTocPrint}>
                  <PrintButton />
                </div>
                <TocList items={props.toc} />
              </details>
            )}
            <div css={markdownStyles} data-search-body ref={body}>
              {props.children}
            </div>
            <PageMeta meta={props.meta} locale={context.language} />
            <PageNav prev={context.prev} next={context.next} />
          </article>
          {props.comments && (
            // One widget per page: giscus finds the discussion from the address once.
            <Comments key={pathname} config={props.comments} locale={context.language} />
          )}
        </main>
        {props.toc && (
          <div css={styles.tocColumn}>
            <Toc items={props.toc} />
          </div>
        )}
      </div>
    </SiteLayout>
  );
}
