import { decodeAddressPart, keepHashReadable, readableHash } from '../../../src/lib/safeDecode';
import { READABLE_ADDRESS_SCRIPT } from '../../../src/lib/readableAddress';
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

const ORIGIN = 'https://docs.example';

/** Runs the head script at `pathname?q=1hash`: the address it moves to, or null when it leaves it. */
function repaired(pathname: string, hash = ''): string | null {
  const replaced: string[] = [];
  new Function('location', 'history', READABLE_ADDRESS_SCRIPT)(
    { protocol: 'https:', host: 'docs.example', pathname, hash, search: '?q=1' },
    { state: null, replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url) },
  );
  expect(replaced.length).toBeLessThan(2);
  return replaced[0] ?? null;
}

/** The path part of the address the head script moves to, or null when it leaves the address. */
function repairedPath(pathname: string): string | null {
  const address = repaired(pathname);
  if (address === null) return null;
  // Absolute, so a path starting with // stays on this host.
  expect(address.startsWith(`${ORIGIN}/`)).toBe(true);
  return address.slice(ORIGIN.length, address.lastIndexOf('?q=1'));
}

describe('the head script that repairs the address before any bundle runs', () => {
  it('keeps a path that starts with // on this host, and no page', () => {
    expect(repairedPath('//zh/guide/install/docker.html')).toBe(
      '/%EF%BC%8Fzh/guide/install/docker.html',
    );
  });

  it('leaves a path the runtime can read', () => {
    expect(repairedPath('/guide/install/docker.html')).toBeNull();
    expect(repairedPath('/zh/%E9%85%8D%E7%BD%AE/')).toBeNull();
    expect(repairedPath('/guide/a..b.html')).toBeNull();
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
      const readable = repairedPath(path)!;
      const once = decodeURIComponent(readable);
      // A leading `//` keeps its second slash as ／: one host, this one.
      expect(once).toBe(path.replace(/%/g, '％').replace(/^\/\//, '/／'));
      expect(decodeURIComponent(decodeURIComponent(once))).toBe(once);
      expect(once).not.toMatch(/(^|\/)\.\.?(\/|$)/);
    },
  );

  it.each([
    ['/guide/', '#%'],
    ['/guide/', '#%E0%A4%A'],
    ['/%E0%A4%A', '#%'],
  ])('repairs the hash of %s%s as readableHash does, keeping path and query', (pathname, hash) => {
    const address = repaired(pathname, hash)!;
    expect(address.endsWith(`?q=1${readableHash(hash)}`)).toBe(true);
    expect(address.startsWith(`${ORIGIN}${repairedPath(pathname) ?? pathname}?q=1`)).toBe(true);
  });

  it.each([
    ['/guide/', '#volumes'],
    ['/zh/', ''],
  ])('leaves %s%s alone', (pathname, hash) => {
    expect(repaired(pathname, hash)).toBeNull();
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
