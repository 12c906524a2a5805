import type { Locale } from '../lib/locales';
import type { Alternate } from '../lib/pageContext';
import { LanguagePromptProvider } from './languagePrompt/LanguagePromptProvider';
import { Notices } from './notice/Notices';

export interface PagePopupsProps {
  pathname: string;
  locale: Locale;
  alternates: readonly Alternate[];
  isNotFoundPage: boolean;
}

/**
 * The language prompt, then the notices (which wait while the prompt is open).
 * Loaded after hydration, so deciding whether anything shows costs the first
 * download nothing; each popup's own code loads only when it shows.
 */
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
