import { announcingStart } from '../../../src/gatsby/navigationStart';

describe('announcingStart', () => {
  it('tells the listener where a navigation goes, then lets it proceed', () => {
    const original = jest.fn((..._args: unknown[]) => 'navigated');
    const seen: string[] = [];
    const navigate = announcingStart({ href: 'https://alist.nn.ci/guide/' }, (url) =>
      seen.push(url.href),
    )(original);
    expect(navigate('install/docker.html#run', { replace: true })).toBe('navigated');
    expect(seen).toEqual(['https://alist.nn.ci/guide/install/docker.html#run']);
    expect(original).toHaveBeenCalledWith('install/docker.html#run', { replace: true });
    navigate(-1);
    expect(seen).toHaveLength(1);
  });

  it('never lets a failing listener stop the navigation', () => {
    const original = jest.fn((..._args: unknown[]) => undefined);
    const navigate = announcingStart({ href: 'https://alist.nn.ci/' }, () => {
      throw new Error('broken listener');
    })(original);
    navigate('/faq/');
    expect(original).toHaveBeenCalledWith('/faq/', undefined);
  });
});
