import { canonicalPageFor, mayNeedCanonicalPage, parsePageList } from '../../../src/lib/knownPages';

const known = parsePageList(
  JSON.stringify(['/guide/install/docker.html', '/zh/guide/', '/pricing.html', '/guide/', 7]),
);

describe('parsePageList', () => {
  it('keeps the paths', () => {
    expect([...known]).toEqual([
      '/guide/install/docker.html',
      '/zh/guide/',
      '/pricing.html',
      '/guide/',
    ]);
  });

  it('gives an empty list for anything that is not one', () => {
    expect(parsePageList('<html>Not found</html>').size).toBe(0);
    expect(parsePageList('{"a":1}').size).toBe(0);
  });
});

describe('canonicalPageFor', () => {
  it('finds the .html page for an extensionless or trailing-slash address', () => {
    expect(canonicalPageFor('/guide/install/docker', known)).toBe('/guide/install/docker.html');
    expect(canonicalPageFor('/guide/install/docker/', known)).toBe('/guide/install/docker.html');
    expect(canonicalPageFor('/pricing', known)).toBe('/pricing.html');
  });

  it('finds the folder page for an address without its slash', () => {
    expect(canonicalPageFor('/zh/guide', known)).toBe('/zh/guide/');
  });

  it('leaves a real page alone', () => {
    expect(canonicalPageFor('/guide/', known)).toBeNull();
  });

  it('gives null for an address that is no page in any spelling', () => {
    expect(canonicalPageFor('/guide/nothing-here', known)).toBeNull();
    expect(canonicalPageFor('/guide/install/docker.html', known)).toBeNull();
  });
});

describe('mayNeedCanonicalPage', () => {
  it('is false for addresses that can only be themselves', () => {
    expect(mayNeedCanonicalPage('/')).toBe(false);
    expect(mayNeedCanonicalPage('/guide/install/docker.html')).toBe(false);
    expect(mayNeedCanonicalPage('/logo.svg')).toBe(false);
  });

  it('is true for extensionless and trailing-slash addresses', () => {
    expect(mayNeedCanonicalPage('/pricing')).toBe(true);
    expect(mayNeedCanonicalPage('/guide/install/docker/')).toBe(true);
  });
});
