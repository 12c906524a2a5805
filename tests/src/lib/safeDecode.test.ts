import { decodeAddressPart, keepHashReadable, readableHash } from '../../../src/lib/safeDecode';
import { READABLE_ADDRESS_SCRIPT, readablePath } from '../../../src/lib/readableAddress';
import { switchTarget } from '../../../src/lib/languagePrompt';

describe('decodeAddressPart', () => {
  it('decodes valid percent encoding', () => {
    expect(decodeAddressPart('%E9%85%8D%E7%BD%AE')).toBe('配置');
    expect(decodeAddressPart('volumes')).toBe('volumes');
  });

  it.each(['%', '%E0%A4%A', '%zz', 'a%'])(
    'gives %s back as written instead of throwing',
    (part) => {
      expect(decodeAddressPart(part)).toBe(part);
    },
  );
});

describe('the language switch with a malformed hash', () => {
  it('keeps the page and drops an anchor it cannot read', () => {
    expect(switchTarget('/zh/guide/', '#%', ['volumes'])).toBe('/zh/guide/');
    expect(switchTarget('/zh/guide/', '#volumes', ['volumes'])).toBe('/zh/guide/#volumes');
  });
});

describe('readableHash', () => {
  it('leaves a hash decodeURI can read', () => {
    expect(readableHash('')).toBeNull();
    expect(readableHash('#volumes')).toBeNull();
    expect(readableHash('#%E9%85%8D')).toBeNull();
  });

  it.each(['#%', '#%E0%A4%A', '#a%zz', '#100%'])(
    'escapes every %% of %s, keeping the text',
    (hash) => {
      const readable = readableHash(hash)!;
      expect(decodeURI(readable)).toBe(hash);
    },
  );
});

describe('keepHashReadable', () => {
  it('repairs the hash at once and on every later change, before other listeners', () => {
    const listeners: Record<string, () => void> = {};
    const site = {
      location: { hash: '#%', href: 'https://docs.example/guide/#%' },
      history: {
        state: { key: 'k' },
        replaceState: jest.fn((state: unknown, _title: string, url: string) => {
          site.location.href = url;
          site.location.hash = url.slice(url.indexOf('#'));
        }),
      },
      addEventListener: jest.fn(
        (type: string, listener: () => void, options: { capture: boolean }) => {
          expect(options.capture).toBe(true);
          listeners[type] = listener;
        },
      ),
    };
    keepHashReadable(site);
    expect(site.location.href).toBe('https://docs.example/guide/#%25');
    expect(site.history.replaceState).toHaveBeenCalledWith(
      { key: 'k' },
      '',
      'https://docs.example/guide/#%25',
    );
    site.location.hash = '#%E0%A4%A';
    site.location.href = 'https://docs.example/guide/#%E0%A4%A';
    listeners.hashchange!();
    expect(site.location.href).toBe('https://docs.example/guide/#%25E0%25A4%25A');
    listeners.popstate!();
    expect(site.history.replaceState).toHaveBeenCalledTimes(2);
  });
});

describe('readablePath', () => {
  it('keeps a path that starts with // on this host, and no page', () => {
    expect(readablePath('//zh/guide/install/docker.html')).toBe(
      '/%EF%BC%8Fzh/guide/install/docker.html',
    );
  });

  it('leaves a path the runtime can read', () => {
    expect(readablePath('/guide/install/docker.html')).toBeNull();
    expect(readablePath('/zh/%E9%85%8D%E7%BD%AE/')).toBeNull();
    expect(readablePath('/guide/a..b.html')).toBeNull();
  });

  it.each([
    '/guide/install/..%2f..%2fetc/passwd',
    '/a/%2E%2E%2Fb',
    '/%E0%A4%A',
    '/a/.%2fb',
    '/%zz/%',
    '//evil.example/..%2f',
  ])(
    'writes every %% of %s as ％, which reads as typed and survives any number of decodings',
    (path) => {
      const readable = readablePath(path)!;
      const once = decodeURIComponent(readable);
      // A leading `//` keeps its second slash as ／: one host, this one.
      expect(once).toBe(path.replace(/%/g, '％').replace(/^\/\//, '/／'));
      expect(decodeURIComponent(decodeURIComponent(once))).toBe(once);
      expect(once).not.toMatch(/(^|\/)\.\.?(\/|$)/);
    },
  );
});

describe('the head script that repairs the address before any bundle runs', () => {
  it.each([
    ['/guide/', '#%'],
    ['/guide/', '#%E0%A4%A'],
    ['/guide/', '#volumes'],
    ['/guide/install/..%2f..%2fetc/passwd', ''],
    ['/%E0%A4%A', '#%'],
    ['//evil.example/%zz', ''],
    ['/zh/', ''],
  ])('repairs %s%s as readablePath and readableHash do', (pathname, hash) => {
    const replaced: string[] = [];
    const run = new Function('location', 'history', READABLE_ADDRESS_SCRIPT);
    run(
      {
        protocol: 'https:',
        host: 'docs.example',
        pathname,
        hash,
        search: '?q=1',
        href: `https://docs.example${pathname}?q=1${hash}`,
      },
      { state: null, replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url) },
    );
    const path = readablePath(pathname);
    const fragment = readableHash(hash);
    // Absolute, so a path starting with // stays on this host.
    expect(replaced).toEqual(
      path === null && fragment === null
        ? []
        : [`https://docs.example${path ?? pathname}?q=1${fragment ?? hash}`],
    );
  });

  it('never throws, even when the browser refuses the new address', () => {
    const run = new Function('location', 'history', READABLE_ADDRESS_SCRIPT);
    expect(() =>
      run(
        { protocol: 'https:', host: 'docs.example', pathname: '/%', hash: '', search: '' },
        {
          state: null,
          replaceState: () => {
            throw new Error('SecurityError');
          },
        },
      ),
    ).not.toThrow();
  });
});
