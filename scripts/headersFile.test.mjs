import { headersForPath, parseHeadersFile, patternSource } from './headersFile.mjs';

const FILE = `# every response
/*
  X-Content-Type-Options: nosniff
  Cache-Control: no-cache

# chunks
/*.js
  ! Cache-Control
  Cache-Control: public, max-age=31536000, immutable

/search/:locale/meta.json
  ! Cache-Control
  Cache-Control: no-cache

/twice
  Link: </a.css>; rel=preload
  Link: </b.css>; rel=preload
`;

describe('parseHeadersFile', () => {
  it('reads paths, headers, detached names and skips comments and blank lines', () => {
    const rules = parseHeadersFile(FILE);
    expect(rules.map((rule) => rule.pattern)).toEqual([
      '/*',
      '/*.js',
      '/search/:locale/meta.json',
      '/twice',
    ]);
    expect(rules[1]).toEqual({
      pattern: '/*.js',
      detach: ['Cache-Control'],
      headers: [['Cache-Control', 'public, max-age=31536000, immutable']],
    });
    // A value may hold colons of its own.
    expect(rules[3].headers[0]).toEqual(['Link', '</a.css>; rel=preload']);
  });

  it('names the line of a mistake', () => {
    expect(() => parseHeadersFile('  X-A: b\n')).toThrow('line 1: a header before any path');
    expect(() => parseHeadersFile('/*\n  no colon here\n')).toThrow('line 2: expected');
    expect(() => parseHeadersFile('/*\n  X-Empty:\n')).toThrow('line 2');
  });
});

describe('patternSource', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/guide/index.html', true],
    ['/*.js', '/0a1b2c3d.js', true],
    ['/*.js', '/vendor/mermaid-12/chunk.mjs', false],
    ['/*.js', '/vendor/x/y.js', true],
    ['/static/*', '/static/abc/logo.png', true],
    ['/static/*', '/statics/x', false],
    ['/search/:locale/meta.json', '/search/zh/meta.json', true],
    ['/search/:locale/meta.json', '/search/zh/extra/meta.json', false],
    ['/a.b', '/aXb', false],
  ])('%s on %s: %s', (pattern, path, matches) => {
    expect(new RegExp(patternSource(pattern)).test(path)).toBe(matches);
  });
});

describe('headersForPath', () => {
  const rules = parseHeadersFile(FILE);

  it('gives a page the site-wide headers', () => {
    expect(headersForPath(rules, '/guide/index.html')).toEqual([
      ['X-Content-Type-Options', 'nosniff'],
      ['Cache-Control', 'no-cache'],
    ]);
  });

  it('lets a later rule replace what it detaches, keeping the rest', () => {
    expect(headersForPath(rules, '/0a1b2c3d.js')).toEqual([
      ['X-Content-Type-Options', 'nosniff'],
      ['Cache-Control', 'public, max-age=31536000, immutable'],
    ]);
    expect(headersForPath(rules, '/search/en/meta.json')).toContainEqual([
      'Cache-Control',
      'no-cache',
    ]);
  });

  it('joins a header set twice without a detach, as Cloudflare Pages does', () => {
    expect(headersForPath(rules, '/twice')).toContainEqual([
      'Link',
      '</a.css>; rel=preload, </b.css>; rel=preload',
    ]);
    const both = parseHeadersFile('/*\n  X-A: 1\n/a\n  x-a: 2\n');
    expect(headersForPath(both, '/a')).toEqual([['X-A', '1, 2']]);
  });
});
