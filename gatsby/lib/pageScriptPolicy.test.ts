import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CANONICAL_ADDRESS_SCRIPT } from '../../src/lib/canonicalAddress';
import { getColorModeInlineScript } from '../../src/lib/colorMode';
import {
  imageComponentScript,
  imagePluginScript,
  inlineScriptOrigins,
} from './inlineScriptOrigins';
import { PAGE_PATH_SCRIPT } from './pagePathScript';
import { redirectHtml } from './redirects';
import { starterScript } from './scriptsAfterPaint';
import {
  applyPageScriptPolicies,
  NO_HEAD,
  readPageScripts,
  scriptHash,
  withPageScriptPolicy,
} from './pageScriptPolicy';

const ORIGINS = inlineScriptOrigins('switch');
const IMAGE = imagePluginScript();
const COLOUR = getColorModeInlineScript('switch');
const CANONICAL = CANONICAL_ADDRESS_SCRIPT;
const LOADER = PAGE_PATH_SCRIPT;
const CHUNKS = `
            window.___chunkMapping="{\\"app\\":[\\"/app-0123.js\\"],\\"comments\\":[]}";
          `;
const STARTER = starterScript(['/webpack-runtime-1.js', '/app-0123.js']);

/** A page as Gatsby and our steps write it: every inline script has its writer. */
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="generator" content="Gatsby"/><style>a{}</style><script type="module">${IMAGE}</script><script>${COLOUR}</script><script data-page-path="/a.html">${CANONICAL}</script><script type="application/ld+json">{"@type":"TechArticle"}</script></head><body><div id="___gatsby"></div><script id="gatsby-script-loader" data-page-path="/a.html">${LOADER}</script><script
            id="gatsby-chunk-mapping"
          >${CHUNKS}</script><script>window.___webpackCompilationHash="f442faf437cea23578e0";</script><script>${STARTER}</script></body></html>`;
const OWN_SCRIPTS = [
  IMAGE,
  COLOUR,
  CANONICAL,
  LOADER,
  CHUNKS,
  'window.___webpackCompilationHash="f442faf437cea23578e0";',
  STARTER,
];

/** For tests of placement, where who wrote a script does not matter. */
const ANY = [{ name: 'any', claims: () => true }];

const policyOf = (hashes: string[]) => `script-src 'self' ${hashes.map((h) => `'${h}'`).join(' ')}`;

describe('readPageScripts', () => {
  it('lists the inline scripts that run, in order, and not data blocks or external ones', () => {
    expect(readPageScripts(PAGE).inline.map((script) => script.text)).toEqual(OWN_SCRIPTS);
  });

  it('takes the script text exactly as written, entities and all', () => {
    const page = '<html><head><script>if (a &amp;&amp; b < c) x("</p>")</script></head></html>';
    expect(readPageScripts(page).inline).toEqual([
      { text: 'if (a &amp;&amp; b < c) x("</p>")', attributes: {} },
    ]);
  });

  it('learns nothing from markup that looks like a code demo', () => {
    const data = JSON.stringify({ js: 'alert(1)' }).replace(/"/g, '&quot;');
    const page = `<html><head></head><body><div data-code-demo=""><input name="data" value="${data}"/></div></body></html>`;
    expect(readPageScripts(page)).toEqual({ inline: [], forbidden: [], insertAt: 12 });
  });

  it('reports inline event handlers and javascript: addresses', () => {
    const page =
      '<html><head></head><body><button onclick="go()">x</button><a href=" JavaScript:void(0)">y</a><img onerror="x()" src="/a.png"/><p data-one="1" open="">fine</p></body></html>';
    expect(readPageScripts(page).forbidden).toEqual([
      '<button onclick>',
      '<a href="javascript:…">',
      '<img onerror>',
    ]);
  });
});

describe('withPageScriptPolicy', () => {
  it('puts the policy with the page\u2019s hashes right after the charset, before any script', () => {
    const result = withPageScriptPolicy(PAGE, policyOf, ORIGINS)!;
    expect(result.forbidden).toEqual([]);
    const expected = OWN_SCRIPTS.map(scriptHash);
    expect(result.html).toContain(
      `<meta charSet="utf-8"/><meta data-page-script-policy="" http-equiv="Content-Security-Policy" content="${policyOf(expected)}"/><meta name="generator"`,
    );
    expect(result.html.indexOf('data-page-script-policy')).toBeLessThan(
      result.html.indexOf('<script'),
    );
  });

  it('hashes as browsers do: sha256 of the UTF-8 text, base64', () => {
    const text = '(function(){var s="中文"})()';
    expect(scriptHash(text)).toBe(
      `sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}`,
    );
    expect(scriptHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });

  it('goes right after <head> when a script comes before the charset', () => {
    const page = '<html><head><script>a()</script><meta charset="utf-8"></head></html>';
    expect(withPageScriptPolicy(page, policyOf, ANY)!.html).toMatch(
      /^<html><head><meta data-page-script-policy="" [^>]*\/><script>a\(\)<\/script>/,
    );
  });

  it('replaces its own element on a later build instead of adding a second', () => {
    const once = withPageScriptPolicy(PAGE, policyOf, ORIGINS)!.html;
    const twice = withPageScriptPolicy(once, policyOf, ORIGINS)!.html;
    expect(twice).toBe(once);
    const moved = 'window.moved=1';
    const changed = withPageScriptPolicy(once.replace(CANONICAL, moved), policyOf, ANY)!.html;
    expect(changed.match(/data-page-script-policy/g)).toHaveLength(1);
    expect(changed).toContain(scriptHash(moved));
    expect(changed).not.toContain(scriptHash(CANONICAL));
  });

  it('gives every page the same hashes for the build\u2019s own scripts, whatever its path', () => {
    const other = PAGE.replace(/data-page-path="\/a.html"/g, 'data-page-path="/zh/b/"');
    expect(withPageScriptPolicy(other, policyOf, ORIGINS)!.hashes).toEqual(
      withPageScriptPolicy(PAGE, policyOf, ORIGINS)!.hashes,
    );
  });

  it('leaves fragments without a <head> alone', () => {
    expect(withPageScriptPolicy('<nav><a href="/">x</a></nav>', policyOf, ORIGINS)).toBeNull();
  });
});

describe('only the build’s own inline scripts are allowed', () => {
  const withScript = (script: string, attributes = '') =>
    PAGE.replace('</body>', `<script${attributes}>${script}</script></body>`);

  it.each([
    ['a script from content', 'alert(document.cookie)', ''],
    ['a copy of ours with code added', `${CANONICAL};alert(1)`, ''],
    ['ours with a path that leaves the site', CANONICAL, ' data-page-path="//evil.example/"'],
    ['ours without its path', CANONICAL, ''],
    [
      'a page path script that is not Gatsby’s',
      '/*<![CDATA[*/window.pagePath=alert(1);/*]]>*/',
      ' id="gatsby-script-loader"',
    ],
    [
      'Gatsby\u2019s page path script as Gatsby writes it, unfinished',
      '/*<![CDATA[*/window.pagePath="/a.html";/*]]>*/',
      ' id="gatsby-script-loader"',
    ],
    [
      'a chunk map that runs code',
      'window.___chunkMapping=alert(1);',
      ' id="gatsby-chunk-mapping"',
    ],
    [
      'a chunk map pointing at another host',
      'window.___chunkMapping="{\\"app\\":[\\"//evil.example/x.js\\"]}";',
      ' id="gatsby-chunk-mapping"',
    ],
    ['a starter loading another host', starterScript(['//evil.example/x.js']), ''],
  ])('refuses %s: not hashed, and reported', (_, script, attributes) => {
    const result = withPageScriptPolicy(withScript(script, attributes), policyOf, ORIGINS)!;
    // (A second script with Gatsby's id is also an id used twice.)
    expect(result.forbidden.filter((problem) => !/is used twice/.test(problem))).toEqual([
      expect.stringMatching(/^<script> that no part of the build writes: /),
    ]);
    // A script of ours on the wrong element is refused, though the same text elsewhere is allowed.
    if (!OWN_SCRIPTS.includes(script)) expect(result.html).not.toContain(scriptHash(script));
  });

  it('allows the script GatsbyImage writes after a page’s images', () => {
    const page = PAGE.replace(
      '</body>',
      `<script type="module">${imageComponentScript()}</script></body>`,
    );
    expect(withPageScriptPolicy(page, policyOf, ORIGINS)!.forbidden).toEqual([]);
  });

  it('allows the redirect stub’s own script', () => {
    const stub = redirectHtml('/zh/guide/new.html', 'https://docs.example');
    const result = withPageScriptPolicy(stub, policyOf, ORIGINS)!;
    expect(result.forbidden).toEqual([]);
    expect(readPageScripts(stub).inline).toHaveLength(1);
    expect(result.html).toContain(scriptHash(readPageScripts(stub).inline[0]!.text));
  });
});

describe('applyPageScriptPolicies', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-policy-'));
    for (const file of ['index.html', 'guide/a.html', 'admin/index.html', '_gatsby/slices/s.html'])
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
    fs.writeFileSync(
      path.join(dir, 'guide/a.html'),
      '<html><head></head><body><a onclick="x()">x</a></body></html>',
    );
    fs.writeFileSync(path.join(dir, 'admin/index.html'), PAGE);
    fs.writeFileSync(path.join(dir, '_gatsby/slices/s.html'), '<nav></nav>');
    fs.writeFileSync(path.join(dir, 'page.json'), '{}');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes every page but the skipped folders and reports inline handlers by file', () => {
    const report = applyPageScriptPolicies(dir, policyOf, ORIGINS, ['admin', '_gatsby']);
    expect(report).toEqual({
      pages: 2,
      forbidden: ['guide/a.html: <a onclick>'],
      hashes: [...new Set(OWN_SCRIPTS.map(scriptHash))].sort(),
    });
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain(
      'data-page-script-policy',
    );
    expect(fs.readFileSync(path.join(dir, 'admin/index.html'), 'utf8')).toBe(PAGE);
    expect(fs.readFileSync(path.join(dir, '_gatsby/slices/s.html'), 'utf8')).toBe('<nav></nav>');
  });

  it('skips a page left as it was under the same policy, and redoes changed pages or policies', () => {
    const record = path.join(dir, 'record', 'policies.json');
    const parsed: string[][] = [];
    const counting = (hashes: string[]) => {
      parsed.push(hashes);
      return policyOf(hashes);
    };
    const first = applyPageScriptPolicies(dir, counting, ORIGINS, ['admin', '_gatsby'], record);
    const calls = parsed.length;
    const again = applyPageScriptPolicies(dir, counting, ORIGINS, ['admin', '_gatsby'], record);
    expect(again).toEqual(first);
    // Only the fingerprint of the policy: no page was parsed again.
    expect(parsed.length).toBe(calls + 1);

    fs.writeFileSync(
      path.join(dir, 'guide/a.html'),
      '<html><head></head><body>plain</body></html>',
    );
    expect(applyPageScriptPolicies(dir, counting, ORIGINS, ['admin', '_gatsby'], record)).toEqual({
      pages: 2,
      forbidden: [],
      hashes: [...new Set(OWN_SCRIPTS.map(scriptHash))].sort(),
    });
    expect(fs.readFileSync(path.join(dir, 'guide/a.html'), 'utf8')).toContain(
      'data-page-script-policy',
    );

    const stricter = (hashes: string[]) => `${policyOf(hashes)}; upgrade-insecure-requests`;
    applyPageScriptPolicies(dir, stricter, ORIGINS, ['admin', '_gatsby'], record);
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain(
      'upgrade-insecure-requests',
    );
  });

  it('redoes a page whose own part of the policy changed, and gives it that part', () => {
    const record = path.join(dir, 'record', 'policies.json');
    let hosts = 'https://a.example';
    const perPage = (hashes: string[], file: string) =>
      `${policyOf(hashes)}; img-src ${file === 'index.html' ? hosts : "'self'"}`;
    const run = () =>
      applyPageScriptPolicies(dir, perPage, ORIGINS, ['admin', '_gatsby'], record, (file) =>
        file === 'index.html' ? hosts : '',
      );
    run();
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain(
      'img-src https://a.example',
    );
    hosts = 'https://b.example';
    run();
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain(
      'img-src https://b.example',
    );
  });

  it('fails a document without a <head> outside the skipped folders', () => {
    fs.writeFileSync(path.join(dir, 'guide/a.html'), '<p>An uploaded page</p><script>x()</script>');
    expect(applyPageScriptPolicies(dir, policyOf, ORIGINS, ['admin', '_gatsby']).forbidden).toEqual(
      [`guide/a.html: ${NO_HEAD}`],
    );
  });
});

describe('element ids', () => {
  it('reports an id used twice on a page, once for each repeat', () => {
    const page =
      '<html><head></head><body><h2 id="uc-cookie">x</h2><tr id="uc-cookie"></tr><p id="a"></p><p id="a"></p><p id="b"></p></body></html>';
    expect(readPageScripts(page).forbidden).toEqual([
      'the id "uc-cookie" is used twice',
      'the id "a" is used twice',
    ]);
  });
});
