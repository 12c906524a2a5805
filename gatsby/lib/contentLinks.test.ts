import {
  BrokenLinkError,
  keysForSitePath,
  resolveContentLink,
  type LinkContext,
} from './contentLinks';

const files = {
  en: new Set([
    'index',
    'pricing',
    'guide/index',
    'guide/install/index',
    'guide/install/docker',
    'guide/webdav',
  ]),
  zh: new Set(['index', 'guide/index', 'guide/install/index', 'guide/install/docker']),
};
const context = (locale: 'en' | 'zh', fromKey = 'guide/install/docker'): LinkContext => ({
  locale,
  fromKey,
  exists: (loc, key) => files[loc].has(key),
});

describe('links written in content', () => {
  it('turns relative .mdx links into page URLs of the same locale', () => {
    expect(resolveContentLink('../webdav.mdx', context('en'))).toBe('/guide/webdav.html');
    expect(resolveContentLink('./index.mdx#docker', context('zh'))).toBe(
      '/zh/guide/install/#docker',
    );
    expect(resolveContentLink('../../pricing.mdx', context('en'))).toBe('/pricing.html');
  });

  it('fails on a relative .mdx link to a missing file', () => {
    expect(() => resolveContentLink('../webdav.mdx', context('zh'))).toThrow(BrokenLinkError);
    expect(() => resolveContentLink('./nope.mdx', context('en'))).toThrow(
      /zh|en\/guide\/install\/nope\.mdx/,
    );
  });

  it('localises and canonicalises site paths', () => {
    expect(resolveContentLink('/guide/install/docker', context('zh'))).toBe(
      '/zh/guide/install/docker.html',
    );
    expect(resolveContentLink('/guide/install/docker.html', context('en'))).toBe(
      '/guide/install/docker.html',
    );
    expect(resolveContentLink('/guide/install', context('en'))).toBe('/guide/install/');
    expect(resolveContentLink('/pricing?x=1', context('en'))).toBe('/pricing.html?x=1');
  });

  it('keeps an explicit locale and falls back to the page that exists', () => {
    expect(resolveContentLink('/zh/guide/', context('en'))).toBe('/zh/guide/');
    expect(resolveContentLink('/guide/webdav.html', context('zh'))).toBeNull();
  });

  it('leaves anchors, files and other sites alone', () => {
    for (const href of [
      '#x',
      'https://github.com/x',
      'mailto:a@b',
      '/v3.sh',
      '/logo.svg',
      'img/x.png',
      '',
    ]) {
      expect(resolveContentLink(href, context('en'))).toBeNull();
    }
  });

  it('knows which keys a site path may name', () => {
    expect(keysForSitePath('/')).toEqual(['index']);
    expect(keysForSitePath('/guide/')).toEqual(['guide/index']);
    expect(keysForSitePath('/a/b.html')).toEqual(['a/b']);
    expect(keysForSitePath('/a/b')).toEqual(['a/b', 'a/b/index']);
    expect(keysForSitePath('/a/b.png')).toEqual([]);
  });
});
