import { nginxAddressConfig } from '../../scripts/nginxAddresses.mjs';
import { resolveRequest } from '../../scripts/resolveRequest.mjs';
import { alternateSpellings } from '../../src/lib/urls';
import { netlifyRedirectsText } from './netlifyRedirects';
import { htmlFileOf } from '../../src/lib/pageFiles.mjs';

interface Answer {
  status: number;
  file?: string;
}

const PAGES = ['/', '/guide/', '/guide/install/docker.html', '/pricing.html'].flatMap((page) => [
  page,
  `/zh${page}`,
]);

/** A build as the build leaves it: pages, their trailing-slash copies, other files. */
const FILES = new Set([
  ...PAGES.map(htmlFileOf),
  // onPostBuild's copies, made the same way.
  ...PAGES.flatMap(alternateSpellings)
    .filter((spelling) => spelling.endsWith('/'))
    .map(htmlFileOf),
  '404.html',
  'zh/404.html',
  'page-data/404.html/page-data.json',
  'v3.sh',
  '.env',
  'guide/.secret.html',
  '_headers',
]);
FILES.add('_redirects');
const redirects = netlifyRedirectsText([...FILES]);

const ORIGIN = 'http://host.test';
const decodedPath = (url: string) => decodeURIComponent(new URL(url, ORIGIN).pathname);

/**
 * nginx as it reads the generated configuration: an exact location first, else the first
 * regular expression that matches, else the prefix location; try_files over the build; a 404
 * goes to the named location, whose page comes from the map over the raw request.
 */
function nginx(url: string): Answer {
  const { maps, locations } = nginxAddressConfig();
  const blocks = [...locations.matchAll(/^location (?:(=|~) )?(\S+) \{\n {2}(.+);\n\}$/gm)].map(
    ([, kind, match, body]) => ({ kind, match: match!, body: body! }),
  );
  const uri = decodedPath(url);
  const regexMatch = (block: (typeof blocks)[number]) =>
    block.kind === '~' ? new RegExp(block.match).exec(uri) : null;
  const chosen =
    blocks.find((block) => block.kind === '=' && block.match === uri) ??
    blocks.find((block) => regexMatch(block)) ??
    blocks.find((block) => !block.kind && uri.startsWith(block.match));
  const variables: Record<string, string> = { uri, ...regexMatch(chosen!)?.groups };
  const tryFiles = (body: string) =>
    body
      .replace(/^try_files /, '')
      .split(' ')
      .slice(0, -1)
      .map((file) => file.replace(/\$(\w+)/g, (_, name: string) => variables[name] ?? ''))
      .map((file) => file.replace(/^\/+/, ''))
      .find((file) => FILES.has(file));
  const found = chosen!.body.startsWith('try_files') ? tryFiles(chosen!.body) : undefined;
  if (found) return { status: 200, file: found };

  const request = new URL(url, ORIGIN);
  const raw = `${request.pathname}${request.search}`;
  const map = /"~(.+)" (\S+);/.exec(maps)!;
  const folder = new RegExp(map[1]!).exec(raw);
  variables.not_found_page = folder
    ? map[2]!.replace(/\$(\w+)/g, (_, name: string) => folder.groups?.[name] ?? '')
    : /default (\S+);/.exec(maps)![1]!;
  const notFound = blocks.find((block) => block.match === '@not_found')!;
  const page = tryFiles(notFound.body);
  return page ? { status: 404, file: page } : { status: 404 };
}

/**
 * Netlify as its documentation describes it: the CLI publishes no dot-file and reads
 * `_headers` and `_redirects` itself; an address is its file, else `.html`, else the folder's
 * index.html (a trailing slash: only that); then `_redirects` in order; then /404.html.
 */
function netlify(url: string): Answer {
  const published = (file: string) =>
    FILES.has(file) && !/(^|\/)\./.test(file) && !['_headers', '_redirects'].includes(file);
  const path = decodedPath(url);
  const stem = path.replace(/^\/+|\/+$/g, '');
  const tried = path.endsWith('/')
    ? [`${stem}/index.html`]
    : [stem, `${stem}.html`, `${stem}/index.html`];
  const found = tried.map((file) => file.replace(/^\/+/, '')).find(published);
  if (found) return { status: 200, file: found };
  for (const line of redirects.split('\n')) {
    const [from, to, status] = line.split(/\s+/);
    if (!from || from.startsWith('#') || status !== '404') continue;
    const matches = from.endsWith('/*') ? path.startsWith(from.slice(0, -1)) : path === from;
    const file = to!.replace(/^\//, '');
    if (matches && published(file)) return { status: 404, file };
  }
  return published('404.html') ? { status: 404, file: '404.html' } : { status: 404 };
}

const local = (url: string): Answer => resolveRequest(url, (file) => FILES.has(file));

const SAMPLES: Array<[url: string, status: number, file: string]> = [
  ['/', 200, 'index.html'],
  ['/guide/', 200, 'guide/index.html'],
  ['/guide', 200, 'guide/index.html'],
  ['/guide/index.html', 200, 'guide/index.html'],
  ['/pricing', 200, 'pricing.html'],
  ['/pricing.html', 200, 'pricing.html'],
  ['/pricing/', 200, 'pricing/index.html'],
  ['/pricing?utm=x', 200, 'pricing.html'],
  ['/guide/install/docker', 200, 'guide/install/docker.html'],
  ['/guide/install/docker/', 200, 'guide/install/docker/index.html'],
  ['/zh/', 200, 'zh/index.html'],
  ['/zh/guide', 200, 'zh/guide/index.html'],
  ['/zh/pricing', 200, 'zh/pricing.html'],
  ['/v3.sh', 200, 'v3.sh'],
  ['/nope', 404, '404.html'],
  ['/nope/', 404, '404.html'],
  ['/nope.html', 404, '404.html'],
  ['/zh/nope', 404, 'zh/404.html'],
  ['/zh/nope/deeper/', 404, 'zh/404.html'],
  ['/zh/%E6%8C%87%E5%8D%97', 404, 'zh/404.html'],
  ['/zh/nope?from=zh', 404, 'zh/404.html'],
  ['/zh/.env', 404, 'zh/404.html'],
  ['/page-data/404.html/nope', 404, '404.html'],
  ['/.env', 404, '404.html'],
  ['/guide/.secret.html', 404, '404.html'],
  ['/guide/.secret', 404, '404.html'],
  ['/_headers', 404, '404.html'],
  ['/_redirects', 404, '404.html'],
];

describe('the three hosts answer from the one table', () => {
  it.each(SAMPLES)('%s → %i %s', (url, status, file) => {
    const expected = { status, file };
    expect({ local: local(url), nginx: nginx(url), netlify: netlify(url) }).toEqual({
      local: expected,
      nginx: expected,
      netlify: expected,
    });
  });

  it('gives Netlify a rule for each folder with its own not-found page, and only those', () => {
    expect(redirects.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([
      '/zh/*  /zh/404.html  404',
    ]);
  });
});
