import { breadcrumbList, jsonLdText, techArticle, webSite } from '../../../src/lib/structuredData';

const SITE = 'https://docs.example';

describe('breadcrumbList', () => {
  it('lists the trail the page shows, with full addresses and the page itself last', () => {
    expect(
      breadcrumbList(
        [
          { text: null, link: '/zh/' },
          { text: '指南', link: '/zh/guide/' },
          { text: '安装', link: '/zh/guide/install/' },
          { text: '使用 Docker' },
        ],
        { siteUrl: SITE, path: '/zh/guide/install/docker.html', homeName: '首页' },
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: '首页', item: 'https://docs.example/zh/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: '指南',
          item: 'https://docs.example/zh/guide/',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: '安装',
          item: 'https://docs.example/zh/guide/install/',
        },
        {
          '@type': 'ListItem',
          position: 4,
          name: '使用 Docker',
          item: 'https://docs.example/zh/guide/install/docker.html',
        },
      ],
    });
  });

  it('leaves out folders without a page and numbers the rest without gaps', () => {
    const list = breadcrumbList(
      [{ text: null, link: '/' }, { text: 'advanced' }, { text: 'Proxy' }],
      { siteUrl: SITE, path: '/guide/advanced/proxy.html', homeName: 'Home' },
    );
    expect(list?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://docs.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Proxy',
        item: 'https://docs.example/guide/advanced/proxy.html',
      },
    ]);
  });

  it('is null for a trail of one (a home page)', () => {
    expect(
      breadcrumbList([{ text: null, link: '/' }], { siteUrl: SITE, path: '/', homeName: 'Home' }),
    ).toBeNull();
  });
});

describe('techArticle', () => {
  const facts = {
    headline: 'Docker',
    description: 'Run the image.',
    inLanguage: 'en-US',
    url: 'https://docs.example/guide/install/docker.html',
  };

  it('describes a doc page with its git date', () => {
    expect(
      techArticle({
        ...facts,
        dateModified: '2024-05-01T10:00:00+08:00',
        image: 'https://docs.example/img/social-card.png',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: 'Docker',
      description: 'Run the image.',
      inLanguage: 'en-US',
      url: 'https://docs.example/guide/install/docker.html',
      mainEntityOfPage: 'https://docs.example/guide/install/docker.html',
      dateModified: '2024-05-01T10:00:00+08:00',
      image: 'https://docs.example/img/social-card.png',
    });
  });

  it('leaves unknown dates out instead of writing null', () => {
    const article = techArticle({ ...facts, dateModified: null, datePublished: null });
    expect(article).not.toHaveProperty('dateModified');
    expect(article).not.toHaveProperty('datePublished');
    expect(techArticle({ ...facts, datePublished: '2024-01-02' }).datePublished).toBe('2024-01-02');
  });
});

describe('webSite', () => {
  it('names the site in the home page language', () => {
    expect(
      webSite({
        name: 'AList v3 文档',
        description: 'AList v3 安装、配置与使用指南',
        inLanguage: 'zh-CN',
        url: 'https://docs.example/zh/',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'AList v3 文档',
      description: 'AList v3 安装、配置与使用指南',
      inLanguage: 'zh-CN',
      url: 'https://docs.example/zh/',
    });
  });
});

describe('jsonLdText', () => {
  const tricky = techArticle({
    headline: 'Quotes "here" & </script><script>alert(1)</script>',
    description: 'a < b > c <!-- d \u2028 e',
    inLanguage: 'en-US',
    url: 'https://docs.example/x.html',
  });

  it('cannot end its script element or open a comment', () => {
    const text = jsonLdText(tricky);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\"here\\"');
  });

  it('parses back to the same value', () => {
    expect(JSON.parse(jsonLdText(tricky))).toEqual(tricky);
  });
});
