import { localisedRedirects, redirectHtml } from './redirects';

describe('redirects', () => {
  it('applies every redirect in each locale', () => {
    expect(
      localisedRedirects([{ from: '/guide/drivers/sfpt.html', to: '/guide/drivers/sftp.html' }]),
    ).toEqual([
      { from: '/guide/drivers/sfpt.html', to: '/guide/drivers/sftp.html' },
      { from: '/zh/guide/drivers/sfpt.html', to: '/zh/guide/drivers/sftp.html' },
    ]);
  });

  it('writes a stub that forwards to the new address, keeping query and hash', () => {
    const html = redirectHtml('/guide/drivers/alist.html', 'https://alist.nn.ci');
    expect(html).toContain(
      '<meta http-equiv="refresh" content="0; url=/guide/drivers/alist.html">',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://alist.nn.ci/guide/drivers/alist.html">',
    );
    expect(html).toContain(
      '<script data-to="/guide/drivers/alist.html">location.replace(document.currentScript.getAttribute("data-to") + location.search + location.hash)</script>',
    );
  });

  it('writes English stubs in English and /zh/ stubs in Chinese', () => {
    const en = redirectHtml('/guide/drivers/alist.html', 'https://alist.nn.ci');
    expect(en).toContain('<html lang="en-US">');
    expect(en).toContain('This page has moved to');
    expect(en).not.toMatch(/[\u4e00-\u9fff]/);
    for (const to of ['/zh/guide/drivers/alist.html', '/zh/', '/zh']) {
      const zh = redirectHtml(to, 'https://alist.nn.ci');
      expect(zh).toContain('<html lang="zh-CN">');
      expect(zh).toContain('<title>页面已移至');
      expect(zh).toContain('本页已移至 <a href=');
      expect(zh).not.toContain('has moved');
      expect(zh).not.toContain('Moved to');
    }
    // every localised stub follows the locale of its address
    for (const { from, to } of localisedRedirects([{ from: '/a.html', to: '/b.html' }]))
      expect(redirectHtml(to, 'https://alist.nn.ci')).toContain(
        from.startsWith('/zh/') ? 'lang="zh-CN"' : 'lang="en-US"',
      );
  });
});
