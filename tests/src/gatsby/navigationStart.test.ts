import { onNavigationStart } from '../../../src/gatsby/navigationStart';

describe('onNavigationStart', () => {
  it('tells the listener where a navigation goes, then lets it proceed', () => {
    const original = jest.fn((..._args: unknown[]) => 'navigated');
    const site = { ___navigate: original, location: { href: 'https://alist.nn.ci/guide/' } };
    const seen: string[] = [];
    onNavigationStart(site, (url) => seen.push(url.href));
    expect(site.___navigate('install/docker.html#run', { replace: true })).toBe('navigated');
    expect(seen).toEqual(['https://alist.nn.ci/guide/install/docker.html#run']);
    expect(original).toHaveBeenCalledWith('install/docker.html#run', { replace: true });
    site.___navigate(-1);
    expect(seen).toHaveLength(1);
  });

  it('never lets a failing listener stop the navigation', () => {
    const original = jest.fn((..._args: unknown[]) => undefined);
    const site = { ___navigate: original, location: { href: 'https://alist.nn.ci/' } };
    onNavigationStart(site, () => {
      throw new Error('broken listener');
    });
    site.___navigate('/faq/');
    expect(original).toHaveBeenCalledWith('/faq/', undefined);
  });
});
