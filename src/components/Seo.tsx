import { previewBuild, siteConfig } from '../config';
import { SOCIAL_IMAGE } from '../lib/constants';
import { LOCALES, type Locale } from '../lib/locales';
import type { Alternate } from '../lib/pageContext';
import { jsonLdText, type JsonLd } from '../lib/structuredData';
import { absoluteUrl } from '../lib/urls';

export interface SeoProps {
  locale: Locale;
  /** Canonical path of the page. */
  path: string;
  /** Page title; the site title alone when absent. */
  title?: string | null;
  description?: string | null;
  alternates: Alternate[];
  noIndex?: boolean;
  /** Open Graph type: `article` for documentation pages. */
  type?: 'article' | 'website';
  /** JSON-LD descriptions of the page (null entries are skipped). */
  structuredData?: ReadonlyArray<JsonLd | null>;
}

/** `en-US` → `en_US`, the form Open Graph locales take. */
const openGraphLocale = (locale: Locale) => LOCALES[locale].lang.replace('-', '_');

/**
 * <html lang>, title, description, robots, canonical and hreflang links, Open
 * Graph and Twitter card tags and JSON-LD for a page's <head>. A deploy
 * preview is never indexed, whatever the page.
 */
export function Seo({
  locale,
  path,
  title,
  description,
  alternates,
  noIndex,
  type = 'website',
  structuredData = [],
}: SeoProps) {
  const siteTitle = siteConfig.title[locale];
  const fullTitle = title && title !== siteTitle ? `${title} | ${siteTitle}` : siteTitle;
  const summary = description || siteConfig.description[locale];
  const url = (target: string) => absoluteUrl(siteConfig.url, target);
  const translations = alternates.filter((alternate) => alternate.exists);
  return (
    <>
      <html lang={LOCALES[locale].lang} />
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      {(noIndex || previewBuild !== null) && <meta name="robots" content="noindex" />}
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
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteTitle} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={url(path)} />
      <meta property="og:locale" content={openGraphLocale(locale)} />
      {translations.map((alternate) => (
        <meta
          key={alternate.locale}
          property="og:locale:alternate"
          content={openGraphLocale(alternate.locale)}
        />
      ))}
      <meta property="og:image" content={url(SOCIAL_IMAGE.path)} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE.height)} />
      <meta property="og:image:alt" content={siteTitle} />
      <meta name="twitter:card" content="summary_large_image" />
      {structuredData.map(
        (data, index) =>
          data && (
            <script
              key={index}
              type="application/ld+json"
              // Escaped by jsonLdText: no text in the data can close the script.
              dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
            />
          ),
      )}
      <link rel="icon" href={siteConfig.logo} type="image/svg+xml" />
      <link rel="icon" href="/favicon.ico" sizes="48x48" />
    </>
  );
}
