import { nginxHeaderConfig } from './nginxHeaders.mjs';
import { headersForPath, parseHeadersFile } from './headersFile.mjs';

const FILE = `/*
  Content-Security-Policy: default-src 'self'; img-src 'self' "x"
  Cache-Control: public, max-age=0, must-revalidate
/*.js
  ! Cache-Control
  Cache-Control: public, max-age=31536000, immutable
/search/:locale/meta.json
  ! Cache-Control
  Cache-Control: no-cache
/admin/*
  ! Content-Security-Policy
/admin/*
  Content-Security-Policy: default-src 'self'
  ! Content-Security-Policy
`;

/** What nginx does with a map: the first regular expression that matches gives the value. */
function evaluate(maps, variable, uri) {
  const block = maps.split(`map $uri $${variable} {`)[1].split('\n}')[0];
  for (const line of block.split('\n')) {
    const entry = line.match(/^ {2}"~(.*)" "(.*)";$/);
    if (entry && new RegExp(entry[1].replace(/\\\\/g, '\\')).test(uri))
      return entry[2].replace(/\\"/g, '"');
  }
  return '';
}

describe('nginxHeaderConfig', () => {
  const rules = parseHeadersFile(FILE);
  const { maps, headers } = nginxHeaderConfig(rules);

  it('adds each header once, for every status, from its own variable', () => {
    expect(headers.split('\n').filter((line) => line.startsWith('add_header'))).toEqual([
      'add_header Content-Security-Policy $site_header_content_security_policy always;',
      'add_header Cache-Control $site_header_cache_control always;',
    ]);
  });

  it('gives every path the value _headers gives it', () => {
    for (const uri of [
      '/index.html',
      '/guide/install/docker.html',
      '/app-0123abcd.js',
      '/search/en/meta.json',
      '/search/en/index-a.0123456789.json',
      '/admin/index.html',
    ]) {
      const expected = Object.fromEntries(
        headersForPath(rules, uri).map(([name, value]) => [name.toLowerCase(), value]),
      );
      expect([
        uri,
        evaluate(maps, 'site_header_cache_control', uri),
        evaluate(maps, 'site_header_content_security_policy', uri),
      ]).toEqual([uri, expected['cache-control'] ?? '', expected['content-security-policy'] ?? '']);
    }
  });

  it('writes values nginx reads back unchanged', () => {
    expect(maps).toContain(`"default-src 'self'; img-src 'self' \\"x\\""`);
    expect(maps).toContain('"~^/.*\\\\.js$"');
  });

  it('refuses what one lookup per header cannot express', () => {
    expect(() => nginxHeaderConfig(parseHeadersFile('/*\n  X-A: 1\n/a\n  X-A: 2\n'))).toThrow(
      '/a sets X-A again without "! X-A"',
    );
    expect(() => nginxHeaderConfig(parseHeadersFile('/*\n  X-A: $host\n'))).toThrow('"$"');
  });
});
