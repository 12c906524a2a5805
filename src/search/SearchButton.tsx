import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../components/Icon';
import { siteConfig } from '../config';
import { algoliaOrigin, searchModeFor } from '../lib/search/mode';
import { isApplePlatform } from '../lib/search/shortcut';
import { usePage } from '../providers/PageProvider';
import { usePreconnect } from './usePreconnect';
import { useSearchLauncher } from './useSearchLauncher';
import * as s from './SearchButton.styles';
import { ErrorBoundary } from '../components/ErrorBoundary';

/** The navbar's search box: a button rendered with the page; the dialog loads when it is used. */
export function SearchButton() {
  const { t } = useTranslation();
  const { locale } = usePage();
  const { Modal, failed, open, close, button } = useSearchLauncher();
  const mode = searchModeFor(siteConfig.search, locale);
  usePreconnect(mode.kind === 'algolia' ? algoliaOrigin(mode.appId) : null);
  // The server cannot know the keyboard; Ctrl until the browser says otherwise.
  const [modifier, setModifier] = useState('Ctrl');
  useEffect(() => {
    if (isApplePlatform(navigator.platform)) setModifier('⌘');
  }, []);

  return (
    <span css={s.anchor}>
      <button
        ref={button}
        type="button"
        css={s.button}
        onClick={open}
        aria-keyshortcuts="Control+K Meta+K /"
      >
        <Icon name="search" />
        {/* The name is the visible word and the rest of the phrase (WCAG 2.5.3, label in name). */}
        <span>
          {t('search.button')}
          <span css={s.nameRest}>{t('search.buttonRest')}</span>
        </span>
        <kbd aria-hidden="true">{modifier}</kbd>
        <kbd aria-hidden="true">K</kbd>
      </button>
      {/* The dialog's code could not be fetched: say so where the reader looked, until they try again. */}
      {failed && (
        <span role="alert" css={s.failure}>
          {t('search.unavailable')}
        </span>
      )}
      {Modal && (
        <ErrorBoundary part="widget" name="search dialog">
          <Modal locale={locale} initialQuery="" onClose={close} />
        </ErrorBoundary>
      )}
    </span>
  );
}
