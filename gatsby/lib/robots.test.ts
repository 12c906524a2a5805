import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  it('lets crawlers in and points them to the sitemap at the site address', () => {
    expect(robotsTxt('https://docs.example', false)).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://docs.example/sitemap.xml\n',
    );
  });

  it('keeps every crawler out of a deploy preview', () => {
    const text = robotsTxt('https://deploy-preview-7--docs.example', true);
    expect(text).toBe('User-agent: *\nDisallow: /\n');
    expect(text).not.toContain('Allow: /\n');
  });
});
