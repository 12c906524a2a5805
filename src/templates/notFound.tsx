import { css } from '@emotion/react';
import { navigate, type HeadProps, type PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { common, translate, useTranslation } from '../i18n/translation';
import { Seo } from '../components/Seo';
import { LOCALE_CODES, LOCALES } from '../lib/locales';
import type { BasePageContext } from '../lib/pageContext';
import { useCanonicalPage } from '../hooks/useCanonicalPage';
import { SiteLayout } from '../layout/SiteLayout';
import { radius, vars } from '../styles/tokens';
import { localeHome } from '../lib/urls';
import { SmartLink } from '../components/SmartLink';

const HINTS = [
  'notFound.hints.0',
  'notFound.hints.1',
  'notFound.hints.2',
  'notFound.hints.3',
] as const;

const styles = {
  /**
   * While the address is checked against the page list the 404 stays invisible,
   * so a move to the real page shows no flash; without scripts it appears anyway.
   */
  holdBack: css`
    opacity: 0;
    animation: reveal 0s linear 800ms forwards;
    @keyframes reveal {
      to {
        opacity: 1;
      }
    }
  `,
  main: css`
    display: flex;
    flex-direction: column;
    align-items: center;
    padding: 5rem 1.5rem;
    text-align: center;
    &:focus {
      outline: none;
    }
  `,
  code: css`
    margin: 0;
    font-size: clamp(5rem, 18vw, 9rem);
    font-weight: 800;
    line-height: 1;
    color: ${vars.brand};
  `,
  title: css`
    margin: 1rem 0 0.5rem;
    font-size: 1.75rem;
  `,
  hint: css`
    min-height: 1.7em;
    margin: 0 0 2rem;
    color: ${vars.textSoft};
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.75rem;
  `,
  button: (primary: boolean) => css`
    padding: 0.55rem 1.4rem;
    border: 2px solid ${vars.brand};
    border-radius: ${radius.normal};
    background: ${primary ? vars.brand : 'transparent'};
    color: ${primary ? vars.onBrand : vars.brand};
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
    &:hover {
      color: ${primary ? vars.onBrand : vars.brandStrong};
      background: ${primary ? vars.brandStrong : vars.brandSoft};
    }
  `,
};

export default function NotFoundTemplate({
  pageContext,
  location,
}: PageProps<object, BasePageContext>) {
  const { t } = useTranslation();
  const locale = pageContext.language;
  // The hint is random, so it is picked after hydration to match the server's HTML.
  const [hint, setHint] = useState<number | null>(null);

  useEffect(() => {
    setHint(Math.floor(Math.random() * HINTS.length));
  }, []);

  const looking = useCanonicalPage(location);

  return (
    <SiteLayout page={{ pathname: location.pathname, locale, alternates: pageContext.alternates }}>
      <main
        id="main-content"
        tabIndex={-1}
        css={[styles.main, looking && styles.holdBack]}
        aria-busy={looking}
      >
        <p css={styles.code} aria-hidden="true">
          404
        </p>
        <h1 css={styles.title}>{t('notFound.title')}</h1>
        <p css={styles.hint}>{hint === null ? '' : t(HINTS[hint]!)}</p>
        <div css={styles.actions}>
          <button
            type="button"
            css={styles.button(false)}
            onClick={() => {
              if (window.history.length > 1) window.history.back();
              else void navigate(localeHome(locale));
            }}
          >
            {t('notFound.back')}
          </button>
          <SmartLink href={localeHome(locale)} css={styles.button(true)}>
            {t('notFound.home')}
          </SmartLink>
        </div>
      </main>
    </SiteLayout>
  );
}

export function Head({ pageContext }: HeadProps<object, BasePageContext>) {
  return (
    <Seo
      locale={pageContext.language}
      path={pageContext.pagePath}
      title={translate(common, pageContext.language, 'notFound.title')}
      alternates={LOCALE_CODES.filter((other) => other !== pageContext.language).map((other) => ({
        locale: other,
        path: `${LOCALES[other].prefix}/404.html`,
        exists: true,
      }))}
      noIndex
    />
  );
}
