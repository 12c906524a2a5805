import { linkCardIcon } from '../../../src/lib/linkCard';

describe('linkCardIcon', () => {
  it('shows a download arrow for files, here or elsewhere', () => {
    expect(linkCardIcon('https://s3browser.com/download/s3browser-11-6-7.zip')).toBe('install');
    expect(linkCardIcon('https://example.com/setup.exe?mirror=1')).toBe('install');
    expect(linkCardIcon('/v3.sh')).toBe('install');
  });

  it('shows an outward arrow for other sites, pages included', () => {
    expect(linkCardIcon('https://github.com/s3drive/app')).toBe('external');
    expect(linkCardIcon('https://s3browser.com/download.aspx')).toBe('external');
    expect(linkCardIcon('https://example.com')).toBe('external');
    expect(linkCardIcon('https://example.com/docs/index.html')).toBe('external');
  });

  it('shows a link for pages of this site', () => {
    expect(linkCardIcon('/guide/advanced/s3.html')).toBe('link');
    expect(linkCardIcon('/guide/')).toBe('link');
  });
});
