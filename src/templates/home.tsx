import { css } from '@emotion/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Icon } from '../components/Icon';
import { Seo } from '../components/Seo';
import { SmartLink } from '../components/SmartLink';
import { siteConfig } from '../config';
import { media } from '../lib/constants';
import type { ContentPageContext } from '../lib/pageContext';
import { pageContent, pageLocation } from './queryData';
import { SiteLayout } from '../layout/SiteLayout';
import { SponsorSlot } from '../components/SponsorSlot';
import { ContentHost } from '../mdx/ContentHost';
import { markdownStyles } from '../styles/markdownStyles';
import { radius, vars } from '../styles/tokens';
import { LOCALES } from '../lib/locales';
import { webSite } from '../lib/structuredData';
import { absoluteUrl, localiseLink } from '../lib/urls';

const styles = {
  partner: css`
    max-width: 46rem;
    margin: 1.5rem auto 0;
    padding: 0 1rem;
  `,
  hero: css`
    padding: 4rem 1.5rem 3rem;
    text-align: center;
    ${media.mobile} {
      padding: 2.5rem 1rem 2rem;
    }
  `,
  image: css`
    width: 10rem;
    height: 10rem;
    margin: 0 auto 1.25rem;
    display: block;
  `,
  title: css`
    margin: 0;
    font-size: clamp(2.2rem, 6vw, 3.5rem);
    line-height: 1.15;
    color: ${vars.brand};
  `,
  tagline: css`
    max-width: 40rem;
    margin: 1rem auto 0;
    font-size: 1.2rem;
    color: ${vars.textSoft};
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.75rem;
    margin-top: 2rem;
  `,
  action: (primary: boolean) => css`
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    padding: 0.6rem 1.5rem;
    border: 2px solid ${vars.brand};
    border-radius: 2rem;
    background: ${primary ? vars.brand : 'transparent'};
    color: ${primary ? vars.onBrand : vars.brand};
    font-weight: 600;
    text-decoration: none;
    &:hover {
      color: ${primary ? vars.onBrand : vars.brandStrong};
      background: ${primary ? vars.brandStrong : vars.brandSoft};
      border-color: ${vars.brandStrong};
    }
  `,
  features: css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
    gap: 1rem;
    max-width: 72rem;
    margin: 0 auto;
    padding: 1rem 1.5rem 3rem;
    list-style: none;
  `,
  feature: css`
    height: 100%;
    padding: 1.25rem;
    border: 1px solid ${vars.divider};
    border-radius: ${radius.normal};
    background: ${vars.bgSoft};
    h2 {
      display: flex;
      align-items: center;
      gap: 0.5rem;
      margin: 0 0 0.5rem;
      font-size: 1.1rem;
    }
    h2 svg {
      color: ${vars.brand};
      font-size: 1.3rem;
    }
    p {
      margin: 0;
      color: ${vars.textSoft};
    }
  `,
  body: css`
    max-width: 60rem;
    margin: 0 auto;
    padding: 0 1.5rem 3rem;
  `,
};

export default function HomeTemplate({
  data,
  pageContext,
}: PageProps<Queries.HomePageQuery, ContentPageContext>) {
  const { mdx, fm } = pageContent(data.mdx, pageContext.pagePath);
  const locale = pageContext.language;
  const href = (link: string) => localiseLink(link, locale);
  const heroImage = fm.heroImage ?? siteConfig.logo;
  const features = [...(fm.features ?? []), ...(fm.highlights ?? [])];
  return (
    <SiteLayout
      page={pageLocation(pageContext)}
      footer={{ text: fm.footer, copyright: fm.copyright }}
    >
      <main id="main-content" tabIndex={-1}>
        <SponsorSlot name="home" locale={locale} css={styles.partner} />
        <header css={styles.hero}>
          <img
            src={heroImage}
            alt={fm.heroAlt ?? ''}
            css={styles.image}
            className={fm.heroImageDark ? 'only-light' : undefined}
            width={160}
            height={160}
          />
          {fm.heroImageDark && (
            <img
              src={fm.heroImageDark}
              alt={fm.heroAlt ?? ''}
              css={styles.image}
              className="only-dark"
              width={160}
              height={160}
            />
          )}
          <h1 css={styles.title}>{fm.heroText ?? mdx.title}</h1>
          {fm.tagline && <p css={styles.tagline}>{fm.tagline}</p>}
          {fm.actions && fm.actions.length > 0 && (
            <div css={styles.actions}>
              {fm.actions.map((action) => (
                <SmartLink
                  key={action.link}
                  href={href(action.link)}
                  css={styles.action(action.type === 'primary')}
                  externalIcon={false}
                >
                  {action.text}
                </SmartLink>
              ))}
            </div>
          )}
        </header>
        {features.length > 0 && (
          <ul css={styles.features}>
            {features.map((feature) => (
              <li key={feature.title}>
                <section css={styles.feature}>
                  <h2>
                    {feature.icon && <Icon name={feature.icon} />}
                    {feature.link ? (
                      <SmartLink href={href(feature.link)}>{feature.title}</SmartLink>
                    ) : (
                      feature.title
                    )}
                  </h2>
                  {feature.details && <p>{feature.details}</p>}
                </section>
              </li>
            ))}
          </ul>
        )}
        <div css={[markdownStyles, styles.body]}>
          <ContentHost content={mdx.content} />
        </div>
      </main>
    </SiteLayout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.HomePageQuery, ContentPageContext>) {
  const locale = pageContext.language;
  return (
    <Seo
      locale={locale}
      path={pageContext.pagePath}
      title={null}
      description={data.mdx?.frontmatter?.tagline ?? data.mdx?.description}
      alternates={pageContext.alternates}
      structuredData={[
        webSite({
          name: siteConfig.title[locale],
          description: siteConfig.description[locale],
          inLanguage: LOCALES[locale].lang,
          url: absoluteUrl(siteConfig.url, pageContext.pagePath),
        }),
      ]}
    />
  );
}

export const query = graphql`
  query HomePage($id: String!, $language: String!, $pagePath: String!, $data: JSON) {
    mdx(id: { eq: $id }) {
      ...PageContent
      frontmatter {
        heroText
        tagline
        heroImage
        heroImageDark
        heroAlt
        actions {
          text
          link
          type
        }
        features {
          icon
          title
          details
          link
        }
        highlights {
          icon
          title
          details
          link
        }
      }
    }
  }
`;
