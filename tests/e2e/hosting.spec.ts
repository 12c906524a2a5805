/**
 * What the server sends, byte for byte: the headers public/_headers gives each
 * file, each page's script policy, compression, addresses and not-found
 * answers. Runs against scripts/serve.mjs (npm run test:e2e) and against nginx
 * with deploy/nginx (scripts/nginxCheck.mjs sets E2E_BASE_URL), so the local
 * server, the Docker image and the static host agree.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readPageScripts, scriptHash } from '../../gatsby/lib/pageScriptPolicy';
import { headersForPath, parseHeadersFile } from '../../scripts/headersFile.mjs';
import { resolveRequest } from '../../scripts/resolveRequest.mjs';
import { expect, test } from './fixtures';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request exactly as given: no decompression, no redirects followed. */
function ask(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, base), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const decoded = (answer: Answer): Buffer => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(answer.body);
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  return answer.body;
};

const rules = parseHeadersFile(readFileSync('public/_headers', 'utf8'));
const IMMUTABLE = /max-age=31536000\b.*immutable/;
const REVALIDATE = /no-cache|max-age=0\b/;

let base = '';
test.beforeEach(({ baseURL }) => {
  base = baseURL!;
});

test('every response carries the headers _headers gives its file', async () => {
  for (const [path, file] of [
    ['/', '/index.html'],
    ['/guide/install/docker', '/guide/install/docker.html'],
    ['/zh/guide/', '/zh/guide/index.html'],
    ['/page-data/index/page-data.json', '/page-data/index/page-data.json'],
    ['/search/en/meta.json', '/search/en/meta.json'],
    ['/logo.svg', '/logo.svg'],
  ] as const) {
    const answer = await ask(base, path);
    expect([path, answer.status]).toEqual([path, 200]);
    const expected = headersForPath(rules, file);
    expect(expected.length).toBeGreaterThan(4);
    for (const [name, value] of expected)
      expect([path, name, answer.headers[name.toLowerCase()]]).toEqual([path, name, value]);
  }
});

test('pages get the security headers and revalidate; the policy frames nothing in', async () => {
  const answer = await ask(base, '/guide/install/docker.html');
  const policy = String(answer.headers['content-security-policy']);
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['permissions-policy']).toContain('camera=()');
  expect(answer.headers['cache-control']).toMatch(REVALIDATE);
});

test("each page's script policy lists exactly the hashes of its inline scripts", async () => {
  for (const path of ['/', '/zh/', '/guide/install/docker.html', '/guide/writing-docs.html']) {
    const html = decoded(await ask(base, path)).toString('utf8');
    const meta =
      /<meta data-page-script-policy="" http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
        html,
      );
    expect(meta, path).not.toBeNull();
    const listed = [...meta![1]!.matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]);
    const scripts = readPageScripts(html).inline.map((script) => script.text);
    expect(scripts.length, path).toBeGreaterThan(2);
    expect(listed.sort(), path).toEqual([...new Set(scripts.map(scriptHash))].sort());
    // Before the first script, so it governs all of them.
    expect(html.indexOf('data-page-script-policy')).toBeLessThan(html.indexOf('<script'));
  }
});

test('content-hashed files are cached for a year, the rest revalidate', async () => {
  const html = (await ask(base, '/')).body.toString('utf8');
  // The entry scripts are preloaded in the head and started after the first paint.
  const app = /href="(\/app-[0-9a-f]+\.js)" as="script"/.exec(html)?.[1];
  expect(app).toBeDefined();
  const vendor = readdirSync('public/vendor')[0];
  const piece = readdirSync('public/search/en').find((name) => name.startsWith('index-'));
  for (const path of [app!, `/vendor/${vendor}/mermaid.esm.min.mjs`, `/search/en/${piece}`]) {
    const answer = await ask(base, path);
    expect([path, answer.status, answer.headers['cache-control']]).toEqual([
      path,
      200,
      expect.stringMatching(IMMUTABLE),
    ]);
  }
  for (const path of [
    '/index.html',
    '/page-data/index/page-data.json',
    '/search/en/meta.json',
    '/sitemap.xml',
  ])
    expect((await ask(base, path)).headers['cache-control']).toMatch(REVALIDATE);
  const module = await ask(base, `/vendor/${vendor}/mermaid.esm.min.mjs`);
  expect(module.headers['content-type']).toMatch(/javascript/);
});

