import { serverHtml } from '../../utils/serverRender';
import { Seo } from '../../../src/components/Seo';

const PREVIEW_URL = 'https://deploy-preview-42--docs.example';

// What a preview build's site data holds: its own address (gatsby/lib/siteData.ts) and the preview.
jest.mock('../../../src/config', () => {
  const actual = jest.requireActual<typeof import('../../../src/config')>('../../../src/config');
  return {
    ...actual,
    siteConfig: { ...actual.siteConfig, url: 'https://deploy-preview-42--docs.example' },
    previewBuild: {
      url: 'https://deploy-preview-42--docs.example',
      branch: 'docs/typo',
      pullRequest: 42,
      commit: 'abc1234',
    },
  };
});

describe('the head of every page in a deploy preview', () => {
  const html = serverHtml(
    <Seo
      locale="zh"
      path="/zh/guide/"
      title="指南"
      alternates={[{ locale: 'en', path: '/guide/', exists: true }]}
    />,
  );

  it('asks search engines not to index it', () => {
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("names the preview's own address in canonical, hreflang, og:url and og:image", () => {
    expect(html).toContain(`<link rel="canonical" href="${PREVIEW_URL}/zh/guide/"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en-US" href="${PREVIEW_URL}/guide/"/>`);
    expect(html).toContain(`<meta property="og:url" content="${PREVIEW_URL}/zh/guide/"/>`);
    expect(html).toContain(
      `<meta property="og:image" content="${PREVIEW_URL}/img/social-card.png"/>`,
    );
    expect(html).not.toContain('alist.nn.ci');
  });
});
