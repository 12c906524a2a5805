import { CANONICAL_ADDRESS_SCRIPT, PAGE_PATH_ATTRIBUTE } from '../../../src/lib/canonicalAddress';

/** Runs the inline script at `href` on the page whose path is `pagePath`; returns the addresses it moved to. */
const runAt = (href: string, pagePath: string) => {
  const url = new URL(href);
  const calls: string[] = [];
  const history = {
    state: null,
    replaceState: (_: unknown, __: string, to: string) => calls.push(to),
  };
  const script = {
    getAttribute: (name: string) => (name === PAGE_PATH_ATTRIBUTE ? pagePath : null),
  };
  new Function('location', 'history', 'document', CANONICAL_ADDRESS_SCRIPT)(url, history, {
    currentScript: script,
  });
  return calls;
};

describe('the canonical address script', () => {
  it.each([
    ['/zh/guide/install/docker', '/zh/guide/install/docker.html'],
    ['/zh/guide/install/docker/', '/zh/guide/install/docker.html'],
    ['/pricing/', '/pricing.html'],
    ['/guide', '/guide/'],
  ])('moves %s, another spelling of the page, to %s', (pathname, pagePath) => {
    expect(runAt(`https://x.test${pathname}`, pagePath)).toEqual([pagePath]);
  });

  it('keeps query and hash', () => {
    expect(runAt('https://x.test/tool/callback?code=1#top', '/tool/callback.html')).toEqual([
      '/tool/callback.html?code=1#top',
    ]);
  });

  it('does nothing without its attribute', () => {
    expect(runAt('https://x.test/tool/callback?code=1', '')).toEqual([]);
  });

  it('does nothing on the page itself, on a not-found page or at another page’s address', () => {
    expect(runAt('https://x.test/pricing.html', '/pricing.html')).toEqual([]);
    expect(runAt('https://x.test/zh/nothing', '/zh/404.html')).toEqual([]);
    expect(runAt('https://x.test/a/b.html', '/a/c.html')).toEqual([]);
  });
});
