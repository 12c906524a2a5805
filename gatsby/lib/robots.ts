/**
 * robots.txt, written by the build so its sitemap address follows site.yaml's
 * `url` (or a deploy preview's own address). A preview asks every crawler to
 * stay out; its pages also say `noindex`.
 */
export function robotsTxt(siteUrl: string, preview: boolean): string {
  if (preview) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
