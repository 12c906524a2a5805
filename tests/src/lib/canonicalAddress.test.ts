import {
  canonicalAddress,
  CANONICAL_ADDRESS_SCRIPT,
  PAGE_PATH_ATTRIBUTE,
} from '../../../src/lib/canonicalAddress';

describe('canonicalAddress', () => {
  it('moves other spellings of a page to the page itself', () => {
    expect(canonicalAddress('/zh/guide/install/docker', '/zh/guide/install/docker.html')).toBe(
      '/zh/guide/install/docker.html',
    );
    expect(canonicalAddress('/pricing/', '/pricing.html')).toBe('/pricing.html');
    expect(canonicalAddress('/guide', '/guide/')).toBe('/guide/');
  });

  it('leaves the address alone when it is right or belongs to another page', () => {
    expect(canonicalAddress('/pricing.html', '/pricing.html')).toBeNull();
    expect(canonicalAddress('/zh/nothing', '/zh/404.html')).toBeNull();
  });
});

describe('the canonical address script', () => {
  const runAt = (href: string, pagePath: string) => {
    const url = new URL(href);
    const calls: string[] = [];
    const context = {
      location: url,
      history: {
        state: null,
        replaceState: (_: unknown, __: string, to: string) => calls.push(to),
      },
    };
    const script = {
      getAttribute: (name: string) => (name === PAGE_PATH_ATTRIBUTE ? pagePath : null),
    };
    new Function('location', 'history', 'document', CANONICAL_ADDRESS_SCRIPT)(
      context.location,
      context.history,
      { currentScript: script },
    );
    return calls;
  };

  it('rewrites the address in the browser, keeping query and hash', () => {
    expect(runAt('https://x.test/tool/callback?code=1#top', '/tool/callback.html')).toEqual([
      '/tool/callback.html?code=1#top',
    ]);
  });

  it('does nothing without its attribute', () => {
    expect(runAt('https://x.test/tool/callback?code=1', '')).toEqual([]);
  });

  it('does nothing on the page itself or on a not-found page', () => {
    expect(runAt('https://x.test/pricing.html', '/pricing.html')).toEqual([]);
    expect(runAt('https://x.test/zh/nothing', '/zh/404.html')).toEqual([]);
  });
});
