import { useEffect, useRef, type HTMLAttributes } from 'react';
import { NO_CONTENT, pageContentOf, type PageContent } from '../lib/pageContent';
import { attachContentBehaviours } from './behaviours/contentBehaviours';
import { useTranslation } from '../i18n/translation';
import { PageDataProvider } from '../providers/PageDataProvider';
import { usePagePath } from '../providers/PageProvider';
import { useIslands } from './islands/useIslands';
import {
  loadContentStylesheet,
  loadContentStylesheetOnIntent,
  servedStylesFor,
} from './contentStylesheet';

export interface ContentHostProps extends Omit<HTMLAttributes<HTMLDivElement>, 'content'> {
  /** The page's `Mdx.content`: the build's HTML of it and its islands (src/lib/pageContent.ts). */
  content: unknown;
  /**
   * False where the content's forms are the page's purpose (a tool page): they
   * mount at once instead of waiting for the reader to turn to them.
   */
  formsWait?: boolean;
}

/**
 * Holds a page's content: the HTML the build drew, the same on a first visit
 * and after an in-site navigation. React never draws inside it: the content
 * behaviours (links, copy buttons, tabs) work on that DOM, and the islands
 * mount over their marks on their own (useIslands). Each page gets a holder of
 * its own, so nothing of the page before stays.
 */
export function ContentHost({ content, ...props }: ContentHostProps) {
  const page = usePagePath();
  const known = pageContentOf({ data: { mdx: { content } } }) ?? NO_CONTENT;
  useEffect(() => {
    // The server styled this page; the next one the stylesheet will.
    if (servedStylesFor(page ?? '')) return loadContentStylesheetOnIntent();
    loadContentStylesheet();
    return undefined;
  }, [page]);
  return <PageContentHost key={page} content={known} {...props} />;
}

function PageContentHost({
  content,
  formsWait = true,
  ...props
}: Omit<ContentHostProps, 'content'> & { content: PageContent }) {
  const root = useRef<HTMLDivElement>(null);
  const { language } = useTranslation();
  useEffect(() => {
    const element = root.current;
    return element ? attachContentBehaviours(element, language) : undefined;
  }, [content.html, language]);
  const islands = useIslands(root, content, formsWait);
  return (
    <>
      <div
        data-content-host=""
        {...props}
        ref={root}
        dangerouslySetInnerHTML={{ __html: content.html }}
      />
      <PageDataProvider value={content.data}>{islands}</PageDataProvider>
    </>
  );
}