test('text is compressed when the client takes it, and says so', async () => {
  const plain = await ask(base, '/guide/install/docker.html');
  expect(plain.headers['content-encoding']).toBeUndefined();
  const gzipped = await ask(base, '/guide/install/docker.html', { 'Accept-Encoding': 'gzip' });
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
  expect(gzipped.body.length).toBeLessThan(plain.body.length / 3);
  expect(decoded(gzipped).equals(plain.body)).toBe(true);
  // Brotli where the server has it (ours), gzip where it has not (nginx without its module).
  const either = await ask(base, '/guide/install/docker.html', {
    'Accept-Encoding': 'br, gzip',
  });
  expect(['br', 'gzip']).toContain(either.headers['content-encoding']);
  expect(decoded(either).equals(plain.body)).toBe(true);
  // Images are compressed already.
  const icon = await ask(base, '/favicon.ico', { 'Accept-Encoding': 'br, gzip' });
  expect(icon.status).toBe(200);
  expect(icon.headers['content-encoding']).toBeUndefined();
});

test('every spelling of a page answers with that page', async () => {
  const canonical = decoded(await ask(base, '/guide/install/docker.html'));
  for (const path of ['/guide/install/docker', '/guide/install/docker/']) {
    const answer = await ask(base, path, { 'Accept-Encoding': 'gzip' });
    expect([path, answer.status]).toEqual([path, 200]);
    expect(decoded(answer).equals(canonical), path).toBe(true);
  }
  const folder = await ask(base, '/guide');
  expect(folder.status).toBe(200);
  expect(folder.body.equals((await ask(base, '/guide/')).body)).toBe(true);
  const moved = await ask(base, '/guide/drivers/sfpt.html');
  expect(moved.status).toBe(200);
  expect(moved.body.toString()).toContain('url=/guide/drivers/sftp.html');
});

// Under nginx this is the generated configuration against the rules the local server reads.
test('the server answers addresses as gatsby/lib/hostRules.mjs says', async () => {
  const isFile = (file: string) =>
    existsSync(`public/${file}`) && statSync(`public/${file}`).isFile();
  for (const path of [
    '/',
    '/guide/',
    '/guide',
    '/guide/index.html',
    '/pricing',
    '/pricing/',
    '/zh/guide/install/docker/',
    '/zh/nope',
    '/zh/nope/',
    '/nope',
    '/.env',
    '/zh/.env',
    '/_redirects',
  ]) {
    const expected = resolveRequest(path, isFile);
    const answer = await ask(base, path, { 'Accept-Encoding': 'gzip' });
    expect([path, answer.status]).toEqual([path, expected.status]);
    expect(decoded(answer).equals(readFileSync(`public/${expected.file}`)), path).toBe(true);
  }
});

test('unknown addresses get the not-found page of their locale with status 404', async () => {
  for (const [path, lang] of [
    ['/no/such/page', 'en-US'],
    ['/no-such-page.html', 'en-US'],
    ['/zh/no/such/page', 'zh-CN'],
    ['/_headers', 'en-US'],
  ] as const) {
    const answer = await ask(base, path);
    expect([path, answer.status]).toEqual([path, 404]);
    expect(answer.body.toString()).toContain(`<html lang="${lang}"`);
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['cache-control']).toMatch(REVALIDATE);
  }
});

test('dot-files are never served, and the build publishes no build record', async () => {
  expect(existsSync('public/.generated-files.json')).toBe(false);
  const planted = ['public/.probe-dotfile.json', 'public/guide/.probe-dotfile.html'];
  for (const file of planted) writeFileSync(file, '{"secret": true}');
  try {
    for (const path of [
      '/.probe-dotfile.json',
      '/guide/.probe-dotfile.html',
      '/guide/.probe-dotfile',
      '/.generated-files.json',
    ]) {
      const answer = await ask(base, path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.body.toString()).not.toContain('secret');
    }
  } finally {
    for (const file of planted) rmSync(file, { force: true });
  }
});

test('HEAD answers like GET, without a body', async () => {
  const get = await ask(base, '/guide/install/docker');
  const head = await ask(base, '/guide/install/docker', {}, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.headers['content-type']).toBe(get.headers['content-type']);
  expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy']);
  expect(head.body.length).toBe(0);
});
