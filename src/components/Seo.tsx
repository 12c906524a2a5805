import { siteConfig } from '../config';
import { LOCALES, type Locale } from '../lib/locales';
import type { Alternate } from '../lib/pageContext';

export interface SeoProps {
  locale: Locale;
  /** Canonical path of the page. */
  path: string;
  /** Page title; the site title alone when absent. */
  title?: string | null;
  description?: string | null;
  alternates: Alternate[];
  noIndex?: boolean;
}

/** <html lang>, title, description, canonical and hreflang links for a page's <head>. */
export function Seo({ locale, path, title, description, alternates, noIndex }: SeoProps) {
  const siteTitle = siteConfig.title[locale];
  const fullTitle = title && title !== siteTitle ? `${title} | ${siteTitle}` : siteTitle;
  const summary = description || siteConfig.description[locale];
  const url = (target: string) => `${siteConfig.url}${encodeURI(target)}`;
  const translations = alternates.filter((alternate) => alternate.exists);
  return (
    <>
      <html lang={LOCALES[locale].lang} />
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url(path)} />
      {translations.length > 0 && (
        <>
          <link rel="alternate" hrefLang={LOCALES[locale].lang} href={url(path)} />
          {translations.map((alternate) => (
            <link
              key={alternate.locale}
              rel="alternate"
              hrefLang={LOCALES[alternate.locale].lang}
              href={url(alternate.path)}
            />
          ))}
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteTitle} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={url(path)} />
      <meta property="og:locale" content={LOCALES[locale].lang.replace('-', '_')} />
      <link rel="icon" href={siteConfig.logo} type="image/svg+xml" />
      <link rel="icon" href="/favicon.ico" sizes="48x48" />
    </>
  );
}
