import type { HeadProps } from 'gatsby';
import { serverHtml } from '../../utils/serverRender';
import { siteConfig } from '../../../src/config';
import type { ContentPageContext } from '../../../src/lib/pageContext';
import {
  ArticleHead,
  ContentHead,
  type ContentHeadData,
} from '../../../src/components/ContentHead';

const SITE = siteConfig.url;

const pageContext = {
  id: 'mdx-docker',
  key: 'guide/install/docker',
  title: 'Docker',
  language: 'en',
  pagePath: '/guide/install/docker.html',
  alternates: [{ locale: 'zh', path: '/zh/guide/install/docker.html', exists: true }],
  sidebar: null,
  prev: null,
  next: null,
  breadcrumbs: [
    { text: null, link: '/' },
    { text: 'Guide', link: '/guide/' },
    { text: 'Install', link: '/guide/install/' },
    { text: 'Docker' },
  ],
  editUrl: null,
} satisfies ContentPageContext;

const mdx: ContentHeadData['mdx'] = {
  title: 'Docker',
  description: 'Run the xhofe/alist image with docker run or Docker Compose',
  updatedTime: '2024-05-01T10:00:00+08:00',
  frontmatter: { lastUpdated: null, date: null },
};

function props(
  overrides: Partial<ContentHeadData['mdx']> = {},
): HeadProps<ContentHeadData, ContentPageContext> {
  return {
    data: { mdx: { ...mdx, ...overrides } },
    pageContext,
    location: { pathname: pageContext.pagePath },
    params: {},
  } as HeadProps<ContentHeadData, ContentPageContext>;
}

/** The content of every `<meta property|name="…">` with that key. */
function metas(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"/>`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1]!);
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe('the head of a documentation page', () => {
  const html = serverHtml(<ArticleHead {...props()} />);

  it('describes the page in its own words', () => {
    expect(metas(html, 'description')).toEqual([mdx.description]);
    expect(metas(html, 'og:description')).toEqual([mdx.description]);
    expect(metas(html, 'description')[0]).not.toBe(siteConfig.description.en);
  });

  it('has Open Graph and Twitter card tags with an absolute picture address', () => {
    expect(metas(html, 'og:type')).toEqual(['article']);
    expect(metas(html, 'og:title')).toEqual([`Docker | ${siteConfig.title.en}`]);
    expect(metas(html, 'og:url')).toEqual([`${SITE}/guide/install/docker.html`]);
    expect(metas(html, 'og:locale')).toEqual(['en_US']);
    expect(metas(html, 'og:locale:alternate')).toEqual(['zh_CN']);
    expect(metas(html, 'og:image')).toEqual([`${SITE}/img/social-card.png`]);
    expect(metas(html, 'og:image:width')).toEqual(['1200']);
    expect(metas(html, 'og:image:height')).toEqual(['630']);
    expect(metas(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metas(html, 'robots')).toEqual([]);
  });

  it('gives the visible breadcrumb trail and the article as JSON-LD', () => {
    const [breadcrumbs, article] = jsonLd(html);
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${SITE}/` },
        { position: 2, name: 'Guide', item: `${SITE}/guide/` },
        { position: 3, name: 'Install', item: `${SITE}/guide/install/` },
        { position: 4, name: 'Docker', item: `${SITE}/guide/install/docker.html` },
      ],
    });
    expect(article).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: 'Docker',
      description: mdx.description,
      inLanguage: 'en-US',
      url: `${SITE}/guide/install/docker.html`,
      mainEntityOfPage: `${SITE}/guide/install/docker.html`,
      dateModified: '2024-05-01T10:00:00+08:00',
      image: `${SITE}/img/social-card.png`,
    });
  });

  it('falls back to the site description, and hides a date the page hides', () => {
    const plain = serverHtml(
      <ArticleHead {...props({ description: null, frontmatter: { lastUpdated: false } })} />,
    );
    expect(metas(plain, 'description')).toEqual([siteConfig.description.en]);
    expect(jsonLd(plain)[1]).not.toHaveProperty('dateModified');
  });

  it('keeps quotes and script-closing text inside the JSON-LD', () => {
    const title = 'Say "hi" </script><script>alert(1)</script> & <b>';
    const tricky = serverHtml(<ArticleHead {...props({ title, description: 'a < b' })} />);
    expect(tricky.match(/<script/g)).toHaveLength(2);
    const article = jsonLd(tricky)[1]!;
    expect(article.headline).toBe(title);
    expect(article.description).toBe('a < b');
  });

  it('is a website, not an article, on other content pages', () => {
    const other = serverHtml(<ContentHead {...props()} />);
    expect(metas(other, 'og:type')).toEqual(['website']);
    expect(jsonLd(other).map((data) => data['@type'])).toEqual(['BreadcrumbList']);
  });
});
