import { canonicalising } from '../../../src/gatsby/canonicalNavigation';

const PAGES = ['/guide/install/docker.html', '/pricing.html', '/guide/', '/zh/pricing.html'];

describe('canonicalising', () => {
  const realFetch = global.fetch;
  beforeEach(() => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify(PAGES))) as typeof fetch;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  async function navigateTo(to: string | number) {
    const calls: unknown[] = [];
    const navigate = canonicalising({
      href: 'https://docs.example/guide/',
      origin: 'https://docs.example',
    })((where) => void calls.push(where));
    await navigate(to);
    return calls;
  }

  it('sends another spelling to the page, keeping query and hash', async () => {
    expect(await navigateTo('/guide/install/docker?x=1#volumes')).toEqual([
      '/guide/install/docker.html?x=1#volumes',
    ]);
    expect(await navigateTo('/guide/install/docker/')).toEqual(['/guide/install/docker.html']);
    expect(await navigateTo('/zh/pricing#plans')).toEqual(['/zh/pricing.html#plans']);
  });

  it('passes real pages, unknown addresses and history steps through unchanged', async () => {
    expect(await navigateTo('/guide/')).toEqual(['/guide/']);
    expect(await navigateTo('/pricing.html#x')).toEqual(['/pricing.html#x']);
    expect(await navigateTo('/nothing/here')).toEqual(['/nothing/here']);
    expect(await navigateTo(-1)).toEqual([-1]);
    expect(await navigateTo('https://elsewhere.example/pricing')).toEqual([
      'https://elsewhere.example/pricing',
    ]);
  });
});
