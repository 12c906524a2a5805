/**
 * The preview of a page: its title and body in the site's styles, in the
 * language being edited (Decap passes that language's fields).
 */
import { css } from '@emotion/react';
import { useEffect, useRef, type ComponentProps } from 'react';
import type { CMS } from '../cms';
import { markdownStyles } from '../../styles/markdownStyles';
import { layout } from '../../styles/tokens';
import { FrameStyles } from './FrameStyles';
import { MdxBody } from './MdxBody';
import { attachContentBehaviours } from '../../mdx/behaviours/contentBehaviours';
import { LanguageProvider } from '../../i18n/translation';
import { DEFAULT_LOCALE, isLocale, LOCALES } from '../../lib/locales';

type TemplateProps = ComponentProps<Parameters<CMS['registerPreviewTemplate']>[1]>;

const page = css`
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: 2rem 1.5rem 4rem;
`;

export function PagePreview(props: TemplateProps) {
  const { entry, document } = props;
  const edited = (props as TemplateProps & { locale?: string }).locale;
  const locale = isLocale(edited) ? edited : DEFAULT_LOCALE;
  const title = entry.getIn(['data', 'title']) as unknown;
  const body = entry.getIn(['data', 'body']) as unknown;
  // The same behaviours as a page's content (tabs, copy buttons): its components render markup only.
  const article = useRef<HTMLElement>(null);
  useEffect(
    () => (article.current ? attachContentBehaviours(article.current, locale) : undefined),
    [locale],
  );
  return (
    <FrameStyles document={document}>
      <LanguageProvider language={locale}>
        <article ref={article} css={[markdownStyles, page]} lang={LOCALES[locale].lang}>
          {typeof title === 'string' && title && <h1>{title}</h1>}
          <MdxBody source={typeof body === 'string' ? body : ''} locale={locale} />
        </article>
      </LanguageProvider>
    </FrameStyles>
  );
}
