/**
 * The popups a page may show after hydration: the language prompt, then the
 * notice that fits the page (which waits while the prompt is open). This
 * chunk loads after hydration, so deciding whether anything shows costs the
 * first download nothing; each popup's own code loads only when it shows.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import rules from '../config/noticeRules.generated.json';
import type { NoticeRule } from '../config/types';
import type { Locale } from '../lib/locales';
import { findNotice, type MatchedNotice } from '../lib/notices';
import type { Alternate } from '../lib/pageContext';
import { createStorageSlot, storageKeys } from '../lib/storage';
import {
  LanguagePromptProvider,
  useLanguagePromptOpen,
} from './languagePrompt/LanguagePromptProvider';

const NoticePopup = lazy(() => import('./NoticePopup'));

// Written from NoticeRule values by gatsby/lib/siteData.ts.
const noticeRules = rules as unknown as NoticeRule[];

/**
 * Dismissals of this page view. With storage blocked a closed notice stays
 * closed until the next full load, and nothing throws.
 */
const dismissedThisView = new Set<string>();

const slotFor = (notice: MatchedNotice) =>
  createStorageSlot(storageKeys.notice(notice.key), notice.area);

/**
 * The notice popup (spec §4): after hydration, the first notice that fits the
 * page shows unless its flag is stored. Its words and popup load only then.
 */
function Notices({ pathname, locale }: { pathname: string; locale: Locale }) {
  const [notice, setNotice] = useState<MatchedNotice | null>(null);
  const promptOpen = useLanguagePromptOpen();

  useEffect(() => {
    const matched = findNotice(noticeRules, pathname, locale);
    const hidden =
      !matched || dismissedThisView.has(matched.key) || slotFor(matched).get() !== null;
    setNotice(hidden ? null : matched);
  }, [pathname, locale]);

  const dismiss = useCallback(() => {
    if (!notice) return;
    dismissedThisView.add(notice.key);
    slotFor(notice).set(String(Date.now()));
    setNotice(null);
  }, [notice]);

  if (!notice || promptOpen) return null;
  return (
    <Suspense fallback={null}>
      <NoticePopup index={notice.index} locale={locale} onDone={dismiss} />
    </Suspense>
  );
}

export interface PagePopupsProps {
  pathname: string;
  locale: Locale;
  alternates: readonly Alternate[];
  isNotFoundPage: boolean;
}

export default function PagePopups({
  pathname,
  locale,
  alternates,
  isNotFoundPage,
}: PagePopupsProps) {
  return (
    <LanguagePromptProvider locale={locale} alternates={alternates} isNotFoundPage={isNotFoundPage}>
      <Notices pathname={pathname} locale={locale} />
    </LanguagePromptProvider>
  );
}
